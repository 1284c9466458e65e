import { addDays, addHours, startOfDay, startOfHour } from 'date-fns';

export interface VolumeBucket {
  /** The bucket's start, epoch milliseconds, on the analyst's hour or day. */
  start: number;
  count: number;
}

/**
 * Items per hour or per day over the window, in the analyst's zone (days start at their
 * midnight), with empty buckets kept so quiet stretches show as gaps.
 */
export function volumeOverTime(
  publishedAt: readonly number[],
  span: { from: number; to: number },
  unit: 'hour' | 'day',
): VolumeBucket[] {
  const startOf = unit === 'hour' ? startOfHour : startOfDay;
  const next = unit === 'hour' ? addHours : addDays;
  const counts = new Map<number, number>();
  for (const seconds of publishedAt) {
    const key = startOf(seconds * 1000).getTime();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const buckets: VolumeBucket[] = [];
  const end = span.to * 1000;
  for (let start = startOf(span.from * 1000); start.getTime() <= end; start = next(start, 1)) {
    const key = start.getTime();
    buckets.push({ start: key, count: counts.get(key) ?? 0 });
    counts.delete(key);
  }
  // Items outside the window (a clock ahead of ours) still count, at their own hour or day.
  for (const [start, count] of counts) buckets.push({ start, count });
  return buckets.sort((a, b) => a.start - b.start);
}

export interface TaxonomyShare {
  id: string;
  count: number;
}

/** Items per main taxonomy, most first; ties in id order so the bars do not jump. */
export function breakdownByTaxonomy(mainIds: readonly string[]): TaxonomyShare[] {
  const counts = new Map<string, number>();
  for (const id of mainIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
}
