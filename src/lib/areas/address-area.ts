import { circlePolygon } from '../../../contract/areas/api-polygon';
import { sameRings } from '../../../contract/areas/same-rings';
import type { AreaShape, PolygonRings, Position } from '../../../contract/areas/area-geometry';
import { UUID } from '../../../contract/formats';
import { AREA_ID_PARAMETER } from '../../../contract/query-language/incidents';
import type { Area } from './areas-api';

/**
 * A saved area in an address. The address keeps the API's own `area` value, so a pasted link
 * filters the same for anyone; beside it `areaId` names the saved area for the screen, and
 * `areaCircle` keeps a drawn circle's centre and radius until it is saved. Neither is trusted
 * on its own: each counts only while the polygon in the address is the one it describes, so a
 * stale or hand-edited value never mislabels a filter.
 */

export { AREA_ID_PARAMETER } from '../../../contract/query-language/incidents';
export const AREA_CIRCLE_PARAMETER = 'areaCircle';

export interface Circle {
  center: Position;
  radiusKm: number;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** `<lng>,<lat>,<km>`, or undefined when the text is not a circle on the globe. */
export function parseCircleParameter(text: string): Circle | undefined {
  const parts = text.split(',');
  if (parts.length !== 3 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [lng, lat, km] = parts.map(Number) as [number, number, number];
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90 || km <= 0) return undefined;
  return { center: [lng, lat], radiusKm: km };
}

export const formatCircleParameter = ({ center: [lng, lat], radiusKm }: Circle) =>
  `${lng},${lat},${radiusKm}`;

/** Checks of the two kept parameters for useApiSearch: why a value is malformed. */
export const AREA_PARAMETER_CHECKS = {
  [AREA_ID_PARAMETER]: (value: string) =>
    UUID.test(value) ? undefined : 'not the id of a saved area',
  [AREA_CIRCLE_PARAMETER]: (value: string) =>
    parseCircleParameter(value) ? undefined : 'not a circle <longitude>,<latitude>,<km>',
} as const;

export type AddressArea =
  /** No area in the address. */
  | { kind: 'none' }
  /** A saved area, exactly as saved. */
  | { kind: 'saved'; area: Area }
  /** The address names a saved area whose shape is no longer this one (edited since, or here). */
  | { kind: 'changed'; area: Area }
  /** The address names an area this user cannot find: deleted, private, or not loaded yet. */
  | { kind: 'unknown'; id: string; loading: boolean }
  /** A shape drawn here and not saved; a circle when `areaCircle` describes it. */
  | { kind: 'drawn'; circle?: Circle };

/** What the area in an address is, against the saved areas (undefined while they load). */
export function addressAreaOf(
  rings: PolygonRings | undefined,
  kept: { areaId?: string; areaCircle?: string },
  areas: readonly Area[] | undefined,
): AddressArea {
  if (!rings) return { kind: 'none' };
  const named = kept.areaId ? areas?.find((area) => area.id === kept.areaId) : undefined;
  if (named) {
    return sameRings(named.apiPolygon, rings)
      ? { kind: 'saved', area: named }
      : { kind: 'changed', area: named };
  }
  // A link that carries only the polygon is still named when it is a saved area's.
  const same = areas?.find((area) => sameRings(area.apiPolygon, rings));
  if (same) return { kind: 'saved', area: same };
  if (kept.areaId) return { kind: 'unknown', id: kept.areaId, loading: areas === undefined };
  const circle = kept.areaCircle ? parseCircleParameter(kept.areaCircle) : undefined;
  return circle && sameRings(circlePolygon(circle.center, circle.radiusKm), rings)
    ? { kind: 'drawn', circle }
    : { kind: 'drawn' };
}

/** The shape to save for the area in an address: a circle stays a circle. */
export function shapeToSave(rings: PolygonRings, circle: Circle | undefined): AreaShape {
  return circle
    ? { kind: 'circle', center: circle.center, radiusKm: circle.radiusKm }
    : { kind: 'polygon', geometry: { type: 'Polygon', coordinates: rings } };
}

/** "“Lagos metro”" or "a drawn area (12 points)": the area as a chip names it. */
export function areaLabel(address: AddressArea, rings: PolygonRings | undefined): string {
  if (address.kind === 'saved') return `“${address.area.name}”`;
  if (address.kind === 'changed') return `“${address.area.name}” (changed)`;
  if (address.kind === 'drawn' && address.circle) {
    return `a drawn circle (${address.circle.radiusKm} km)`;
  }
  const ring = rings?.[0] ?? [];
  return `a drawn area (${Math.max(0, ring.length - 1)} points)`;
}
