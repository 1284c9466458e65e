import { useEffect, useState, type ComponentType } from 'react';
import { secondaryButton } from '@/components/button-styles';
import type * as MapCanvasModule from './map-canvas';
import type { MapViewProps } from './map-types';

/**
 * The shared map, loaded on demand: MapLibre, its worker, its stylesheet and the basemap all
 * live in lazy chunks that only a page showing a map downloads. Usage:
 *
 * ```tsx
 * <MapView label="Incident map" className="h-96" camera={{ bounds, maxZoom: 13 }}>
 *   {(context) => <MyLayers {...context} data={data} />}
 * </MapView>
 * ```
 *
 * `MyLayers` adds its sources and layers to `context.map` in an effect and removes them in the
 * cleanup; `context.maplibre` gives MapLibre's classes (Popup, LngLatBounds) without a static
 * import. See map-types.ts for the props and map-host.ts for how tests reach the live map.
 */

type Canvas = ComponentType<MapViewProps>;
type CanvasModule = typeof MapCanvasModule;

/** Shared by every map on the page once loaded, so a second map never waits. */
let loadedCanvas: Canvas | undefined;
let loading: Promise<CanvasModule> | undefined;

/**
 * Starts loading the map's code (MapLibre, its worker, the map's own code) now, for a page that
 * knows it will show a map: called beside the page's data request, the map is not left to start
 * once the data has been drawn. A failed download is forgotten, so a retry downloads again.
 */
export function preloadMap(): Promise<CanvasModule> {
  loading ??= import('./map-canvas').then(
    (module) => {
      loadedCanvas = module.MapCanvas;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * preloadMap a task later, for a page's loader: its own data requests go on the wire first, and
 * the map's code (the larger download) is evaluated as it arrives, while they are in flight.
 */
export function preloadMapAfterRequests(): Promise<CanvasModule> {
  return new Promise((resolve, reject) => {
    setTimeout(() => void preloadMap().then(resolve, reject));
  });
}

type Load = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready' };

export function MapView(props: MapViewProps) {
  const [load, setLoad] = useState<Load>(() =>
    loadedCanvas ? { status: 'ready' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Always listens, even when the code has loaded: it may have arrived between this render
    // and this effect (a page busy with its data), and an early return here left the map
    // "Loading…" for good. A settled download answers on the next microtask.
    let active = true;
    preloadMap().then(
      () => {
        if (active)
          setLoad((current) => (current.status === 'ready' ? current : { status: 'ready' }));
      },
      (error: unknown) => {
        if (active) {
          setLoad({
            status: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const Canvas = load.status === 'ready' ? loadedCanvas : undefined;
  if (Canvas) return <Canvas {...props} />;
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-md bg-raised p-4 text-center text-sm text-muted ${props.className ?? ''}`}
    >
      {load.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p>The map could not be loaded: {load.reason}</p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setLoad({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <p aria-busy="true">Loading the map…</p>
      )}
    </div>
  );
}
