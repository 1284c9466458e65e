import { INCIDENT_ID, UUID } from '../../../../contract/formats';
import { type Check, isInteger, isObject, isString } from '@/lib/http/loop-check';
import type { MapPointsBatch } from '@/lib/http/watchfloor';

/**
 * A `points` line of the map-points stream checked by a loop with the rules of its schema
 * (`MapPointsBatch` in the contract): 1,000 incidents as seven columns. Zod checked the 50
 * batches of a 50,000-incident map in ~430 ms of the page's thread while it was also drawing
 * them; the loop takes a few ms a batch. map-points-batch-check.test.ts holds the two side by
 * side.
 */

const matching =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value)
      ? undefined
      : `Invalid string: must match pattern ${String(pattern)}`;

const numberIn =
  (min: number, max: number): Check =>
  (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return 'Invalid input: expected number';
    }
    if (value < min) return `Too small: expected number to be >=${min}`;
    if (value > max) return `Too big: expected number to be <=${max}`;
    return undefined;
  };

const COLUMNS: Record<Exclude<keyof MapPointsBatch, 'kind'>, Check> = {
  id: matching(INCIDENT_ID),
  longitude: numberIn(-180, 180),
  latitude: numberIn(-90, 90),
  category: matching(UUID),
  impact: isInteger,
  startedAt: isInteger,
  summary: isString,
};

export type BatchCheck =
  | { ok: true; batch: MapPointsBatch }
  | { ok: false; path: PropertyKey[]; reason: string };

export function checkMapPointsBatch(value: unknown): BatchCheck {
  if (!isObject(value)) return { ok: false, path: [], reason: 'Invalid input: expected object' };
  if (value.kind !== 'points') {
    return { ok: false, path: ['kind'], reason: 'Invalid option: expected "points"' };
  }
  for (const [name, check] of Object.entries(COLUMNS)) {
    const column = value[name];
    if (!Array.isArray(column)) {
      return { ok: false, path: [name], reason: 'Invalid input: expected array' };
    }
    for (let index = 0; index < column.length; index += 1) {
      const reason = check(column[index]);
      if (reason) return { ok: false, path: [name, index], reason };
    }
  }
  return { ok: true, batch: value as unknown as MapPointsBatch };
}
