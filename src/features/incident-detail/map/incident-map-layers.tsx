import type { Feature, FeatureCollection } from 'geojson';
import type { ExpressionSpecification, MapLayerMouseEvent, Popup } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import { incidentIcon } from '@/components/incident-icons';
import { addMarkerImages, MARKER_SIZE } from '@/components/map/map-icons';
import type { MapContext } from '@/components/map/map-types';
import { OUTLINED_FILL } from '@/components/map/outlined-fill';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import { accuracyRing, type IncidentMapData } from './incident-map-data';

/** Sources and layers of the incident map; e2e tests query these layer ids. */
export const INCIDENT_MAP_LAYERS = {
  accuracyFill: 'incident-accuracy-fill',
  accuracyOutline: 'incident-accuracy-outline',
  featureAreas: 'incident-feature-areas',
  featureLines: 'incident-feature-lines',
  location: 'incident-location',
  featureDiscs: 'incident-feature-discs',
  featureMarkers: 'incident-feature-markers',
  featureLineLabels: 'incident-feature-line-labels',
} as const;

const FEATURES_SOURCE = 'incident-features';
const LOCATION_SOURCE = 'incident-location';
export const LOCATION_KEY = 'location';

/**
 * The reported location in the accent colour, written as the features' discs write theirs (a
 * colour read from the feature): both circle layers then share one shader program, which under
 * software rendering is about 40 ms less to compile before the map is ready. The location has
 * no colour of its own, so the accent is what it gets.
 */
const locationColour = (accent: string): ExpressionSpecification => [
  'to-color',
  ['get', 'colour'],
  accent,
];

const markerId = (icon: string, colour: string) => `incident-marker:${icon}:${colour}`;

/** Popup content built from text nodes only: descriptions are never read as HTML. */
function popupContent(title: string, body: readonly string[]): HTMLElement {
  const root = document.createElement('div');
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  root.append(heading);
  for (const line of body.filter(Boolean)) {
    const paragraph = document.createElement('p');
    paragraph.className = 'mt-1 max-w-64';
    paragraph.textContent = line;
    root.append(paragraph);
  }
  return root;
}

export function locationSummary(data: IncidentMapData): string {
  if (!data.location) return '';
  const { latitude, longitude, accuracyKm } = data.location;
  const where = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return accuracyKm === null ? where : `${where} · accurate to ${accuracyKm} km`;
}

function featureCollection(data: IncidentMapData): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: data.features.map((feature): Feature => ({
      type: 'Feature',
      geometry: feature.geometry,
      properties: {
        key: feature.key,
        name: feature.name,
        description: feature.description,
        colour: feature.colour,
        marker: markerId(feature.icon, feature.colour),
      },
    })),
  };
}

