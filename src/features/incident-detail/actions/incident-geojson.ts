import type { Feature, FeatureCollection } from 'geojson';
import type { LooseIncident } from '../loose';
import { incidentMapData } from '../map/incident-map-data';

/**
 * The incident as a GeoJSON FeatureCollection (RFC 7946) for GIS tools: its drawable map
 * features with their own properties, then its reported location as a Point carrying the
 * accuracy radius. The collection's `id` and `incident` members say which record it came from.
 */
export function incidentGeoJson(incident: LooseIncident): FeatureCollection & {
  id?: string;
  incident: Record<string, unknown>;
} {
  const data = incidentMapData(incident);
  const features: Feature[] = (incident.map?.features ?? []).flatMap((feature, index) => {
    const drawn = data.features.find(
      (candidate) => candidate.key === (feature?.id || `feature-${index}`),
    );
    if (!feature || !drawn) return [];
    return [
      {
        type: 'Feature',
        ...(feature.id ? { id: feature.id } : {}),
        geometry: drawn.geometry,
        properties: { ...(feature.properties ?? {}) },
      },
    ];
  });
  if (data.location) {
    features.push({
      type: 'Feature',
      id: 'location',
      geometry: {
        type: 'Point',
        coordinates: [data.location.longitude, data.location.latitude],
      },
      properties: {
        name: 'Reported location',
        accuracyKm: data.location.accuracyKm,
        timeZone: incident.location?.timeZone ?? null,
      },
    });
  }
  return {
    type: 'FeatureCollection',
    ...(incident.map?.id ? { id: incident.map.id } : {}),
    incident: {
      id: incident.id ?? null,
      summary: incident.summary ?? null,
      category: incident.category?.name ?? null,
      type: incident.type?.name ?? null,
      startedAt: incident.startedAt?.timestamp ?? null,
      endedAt: incident.endedAt?.timestamp ?? null,
    },
    features,
  };
}

/** Saves the text as a file through the browser's download. */
export function downloadText(fileName: string, mimeType: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
