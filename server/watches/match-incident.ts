import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { lineString, point, polygon } from '@turf/helpers';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import { incidentsQuery, type IncidentsQuery } from '../../contract/filters/incidents.ts';
import { parseQuery } from '../../contract/filters/query.ts';
import type { AlertReason } from '../../contract/resources/watches.ts';
import { boxesMeet, boxOf, kmLowerBound, type Box } from './geometry-bounds.ts';
import { effectiveRadiusKm, type CompiledRadiusRule } from '../../contract/sites/radius-rules.ts';

/**
 * Does an incident concern a watch, and why (issue 26 §3)? Pure: the watcher reads the watches,
 * their sites and areas and the incidents, and this decides.
 *
 * The filters are evaluated here, against the incident record the watcher already holds, rather
 * than carried by the poll's query: one poll reads the feed once for every watch (a thousand
 * watches cannot each ask the vendor every minute), and the record carries every field the
 * filters test. Filters that need more than the record are not guessed at: `near` (another
 * incident's map), `continent` (not on the record's countries), the `…InPeriod` windows and
 * `search` (the vendor's own text matching) make the watch report a problem and match nothing,
 * rather than alert on what the analyst did not ask for.
 */

/** The parts of an incident list item (spec 2.10) matching reads. */
export interface WatchedIncident {
  id: string;
  category: { id: string; name: string };
  type: { id: string };
  impact: { rating: number };
  location: { longitude: number; latitude: number };
  countries: readonly { code: string }[];
  startedAt: { timestamp: number };
  endedAt: { timestamp: number };
  isOngoing: boolean;
  reportedAt: number;
  reviewedAt: number;
  updatedAt: number;
  themes?: readonly { id: string }[];
  tags?: readonly { slug: string }[];
  involvedParties?: readonly {
    group?: { id: string } | null;
    individual?: { id: string } | null;
  }[];
  reporter?: { id: string };
  affectedSectors?: readonly { sector: { id: string } }[];
  map?: { features: readonly { geometry: GeoGeometry }[] } | null;
}

type Position = [number, number] | number[];
export type GeoGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'MultiPoint'; coordinates: Position[] }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface WatchSite {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  rule: CompiledRadiusRule;
}

export interface WatchArea {
  id: string;
  name: string;
  /** Rings of [lng, lat], the first the outline. */
  rings: number[][][];
}

export interface CompiledWatch {
  id: string;
  filters: IncidentsQuery;
  /** Why the watch cannot match as written, by parameter; non-empty means it matches nothing. */
  problems: Record<string, string>;
  minImpact: number | null;
  triggers: 'new' | 'revised' | 'both';
  sites: readonly WatchSite[];
  areas: readonly WatchArea[];
  /** Sites or areas named but no longer there: with none left, nothing is near "them". */
  limitedToPlaces: boolean;
}

const NOT_EVALUATED: Partial<Record<keyof IncidentsQuery, string>> = {
  near: 'Watches cannot apply `near` (it needs another incident’s map): use a site or an area.',
  continent: 'Watches cannot apply `continent`: use `country` or an area.',
  startedInPeriod: 'Watches cannot apply a period: use startedAt with a date.',
  reportedInPeriod: 'Watches cannot apply a period: every new incident is reported just now.',
  search: 'Watches cannot apply a search term yet: use categories, types, tags or places.',
};
/** The explorer's own parameters: not filters, so not a watch's business. */
const VIEW_PARAMETERS = new Set(['sort', 'page', 'pageSize']);

/** The filters of an explorer address (`/incidents?…`), with a problem per unusable parameter. */
export function compileFilters(address: string): {
  filters: IncidentsQuery;
  problems: Record<string, string>;
} {
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
  const parsed = parseQuery(incidentsQuery, new URLSearchParams(query));
  const problems: Record<string, string> = {};
  for (const problem of parsed.problems) problems[problem.parameter] = problem.message;
  const filters: IncidentsQuery = {};
  for (const [name, value] of Object.entries(parsed.values) as [keyof IncidentsQuery, never][]) {
    if (VIEW_PARAMETERS.has(name)) continue;
    const why = NOT_EVALUATED[name];
    if (why) problems[name] = why;
    else filters[name] = value;
  }
  return { filters, problems };
}

