import { sub } from 'date-fns';
import { parse as parseDuration } from 'tinyduration';
import type { IncidentsQuery } from '../../../contract/filters/incidents';

type TimeValue = NonNullable<IncidentsQuery['reportedAt']>;

/** Inclusive bounds in Unix seconds; a missing bound is open. */
interface Interval {
  from?: number;
  to?: number;
}

function intervalOf(value: TimeValue): Interval | undefined {
  switch (value.op) {
    case 'gte':
      return { from: value.value };
    case 'gt':
      return { from: value.value + 1 };
    case 'lte':
      return { to: value.value };
    case 'lt':
      return { to: value.value - 1 };
    case 'eq':
      return { from: value.value, to: value.value };
    case 'bt':
      return { from: value.from, to: value.to };
    default:
      // neq and nbt are not one interval: they cannot be narrowed to one.
      return undefined;
  }
}

function valueOf({ from, to }: Interval): TimeValue {
  if (from === undefined) return { op: 'lte', value: to! };
  if (to === undefined) return { op: 'gte', value: from };
  return { op: 'bt', from, to };
}

function intersect(a: Interval, b: Interval): Interval | undefined {
  const from =
    a.from === undefined ? b.from : b.from === undefined ? a.from : Math.max(a.from, b.from);
  const to = a.to === undefined ? b.to : b.to === undefined ? a.to : Math.min(a.to, b.to);
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return { from, to };
}

/** `existing` narrowed to `bound`, or undefined when the two cannot be written as one value. */
function narrowed(existing: TimeValue | undefined, bound: Interval): TimeValue | undefined {
  if (!existing) return valueOf(bound);
  const current = intervalOf(existing);
  const both = current && intersect(current, bound);
  return both ? valueOf(both) : undefined;
}

/** The start of a period that ends now: `P1M` back from 2026-03-31 is 2026-02-28. */
export function periodStart(iso: string, nowSeconds: number): number | undefined {
  try {
    const { negative: _negative, ...parts } = parseDuration(iso);
    return Math.floor(sub(new Date(nowSeconds * 1000), parts).getTime() / 1000);
  } catch {
    return undefined;
  }
}

export interface PinnedQuery {
  values: IncidentsQuery;
  /** Filters that stayed relative because they could not be combined into one value. */
  unpinned: ('reportedAt' | 'startedInPeriod' | 'reportedInPeriod')[];
}

/**
 * The same result set, tomorrow: incidents reported after now are cut off (`reportedAt`) and
 * the relative periods become absolute ranges, each combined with any range already set.
 */
export function pinAsOfNow(values: IncidentsQuery, nowSeconds: number): PinnedQuery {
  const next: IncidentsQuery = { ...values };
  const unpinned: PinnedQuery['unpinned'] = [];

  const periods = [
    ['startedInPeriod', 'startedAt'],
    ['reportedInPeriod', 'reportedAt'],
  ] as const;
  for (const [period, timestamp] of periods) {
    const written = values[period];
    if (!written) continue;
    const from = periodStart(written.value, nowSeconds);
    const range =
      from === undefined ? undefined : narrowed(next[timestamp], { from, to: nowSeconds });
    if (range) {
      next[timestamp] = range;
      delete next[period];
    } else {
      unpinned.push(period);
    }
  }

  const reported = narrowed(next.reportedAt, { to: nowSeconds });
  if (reported) next.reportedAt = reported;
  else unpinned.push('reportedAt');
  return { values: next, unpinned };
}

/**
 * The same filters, limited to incidents reported after `sinceSeconds`: what is new in a saved
 * search. Undefined when its own `reportedAt` cannot be combined with that bound.
 */
export function reportedSince(
  values: IncidentsQuery,
  sinceSeconds: number,
): IncidentsQuery | undefined {
  const reportedAt = narrowed(values.reportedAt, { from: sinceSeconds + 1 });
  return reportedAt ? { ...values, reportedAt } : undefined;
}
