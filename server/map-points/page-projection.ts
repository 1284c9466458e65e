import { z } from 'zod';
import { IncidentListItem } from '../../contract/resources/incident.ts';
import type { MapPointsBatch } from '../../contract/resources/map-points.ts';

/**
 * One upstream page of full incidents, cut down to what the map draws. Only the fields the map
 * uses are checked (the contract's own definitions of them); the rest of each record is never
 * looked at, so a page costs its JSON parse and little more.
 */

const MapSource = IncidentListItem.pick({
  id: true,
  location: true,
  category: true,
  impact: true,
  startedAt: true,
  summary: true,
});
const IncidentsPage = z.object({ data: z.array(MapSource) });

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

/**
 * Projects a page body. `seen` collects the ids sent so far: a page read while the set moved
 * (a new incident pushing the others one place down) may repeat one, which is sent once.
 */
export function projectPage(body: unknown, room: number, seen: Set<string>): ProjectedPage {
  const parsed = IncidentsPage.safeParse(body);
  if (!parsed.success) return { ok: false };
  const columns = emptyColumns();
  for (const incident of parsed.data.data.slice(0, Math.max(0, room))) {
    if (seen.has(incident.id)) continue;
    seen.add(incident.id);
    columns.id.push(incident.id);
    columns.longitude.push(rounded(incident.location.longitude));
    columns.latitude.push(rounded(incident.location.latitude));
    columns.category.push(incident.category.id);
    columns.impact.push(incident.impact.rating);
    columns.startedAt.push(incident.startedAt.timestamp);
    columns.summary.push(incident.summary);
  }
  return { ok: true, received: parsed.data.data.length, columns };
}