type Filter<V> =
  | { op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'; value: V }
  | { op: 'bt' | 'nbt'; from: V; to: V }
  | { op: 'in' | 'nin'; values: readonly V[] };

/** One value against an ordered or equality filter. */
function test<V>(filter: Filter<V>, value: V): boolean {
  switch (filter.op) {
    case 'eq':
      return value === filter.value;
    case 'neq':
      return value !== filter.value;
    case 'gt':
      return value > filter.value;
    case 'gte':
      return value >= filter.value;
    case 'lt':
      return value < filter.value;
    case 'lte':
      return value <= filter.value;
    case 'bt':
      return value >= filter.from && value <= filter.to;
    case 'nbt':
      return value < filter.from || value > filter.to;
    case 'in':
      return filter.values.includes(value);
    case 'nin':
      return !filter.values.includes(value);
  }
}

/** A filter on a list field (tags, countries…): `eq`/`in` any, `neq`/`nin` none. */
function testMany<V>(filter: Filter<V>, values: readonly V[]): boolean {
  if (filter.op === 'neq' || filter.op === 'nin') {
    return values.every((value) => test(filter, value));
  }
  return values.some((value) => test(filter, value));
}

type AnyFilter = Filter<unknown>;
const ids = <T>(items: readonly T[] | undefined, id: (item: T) => unknown) => (items ?? []).map(id);

/**
 * Each filter the record can answer, by parameter. A table rather than closures made per call:
 * matching runs for every (watch, incident) pair of a poll, a million at a thousand of each.
 */
const FIELD_TESTS: Record<string, (filter: AnyFilter, incident: WatchedIncident) => boolean> = {
  category: (filter, incident) => test(filter, incident.category.id),
  type: (filter, incident) => test(filter, incident.type.id),
  impact: (filter, incident) => test(filter, incident.impact.rating),
  startedAt: (filter, incident) => test(filter, incident.startedAt.timestamp),
  endedAt: (filter, incident) => test(filter, incident.endedAt.timestamp),
  reportedAt: (filter, incident) => test(filter, incident.reportedAt),
  reviewedAt: (filter, incident) => test(filter, incident.reviewedAt),
  updatedAt: (filter, incident) => test(filter, incident.updatedAt),
  ongoing: (filter, incident) => test(filter, incident.isOngoing),
  country: (filter, incident) =>
    testMany(
      filter,
      ids(incident.countries, (c) => c.code),
    ),
  theme: (filter, incident) =>
    testMany(
      filter,
      ids(incident.themes, (t) => t.id),
    ),
  tagged: (filter, incident) =>
    testMany(
      filter,
      ids(incident.tags, (t) => t.slug),
    ),
  reporter: (filter, incident) => test(filter, incident.reporter?.id),
  affects: (filter, incident) =>
    testMany(
      filter,
      ids(incident.affectedSectors, (s) => s.sector.id),
    ),
  involving: (filter, incident) =>
    testMany(
      filter,
      (incident.involvedParties ?? []).flatMap((party) =>
        [party.group?.id, party.individual?.id].filter((id): id is string => Boolean(id)),
      ),
    ),
};

/** The `area` filter's polygon, built once per compiled filters rather than per incident. */
const areaPolygons = new WeakMap<object, ReturnType<typeof polygon>>();

/** Whether the record passes every filter (all are ANDed, as the API does). */
export function passesFilters(filters: IncidentsQuery, incident: WatchedIncident): boolean {
  const f = filters as Record<string, AnyFilter | undefined>;
  for (const name in f) {
    const check = FIELD_TESTS[name];
    const filter = f[name];
    if (check && filter && !check(filter, incident)) return false;
  }
  if (filters.area) {
    let outline = areaPolygons.get(filters.area);
    if (!outline) {
      outline = polygon(closedRings(filters.area.value));
      areaPolygons.set(filters.area, outline);
    }
    const inside = booleanPointInPolygon(
      [incident.location.longitude, incident.location.latitude],
      outline,
    );
    if (inside !== (filters.area.op === 'in')) return false;
  }
  return true;
}

const closedRings = (rings: readonly (readonly number[])[][]) =>
  rings.map((ring) => {
    const [first, last] = [ring[0]!, ring[ring.length - 1]!];
    const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
    return closed.map((position) => [position[0]!, position[1]!]);
  });

/** Every geometry of the incident: its point, then its map's features. */
function geometriesOf(incident: WatchedIncident): GeoGeometry[] {
  return [
    { type: 'Point', coordinates: [incident.location.longitude, incident.location.latitude] },
    ...(incident.map?.features ?? []).map((feature) => feature.geometry),
  ];
}

/** Kilometres from a point to a geometry: 0 inside a polygon. */
export function kmToGeometry(origin: [number, number], geometry: GeoGeometry): number {
  const from = point(origin);
  const toLine = (line: Position[]) =>
    line.length < 2
      ? distance(from, point(line[0] as number[]))
      : pointToLineDistance(from, lineString(line as number[][]));
  switch (geometry.type) {
    case 'Point':
      return distance(from, point(geometry.coordinates as number[]));
    case 'MultiPoint':
      return Math.min(...geometry.coordinates.map((p) => distance(from, point(p as number[]))));
    case 'LineString':
      return toLine(geometry.coordinates);
    case 'MultiLineString':
      return Math.min(...geometry.coordinates.map(toLine));
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      let best = Infinity;
      for (const rings of polygons) {
        if (booleanPointInPolygon(from, polygon(rings as number[][][]))) return 0;
        for (const ring of rings) best = Math.min(best, toLine(ring));
      }
      return best;
    }
  }
}

