import { INCIDENT_ID, UUID } from '../../contract/formats.ts';
import type { MapPointsBatch } from '../../contract/resources/map-points.ts';

/**
 * One upstream page of full incidents, cut down to what the map draws. Only the fields the map
 * uses are checked, against the formats the contract gives them (resources/incident.ts), by
 * hand: a schema library would copy every record of the page to check six fields of each.
 */

/** About a metre: the map never needs more, and the stream is a third smaller for it. */
const COORDINATE_SCALE = 1e5;
const rounded = (degrees: number) => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;

export type MapColumns = Omit<MapPointsBatch, 'kind'>;

export type ProjectedPage =
  | {
      ok: true;
      /** How many incidents the upstream sent on this page (a short page is the last). */
      received: number;
      /** The new incidents, at most `room` of them, none already in `seen`. */
      columns: MapColumns;
    }
  | { ok: false };

export function emptyColumns(): MapColumns {
  return {
    id: [],
    longitude: [],
    latitude: [],
    category: [],
    impact: [],
    startedAt: [],
    summary: [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;

interface MapPoint {
  id: string;
  longitude: number;
  latitude: number;
  category: string;
  impact: number;
  startedAt: number;
  summary: string;
}

/** The fields of an incident that `projectPage` reads: a page may bring only these. */
export const MAP_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'location',
  'category',
  'impact',
  'startedAt',
  'summary',
]);

/** The map's fields of one incident, or undefined when one is missing or malformed. */
function mapPointOf(incident: Record<string, unknown>): MapPoint | undefined {
  const { id, location, category, impact, startedAt, summary } = incident;
  if (typeof id !== 'string' || !INCIDENT_ID.test(id) || typeof summary !== 'string') return;
  if (!isRecord(location) || !isRecord(category) || !isRecord(impact) || !isRecord(startedAt)) {
    return;
  }
  const { longitude, latitude } = location;
  if (!isNumberIn(longitude, -180, 180) || !isNumberIn(latitude, -90, 90)) return;
  if (typeof category.id !== 'string' || !UUID.test(category.id)) return;
  if (!Number.isInteger(impact.rating) || !Number.isInteger(startedAt.timestamp)) return;
  return {
    id,
    longitude,
    latitude,
    category: category.id,
    impact: impact.rating as number,
    startedAt: startedAt.timestamp as number,
    summary,
  };
}

/**
 * Projects a page's parsed body. `seen` collects the ids sent so far: a page read while the set
 * moved (a new incident pushing the others one place down) may repeat one, which is sent once.
 * One incident the map cannot draw makes the page unreadable: the answer is not what the API
 * says. `text` gives a free text as the upstream meant it (page-json.ts); the ids are checked
 * to be ASCII, which reads the same either way.
 */
export function projectPage(
  body: unknown,
  room: number,
  seen: Set<string>,
  text: (value: string) => string = (value) => value,
): ProjectedPage {
  const incidents = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(incidents)) return { ok: false };
  const columns = emptyColumns();
  const points: MapPoint[] = [];
  for (const incident of incidents as unknown[]) {
    if (!isRecord(incident)) return { ok: false };
    const point = mapPointOf(incident);
    if (!point) return { ok: false };
    points.push(point);
  }
  for (const point of points.slice(0, Math.max(0, room))) {
    if (seen.has(point.id)) continue;
    seen.add(point.id);
    columns.id.push(point.id);
    columns.longitude.push(rounded(point.longitude));
    columns.latitude.push(rounded(point.latitude));
    columns.category.push(point.category);
    columns.impact.push(point.impact);
    columns.startedAt.push(point.startedAt);
    columns.summary.push(text(point.summary));
  }
  return { ok: true, received: incidents.length, columns };
}
