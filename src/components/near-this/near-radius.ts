import { MAX_NEAR_KM, MIN_NEAR_KM } from '../../../contract/filters/value-formats';
import { formatCount } from '@/lib/text/format-count';

/** Radii an analyst reaches for most: a city, a region, a country, a neighbourhood of countries. */
export const RADIUS_PRESETS_KM = [10, 50, 100, 250] as const;

export const DEFAULT_RADIUS_KM = 50;

export type RadiusCheck = { ok: true; km: number } | { ok: false; message: string };

const limits = `from ${formatCount(MIN_NEAR_KM)} to ${formatCount(MAX_NEAR_KM)} km`;

/**
 * The radius as typed, checked against the `near` grammar's limits before anything is sent, with
 * a message that says what to type instead.
 */
export function checkRadius(typed: string): RadiusCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, message: `Enter a radius ${limits}.` };
  const km = Number(text);
  if (!Number.isFinite(km)) {
    return { ok: false, message: `"${text}" is not a number of kilometres; enter ${limits}.` };
  }
  if (km < MIN_NEAR_KM || km > MAX_NEAR_KM) {
    return { ok: false, message: `The radius must be ${limits}.` };
  }
  return { ok: true, km };
}