function locationCollection(data: IncidentMapData): FeatureCollection {
  const location = data.location;
  if (!location) return { type: 'FeatureCollection', features: [] };
  const features: Feature[] = [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [location.longitude, location.latitude] },
      properties: { key: LOCATION_KEY, name: 'Reported location' },
    },
  ];
  if (location.accuracyKm !== null) {
    features.unshift({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [accuracyRing(location)] },
      properties: { key: 'accuracy', name: `Accuracy (${location.accuracyKm} km)` },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface IncidentMapControls {
  /** Centres the map on a feature (or the location) and opens its popup. */
  show(key: string): void;
}

export interface IncidentMapLayersProps extends MapContext {
  data: IncidentMapData;
  onControls: (controls: IncidentMapControls | null) => void;
}

/** Draws the incident's features and location on the shared map, with popups. */
export function IncidentMapLayers({
  map,
  maplibre,
  theme,
  track,
  data,
  onControls,
}: IncidentMapLayersProps) {
  // Layers are built in the theme of the moment; the effect below recolours them later.
  const currentPalette = useEffectEvent(() => OVERLAY_PALETTES[theme]);
  useEffect(() => {
    let cancelled = false;
    let popup: Popup | undefined;
    const open = (lngLat: [number, number], content: HTMLElement) => {
      popup?.remove();
      popup = new maplibre.Popup({ maxWidth: '18rem', focusAfterOpen: false })
        .setLngLat(lngLat)
        .setDOMContent(content)
        .addTo(map);
    };
    const byKey = new Map(data.features.map((feature) => [feature.key, feature]));
    const show = (key: string) => {
      if (key === LOCATION_KEY && data.location) {
        const { longitude, latitude } = data.location;
        map.easeTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), 11) });
        open([longitude, latitude], popupContent('Reported location', [locationSummary(data)]));
        return;
      }
      const feature = byKey.get(key);
      if (!feature) return;
      map.easeTo({ center: feature.anchor, zoom: Math.max(map.getZoom(), 12) });
      open(feature.anchor, popupContent(feature.name, [feature.description]));
    };

    const onFeatureClick = (event: MapLayerMouseEvent) => {
      const key = event.features?.[0]?.properties.key as unknown;
      if (typeof key !== 'string') return;
      const feature = byKey.get(key);
      if (feature) {
        open(
          [event.lngLat.lng, event.lngLat.lat],
          popupContent(feature.name, [feature.description]),
        );
      }
    };
    const onLocationClick = () => show(LOCATION_KEY);
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    const clickable = [
      INCIDENT_MAP_LAYERS.featureMarkers,
      INCIDENT_MAP_LAYERS.featureDiscs,
      INCIDENT_MAP_LAYERS.featureAreas,
      INCIDENT_MAP_LAYERS.featureLines,
    ];

    const addLayers = () => {
      const colours = currentPalette();
      map.addSource(LOCATION_SOURCE, { type: 'geojson', data: locationCollection(data) });
      map.addSource(FEATURES_SOURCE, { type: 'geojson', data: featureCollection(data) });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.accuracyFill,
        type: 'fill',
        source: LOCATION_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': colours.accent, 'fill-opacity': 0.1, ...OUTLINED_FILL },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.accuracyOutline,
        type: 'line',
        source: LOCATION_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'line-color': colours.accent, 'line-width': 1.5, 'line-dasharray': [3, 2] },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.featureAreas,
        type: 'fill',
        source: FEATURES_SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.22, ...OUTLINED_FILL },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.featureLines,
        type: 'line',
        source: FEATURES_SOURCE,
        filter: ['in', ['geometry-type'], ['literal', ['LineString', 'Polygon']]],
        paint: { 'line-color': ['get', 'colour'], 'line-width': 2.5 },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.location,
        type: 'circle',
        source: LOCATION_SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': 5,
          'circle-color': locationColour(colours.accent),
          'circle-stroke-color': colours.halo,
          'circle-stroke-width': 2,
        },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.featureDiscs,
        type: 'circle',
        source: FEATURES_SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': MARKER_SIZE / 2 - 1,
          'circle-color': ['get', 'colour'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.featureLineLabels,
        type: 'symbol',
        source: FEATURES_SOURCE,
        filter: ['==', ['geometry-type'], 'LineString'],
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': 12,
        },
        paint: {
          'text-color': colours.ink,
          'text-halo-color': colours.halo,
          'text-halo-width': 1.5,
        },
      });
      map.addLayer({
        id: INCIDENT_MAP_LAYERS.featureMarkers,
        type: 'symbol',
        source: FEATURES_SOURCE,
        filter: ['in', ['geometry-type'], ['literal', ['Point', 'Polygon']]],
        layout: {
          'icon-image': ['get', 'marker'],
          'icon-allow-overlap': true,
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': 12,
          'text-anchor': 'top',
          'text-offset': [0, 1.2],
          'text-optional': true,
          'text-max-width': 12,
        },
        paint: {
          'text-color': colours.ink,
          'text-halo-color': colours.halo,
          'text-halo-width': 1.5,
        },
      });
      for (const layer of clickable) {
        map.on('click', layer, onFeatureClick);
        map.on('mouseenter', layer, pointer);
        map.on('mouseleave', layer, noPointer);
      }
      map.on('click', INCIDENT_MAP_LAYERS.location, onLocationClick);
      map.on('mouseenter', INCIDENT_MAP_LAYERS.location, pointer);
      map.on('mouseleave', INCIDENT_MAP_LAYERS.location, noPointer);
      onControls({ show });
    };

    const markers = data.features.map((feature) => ({
      id: markerId(feature.icon, feature.colour),
      Icon: incidentIcon(feature.icon),
      colour: feature.colour,
    }));
    track(
      // Without the icons (a browser that cannot draw them) the discs below still mark each
      // feature in its colour.
      addMarkerImages(map, markers)
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) addLayers();
        }),
    );

    return () => {
      cancelled = true;
      onControls(null);
      popup?.remove();
      for (const layer of clickable) {
        map.off('click', layer, onFeatureClick);
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, noPointer);
      }
      map.off('click', INCIDENT_MAP_LAYERS.location, onLocationClick);
      map.off('mouseenter', INCIDENT_MAP_LAYERS.location, pointer);
      map.off('mouseleave', INCIDENT_MAP_LAYERS.location, noPointer);
      // The map may already be gone (the page is leaving); then so are its layers.
      if (!map.style) return;
      for (const layer of Object.values(INCIDENT_MAP_LAYERS)) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      for (const source of [FEATURES_SOURCE, LOCATION_SOURCE]) {
        if (map.getSource(source)) map.removeSource(source);
      }
    };
    // The theme only recolours (the effect below); it does not rebuild the layers.
  }, [map, maplibre, track, data, onControls]);

  useEffect(() => {
    const colours = OVERLAY_PALETTES[theme];
    for (const layer of [
      INCIDENT_MAP_LAYERS.featureMarkers,
      INCIDENT_MAP_LAYERS.featureLineLabels,
    ]) {
      if (!map.getLayer(layer)) continue;
      map.setPaintProperty(layer, 'text-color', colours.ink);
      map.setPaintProperty(layer, 'text-halo-color', colours.halo);
    }
    if (map.getLayer(INCIDENT_MAP_LAYERS.location)) {
      map.setPaintProperty(
        INCIDENT_MAP_LAYERS.location,
        'circle-color',
        locationColour(colours.accent),
      );
      map.setPaintProperty(INCIDENT_MAP_LAYERS.location, 'circle-stroke-color', colours.halo);
    }
    for (const layer of [INCIDENT_MAP_LAYERS.accuracyFill, INCIDENT_MAP_LAYERS.accuracyOutline]) {
      if (!map.getLayer(layer)) continue;
      map.setPaintProperty(
        layer,
        layer === INCIDENT_MAP_LAYERS.accuracyFill ? 'fill-color' : 'line-color',
        colours.accent,
      );
    }
  }, [map, theme]);

  return null;
}
