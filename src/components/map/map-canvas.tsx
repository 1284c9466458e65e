import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { MapOptions } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { holdIdleWork, whenIdle } from '@/lib/idle-work';
import { useTheme } from '@/lib/theme/theme-context';
import {
  loadBasemapAround,
  loadBasemapCountries,
  type BasemapCountries,
  type BasemapResolution,
} from './basemap-countries';
import type { LngLatBox } from './basemap-nearby';
import {
  applyBasemapTheme,
  FINE_FROM_ZOOM,
  FINE_PREFETCH_ZOOM,
  offlineBasemapStyle,
  setBasemapData,
} from './basemap-style';
import { exposeMap } from './map-host';
import { createMapReadiness, type MapReadiness } from './map-readiness';
import type { MapCamera, MapContext, MapLibreMap, MapViewProps } from './map-types';
import { maplibre } from './maplibre';

// For pages that start the map beside their data (map-view.tsx `preloadMap`).
export { preloadBasemap } from './basemap-preload';

function cameraOptions(camera: MapCamera | undefined): Partial<MapOptions> {
  if (!camera) return { center: [10, 25], zoom: 1 };
  if ('bounds' in camera) {
    return {
      bounds: camera.bounds,
      fitBoundsOptions: { padding: camera.padding ?? 40, maxZoom: camera.maxZoom ?? 14 },
    };
  }
  return { center: camera.center, zoom: camera.zoom };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface LiveMap {
  map: MapLibreMap;
  readiness: MapReadiness;
  basemap: 'offline' | 'online';
}

/**
 * The map itself (loaded lazily through MapView): MapLibre over the offline Natural Earth
 * basemap in the app's theme, or over config.json's `mapStyleUrl` when one is set.
 */
export function MapCanvas({
  label,
  className = '',
  camera,
  printable = false,
  children,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { theme: appTheme } = useTheme();
  // Paper is white: while the page prints, the map is drawn in the light theme.
  const [printing, setPrinting] = useState(false);
  const theme = printing ? 'light' : appTheme;
  const config = useRouteContext({ from: rootRouteId, select: (context) => context.config });
  const styleUrl = config.mapStyleUrl;
  const [live, setLive] = useState<LiveMap | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One notice per topic: a later success takes its topic's notice away.
  const [notices, setNotices] = useState<Partial<Record<'style' | 'basemap', string>>>({});
  // Read when the map is created (and when it falls back to the offline style) only: later
  // theme changes recolour the basemap in place, and the camera belongs to the analyst.
  const themeRef = useRef(theme);
  const cameraRef = useRef(camera);
  const labelRef = useRef(label);
  useEffect(() => {
    themeRef.current = theme;
  }, [theme]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const setNotice = (topic: 'style' | 'basemap', notice: string | undefined) =>
      setNotices((current) =>
        current[topic] === notice ? current : { ...current, [topic]: notice },
      );
    let map: MapLibreMap;
    try {
      map = new maplibre.Map({
        container,
        style: styleUrl ?? offlineBasemapStyle(themeRef.current),
        ...cameraOptions(cameraRef.current),
        attributionControl: { compact: true },
        locale: { 'Map.Title': labelRef.current },
        canvasContextAttributes: { preserveDrawingBuffer: printable },
        // Labels appear at once instead of fading in over 300 ms: a fade keeps the map busy
        // (not idle, so not ready) and draws a frame after frame of it, which software
        // rendering pays for in full.
        fadeDuration: 0,
      });
    } catch (error) {
      // The constructor throws when the browser has no usable WebGL: known only here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailure(`The map cannot be drawn in this browser: ${reasonOf(error)}`);
      return;
    }
    let removed = false;
    let loaded = false;
    let basemap: LiveMap['basemap'] = styleUrl ? 'online' : 'offline';
    // The page's idle work (other views' code, closed dialogs) waits until the map is first
    // ready: on two cores it would otherwise run while the map's worker and GPU are busy.
    const releaseIdleWork = holdIdleWork();
    const readiness = createMapReadiness(map, container, releaseIdleWork);
    exposeMap(container, map);
    map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new maplibre.ScaleControl({ unit: 'metric' }), 'bottom-left');

    // The basemap's data is fetched and converted while the style and the worker start up;
    // it is handed to the map once the style's (empty) basemap sources exist.
    let styleReady = false;
    const styleWaiters: (() => void)[] = [];
    const whenStyleReady = () =>
      styleReady ? Promise.resolve() : new Promise<void>((resolve) => styleWaiters.push(resolve));
    const requested = new Set<BasemapResolution>();
    const cancels: (() => void)[] = [];
    // Zooming asks for a set again (loadBasemapForZoom), so the notice says so.
    const basemapFailed = (resolution: BasemapResolution, error: unknown) => {
      requested.delete(resolution);
      setNotice(
        'basemap',
        `The countries could not be loaded (${reasonOf(error)}); zoom in or out to try again.`,
      );
    };
    const showBasemap = (resolution: BasemapResolution, data: BasemapCountries) => {
      setBasemapData(map, resolution, data);
      setNotice('basemap', undefined);
    };
    const loadBasemap = (resolution: BasemapResolution) => {
      if (basemap !== 'offline' || requested.has(resolution)) return;
      requested.add(resolution);
      // A map opening on a city draws the countries around it first; the rest of the world
      // follows at an idle moment once the map is ready.
      const [[west, south], [east, north]] = map.getBounds().toArray();
      const view: LngLatBox = [west, south, east, north];
      readiness.track(
        Promise.all([loadBasemapAround(resolution, view), whenStyleReady()]).then(
          ([{ data, whole }]) => {
            if (removed) return;
            showBasemap(resolution, data);
            if (whole) return;
            cancels.push(
              whenIdle(() => {
                loadBasemapCountries(resolution).then(
                  (all) => {
                    if (!removed) showBasemap(resolution, all);
                  },
                  (error: unknown) => basemapFailed(resolution, error),
                );
              }),
            );
          },
          (error: unknown) => basemapFailed(resolution, error),
        ),
      );
    };
    // Only what the zoom shows: a map that opens on a city never needs the world set.
    const loadBasemapForZoom = () => {
      const zoom = map.getZoom();
      if (zoom < FINE_FROM_ZOOM) loadBasemap('coarse');
      if (zoom >= FINE_PREFETCH_ZOOM) loadBasemap('fine');
    };
    loadBasemapForZoom();

    map.on('error', (event) => {
      // An online style that cannot be fetched would leave an empty box: fall back.
      if (basemap === 'online' && !loaded) {
        basemap = 'offline';
        // What the view added went with the old style: it adds itself again on the new one.
        setLive(null);
        setNotice(
          'style',
          `The map style set in config.json could not be loaded (${reasonOf(event.error)}); the built-in basemap is shown instead.`,
        );
        map.setStyle(offlineBasemapStyle(themeRef.current), { diff: false });
      }
    });
    // The view's content is added as soon as the style is: its sources are then prepared in
    // the worker beside the basemap, not after the first complete drawing (`load`), which
    // cost 10,000 sites a second.
    map.on('style.load', () => {
      styleReady = true;
      styleWaiters.splice(0).forEach((resolve) => resolve());
      if (basemap === 'offline') loadBasemapForZoom();
      if (!removed) setLive({ map, readiness, basemap });
    });
    map.on('zoomend', () => {
      if (basemap === 'offline') loadBasemapForZoom();
    });
    map.once('load', () => {
      loaded = true;
    });
    return () => {
      removed = true;
      cancels.forEach((cancel) => cancel());
      releaseIdleWork();
      exposeMap(container, undefined);
      map.remove();
      setLive(null);
    };
  }, [styleUrl, printable]);

  useEffect(() => {
    labelRef.current = label;
    live?.map.getCanvas().setAttribute('aria-label', label);
  }, [live, label]);

  useEffect(() => {
    if (live?.basemap === 'offline') applyBasemapTheme(live.map, theme);
  }, [live, theme]);

  useEffect(() => {
    if (!live) return;
    // The browser takes its snapshot right after `beforeprint`: switch, let the view's content
    // recolour (flushSync runs its effects too), then draw synchronously.
    const beforePrint = () => {
      flushSync(() => setPrinting(true));
      live.map.redraw();
    };
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [live]);

  // Effects run children first: by now the view's content has added what it draws.
  useEffect(() => {
    live?.readiness.open();
  }, [live]);

  const context = useMemo<MapContext | null>(
    () =>
      live && {
        map: live.map,
        maplibre,
        theme,
        basemap: live.basemap,
        track: live.readiness.track,
      },
    [live, theme],
  );

  return (
    <div className={`relative overflow-hidden ${className}`}>
      <div ref={containerRef} className="h-full w-full" />
      {context ? children?.(context) : null}
      {failure ? (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center bg-raised p-4 text-center text-sm text-muted"
        >
          {failure}
        </p>
      ) : null}
      {Object.values(notices).some(Boolean) ? (
        <div
          role="status"
          className="absolute top-2 left-2 max-w-[70%] rounded-md border border-warning bg-warning-soft px-2 py-1 text-xs text-ink"
        >
          {Object.entries(notices).map(([topic, notice]) =>
            notice ? <p key={topic}>{notice}</p> : null,
          )}
        </div>
      ) : null}
    </div>
  );
}
