import type { Bounds, MapCamera } from '@/components/map/map-types';
import { geodesicCircle } from '@/lib/geo/geodesic-circle';
import type { Geometry, Position } from 'geojson';
import type { LooseIncident } from '../loose';
import { positionsOf } from '@/lib/geo/positions';

/** What the incident's map draws, worked out once from the record and checked on the way. */

export const FALLBACK_COLOUR = '#6b7280';
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export interface DisplayFeature {
  /** Stable within the incident: the feature's id, or its position in the list. */
  key: string;
  name: string;
  description: string;
  /** `#RRGGBB`: the feature's own colour, else the category's. */
  colour: string;
  icon: string;
  geometry: Geometry;
  /** Where its popup opens and the map centres when the analyst picks it from the list. */
  anchor: [number, number];
}

export interface IncidentLocation {
  longitude: number;
  latitude: number;
  /** Radius in kilometres (the reference service's reading of the spec's `accuracy`). */
  accuracyKm: number | null;
}

export interface IncidentMapData {
  features: DisplayFeature[];
  /** Features left out because their geometry cannot be drawn. */
  skipped: number;
  location: IncidentLocation | null;
  /** Undefined when there is nothing to show: the map then opens on the world. */
  camera: MapCamera | undefined;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  isFiniteNumber(value[0]) &&
  isFiniteNumber(value[1]) &&
  Math.abs(value[1]) <= 90;

const isPositionList = (value: unknown, min: number): value is Position[] =>
  Array.isArray(value) && value.length >= min && value.every(isPosition);

const isRings = (value: unknown): value is Position[][] =>
  Array.isArray(value) && value.length > 0 && value.every((ring) => isPositionList(ring, 4));

/** True for the six GeoJSON geometries the spec's map may hold, with sound coordinates. */
export function isDrawableGeometry(value: unknown): value is Geometry {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  switch (type) {
    case 'Point':
      return isPosition(coordinates);
    case 'MultiPoint':
      return isPositionList(coordinates, 1);
    case 'LineString':
      return isPositionList(coordinates, 2);
    case 'MultiLineString':
      return (
        Array.isArray(coordinates) &&
        coordinates.length > 0 &&
        coordinates.every((line) => isPositionList(line, 2))
      );
    case 'Polygon':
      return isRings(coordinates);
    case 'MultiPolygon':
      return Array.isArray(coordinates) && coordinates.length > 0 && coordinates.every(isRings);
    default:
      return false;
  }
}

function boundsOf(positions: readonly Position[]): Bounds | undefined {
  if (positions.length === 0) return undefined;
  const longitudes = positions.map(([longitude]) => longitude!);
  const latitudes = positions.map(([, latitude]) => latitude!);
  return [
    Math.min(...longitudes),
    Math.min(...latitudes),
    Math.max(...longitudes),
    Math.max(...latitudes),
  ];
}

function anchorOf(geometry: Geometry): [number, number] {
  const first =
    geometry.type === 'LineString'
      ? geometry.coordinates
      : geometry.type === 'MultiLineString'
        ? geometry.coordinates[0]!
        : undefined;
  if (first) {
    const [longitude, latitude] = first[Math.floor(first.length / 2)]!;
    return [longitude!, latitude!];
  }
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
    const outer =
      geometry.type === 'Polygon' ? geometry.coordinates[0]! : geometry.coordinates[0]![0]!;
    const [west, south, east, north] = boundsOf(outer)!;
    return [(west + east) / 2, (south + north) / 2];
  }
  const [longitude, latitude] = positionsOf(geometry)[0]!;
  return [longitude!, latitude!];
}

/** The same place, with its longitude moved by whole turns to lie within 180° of `near`. */
const besideLongitude = (longitude: number, near: number) =>
  longitude + 360 * Math.round((near - longitude) / 360);

function locationOf(incident: LooseIncident): IncidentLocation | null {
  const location = incident.location;
  if (!location) return null;
  const { longitude, latitude, accuracy } = location;
  if (!isFiniteNumber(longitude) || !isFiniteNumber(latitude) || Math.abs(latitude) > 90) {
    return null;
  }
  return {
    longitude,
    latitude,
    accuracyKm: isFiniteNumber(accuracy) && accuracy > 0 ? accuracy : null,
  };
}

export function incidentMapData(incident: LooseIncident): IncidentMapData {
  const categoryColour = incident.category?.colour;
  const defaultColour =
    categoryColour && HEX_COLOUR.test(categoryColour) ? categoryColour : FALLBACK_COLOUR;
  const features: DisplayFeature[] = [];
  let skipped = 0;
  (incident.map?.features ?? []).forEach((feature, index) => {
    const geometry = feature?.geometry;
    if (!feature || !isDrawableGeometry(geometry)) {
      skipped += 1;
      return;
    }
    const properties = feature.properties;
    const colour = properties?.colour;
    features.push({
      key: feature.id || `feature-${index}`,
      name: properties?.name?.trim() || `Feature ${index + 1}`,
      description: properties?.description?.trim() ?? '',
      colour: colour && HEX_COLOUR.test(colour) ? colour : defaultColour,
      icon: properties?.icon ?? '',
      geometry,
      anchor: anchorOf(geometry),
    });
  });

  const location = locationOf(incident);
  const reference = location?.longitude ?? features[0]?.anchor[0] ?? 0;
  const positions = features
    .flatMap((feature) => positionsOf(feature.geometry))
    .map(([longitude, latitude]) => [besideLongitude(longitude!, reference), latitude!]);
  if (location) {
    positions.push([location.longitude, location.latitude]);
    if (location.accuracyKm !== null) positions.push(...accuracyRing(location));
  }
  const bounds = boundsOf(positions);
  let camera: MapCamera | undefined;
  if (bounds) {
    const [west, south, east, north] = bounds;
    camera =
      west === east && south === north
        ? { center: [west, south], zoom: 12 }
        : { bounds, padding: 64, maxZoom: 14 };
  }
  return { features, skipped, location, camera };
}

export function accuracyRing(location: IncidentLocation): Position[] {
  if (location.accuracyKm === null) return [];
  return geodesicCircle([location.longitude, location.latitude], location.accuracyKm)
    .coordinates[0]!;
}
