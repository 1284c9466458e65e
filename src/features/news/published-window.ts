import {
  NEWS_DEFAULT_WINDOW_SECONDS,
  NEWS_MAX_WINDOW_SECONDS,
  newsWindow,
  type PublishedAtFilter,
} from '../../../contract/filters/news';
import { PUBLISHED_WITHIN_PARAMETER } from '../../../contract/query-language/news';
import { isoToLast, lastSeconds } from '../../../contract/query-language/time-values';

/**
 * The publication window of the feed. The API only knows absolute times (`publishedAt`), so the
 * relative presets live in the view's own address parameter `publishedWithin` (an ISO 8601
 * duration, as the incident API writes periods) and become `publishedAt=gte:<anchor − period>`
 * when the request is sent. "Last 24 hours" is the service's own default and sends nothing.
 */

const DAY = 24 * 60 * 60;

export interface WindowPreset {
  /** The `publishedWithin` value. */
  id: string;
  label: string;
  /** For the filter bar's buttons, beside their "Published" label. */
  short: string;
  seconds: number;
}

export const WINDOW_PRESETS = [
  { id: 'P1D', label: 'Last 24 hours', short: '24 hours', seconds: NEWS_DEFAULT_WINDOW_SECONDS },
  { id: 'P3D', label: 'Last 3 days', short: '3 days', seconds: 3 * DAY },
  { id: 'P7D', label: 'Last 7 days', short: '7 days', seconds: 7 * DAY },
  { id: 'P30D', label: 'Last 30 days', short: '30 days', seconds: 30 * DAY },
  // 90 rather than 92 days: a few days' margin keeps a skewed clock inside the service's limit.
  { id: 'P90D', label: 'Last 3 months', short: '3 months', seconds: 90 * DAY },
] as const satisfies readonly WindowPreset[];

export const DEFAULT_PRESET: WindowPreset = WINDOW_PRESETS[0];

export const PUBLISHED_WITHIN = PUBLISHED_WITHIN_PARAMETER;

export type PublishedWindow =
  | { kind: 'preset'; preset: WindowPreset }
  | { kind: 'absolute'; filter: PublishedAtFilter };

export const DEFAULT_WINDOW: PublishedWindow = { kind: 'preset', preset: DEFAULT_PRESET };

const UNIT_WORDS = { h: 'hour', d: 'day', w: 'week' } as const;

/**
 * A preset, or any "last N hours, days or weeks" written as an ISO 8601 duration in one unit
 * (`PT36H`, `P3D`, `P2W`) within the API's 3 months.
 */
export function findPreset(id: string): WindowPreset | undefined {
  const preset = WINDOW_PRESETS.find((one) => one.id === id);
  if (preset) return preset;
  const last = isoToLast(id);
  if (!last || last.amount === 0 || lastSeconds(last) > NEWS_MAX_WINDOW_SECONDS) return undefined;
  const short = `${last.amount} ${UNIT_WORDS[last.unit]}${last.amount === 1 ? '' : 's'}`;
  return { id, label: `Last ${short}`, short, seconds: lastSeconds(last) };
}

/** Why a `publishedWithin` value is refused, or undefined when it names a window. */
export function publishedWithinProblem(written: string): string | undefined {
  if (findPreset(written)) return undefined;
  return `${PUBLISHED_WITHIN} must be a window of hours, days or weeks up to 92 days (PT12H, P3D, P2W), not "${written}"`;
}

/** The window the address describes: an absolute `publishedAt` wins over a preset. */
export function windowOf(
  publishedAt: PublishedAtFilter | undefined,
  publishedWithin: string | undefined,
): PublishedWindow {
  if (publishedAt) return { kind: 'absolute', filter: publishedAt };
  const preset = publishedWithin === undefined ? undefined : findPreset(publishedWithin);
  return preset ? { kind: 'preset', preset } : DEFAULT_WINDOW;
}

export const isServiceDefault = (window: PublishedWindow) =>
  window.kind === 'preset' && window.preset.seconds === NEWS_DEFAULT_WINDOW_SECONDS;

/** What the request sends as `publishedAt`; nothing for the service's own default. */
export function requestFilter(
  window: PublishedWindow,
  anchorSeconds: number,
): PublishedAtFilter | undefined {
  if (window.kind === 'absolute') return window.filter;
  if (isServiceDefault(window)) return undefined;
  return { op: 'gte', value: anchorSeconds - window.preset.seconds };
}

/** The span the results cover, in Unix seconds, as the service reads the request. */
export function coveredSpan(window: PublishedWindow, anchorSeconds: number) {
  return newsWindow(requestFilter(window, anchorSeconds), anchorSeconds);
}

/**
 * The 3-month limit, said before the request goes out: undefined when the window is within it.
 * `nowSeconds` matters for `gte:` windows, which run to the present.
 */
export function windowLimitProblem(
  window: PublishedWindow,
  nowSeconds: number,
): string | undefined {
  const { from, to } = coveredSpan(window, nowSeconds);
  const span = to - from;
  if (span <= NEWS_MAX_WINDOW_SECONDS) return undefined;
  const days = Math.ceil(span / DAY);
  return `This window spans ${days} days; the news API serves at most 3 months (${NEWS_MAX_WINDOW_SECONDS / DAY} days) at a time.`;
}

export type PinnedFilter = Extract<PublishedAtFilter, { op: 'bt' }>;

/**
 * The same results as an absolute range, for a link that shows the same items tomorrow.
 * `asOfSeconds` is when the shown results were fetched: a window that runs to "now" ends there.
 */
export function absoluteFilter(
  window: PublishedWindow,
  anchorSeconds: number,
  asOfSeconds: number,
): PinnedFilter {
  if (window.kind === 'preset') {
    const from = isServiceDefault(window)
      ? asOfSeconds - window.preset.seconds
      : anchorSeconds - window.preset.seconds;
    return { op: 'bt', from, to: Math.max(from, asOfSeconds) };
  }
  const { filter } = window;
  switch (filter.op) {
    case 'bt':
      return filter;
    case 'gte':
      return { op: 'bt', from: filter.value, to: Math.max(filter.value, asOfSeconds) };
    case 'lte':
      return { op: 'bt', from: filter.value - NEWS_DEFAULT_WINDOW_SECONDS, to: filter.value };
  }
}

/** Charts count by the hour over short windows and by the day over long ones. */
export const bucketFor = (spanSeconds: number): 'hour' | 'day' =>
  spanSeconds <= 3 * DAY ? 'hour' : 'day';

/** The minute the request is anchored to: equal anchors within a minute share the cache. */
export const anchorNow = (nowMs = Date.now()) => Math.floor(nowMs / 60_000) * 60;

/** A typed range as the API's filter: both ends `bt`, a start alone `gte`, an end alone `lte`. */
export function filterOfRange(range: {
  from?: number;
  to?: number;
}): PublishedAtFilter | undefined {
  if (range.from !== undefined && range.to !== undefined) {
    return { op: 'bt', from: range.from, to: range.to };
  }
  if (range.from !== undefined) return { op: 'gte', value: range.from };
  if (range.to !== undefined) return { op: 'lte', value: range.to };
  return undefined;
}