/** An incident's geometries and their box, worked out once for every watch of a poll. */
const incidentShapes = new WeakMap<WatchedIncident, { geometries: GeoGeometry[]; box: Box }>();
function shapeOf(incident: WatchedIncident) {
  let shape = incidentShapes.get(incident);
  if (!shape) {
    const geometries = geometriesOf(incident);
    shape = { geometries, box: boxOf(geometries.map((geometry) => geometry.coordinates)) };
    incidentShapes.set(incident, shape);
  }
  return shape;
}

/** An area's outline and box, built once rather than for every incident. */
const areaShapes = new WeakMap<WatchArea, { outline: ReturnType<typeof polygon>; box: Box }>();
function areaShapeOf(area: WatchArea) {
  let shape = areaShapes.get(area);
  if (!shape) {
    const rings = closedRings(area.rings);
    shape = { outline: polygon(rings), box: boxOf([rings]) };
    areaShapes.set(area, shape);
  }
  return shape;
}

/** The sites and areas that make the incident concern the watch; [] when none do. */
export function placeReasons(watch: CompiledWatch, incident: WatchedIncident): AlertReason[] {
  const { geometries, box } = shapeOf(incident);
  const reasons: AlertReason[] = [];
  for (const site of watch.sites) {
    const radiusKm = effectiveRadiusKm(site.rule, incident.category.name, incident.impact.rating);
    // Far beyond the radius from everything the incident draws: no need to measure exactly.
    if (kmLowerBound(site.longitude, site.latitude, box) > radiusKm) continue;
    let km = Infinity;
    for (const geometry of geometries) {
      km = Math.min(km, kmToGeometry([site.longitude, site.latitude], geometry));
    }
    if (km <= radiusKm) {
      reasons.push({
        type: 'site',
        id: site.id,
        name: site.name,
        distanceMetres: Math.round(km * 1000),
      });
    }
  }
  for (const area of watch.areas) {
    const { outline, box: areaBox } = areaShapeOf(area);
    if (!boxesMeet(areaBox, box)) continue;
    if (geometries.some((geometry) => booleanIntersects(outline, geometry as never))) {
      reasons.push({ type: 'area', id: area.id, name: area.name, distanceMetres: 0 });
    }
  }
  return reasons;
}

export type MatchOutcome =
  | { matches: false }
  | { matches: true; reasons: AlertReason[]; wanted: boolean };

/**
 * Whether the incident concerns the watch. `isRevision`: the watch already recorded an earlier
 * revision of it. A match the triggers do not ask for still matches, with `wanted: false`: it is
 * kept silently as the baseline the next revision is compared with.
 */
export function matchIncident(
  watch: CompiledWatch,
  incident: WatchedIncident,
  isRevision: boolean,
): MatchOutcome {
  if (Object.keys(watch.problems).length > 0) return { matches: false };
  if (watch.minImpact !== null && incident.impact.rating < watch.minImpact) {
    return { matches: false };
  }
  if (!passesFilters(watch.filters, incident)) return { matches: false };
  let reasons: AlertReason[] = [];
  if (watch.limitedToPlaces) {
    reasons = placeReasons(watch, incident);
    if (reasons.length === 0) return { matches: false };
  }
  const wanted = watch.triggers === 'both' || (watch.triggers === 'revised') === isRevision;
  return { matches: true, reasons, wanted };
}
