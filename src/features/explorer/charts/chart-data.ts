import type { IncidentListItem } from '@/lib/http/incidents';
import { formatDateTimeCompact } from '@/lib/time/format-time';

export interface DayCount {
  day: string;
  incidents: number;
}
export interface CategoryCount {
  name: string;
  colour: string;
  incidents: number;
}
export interface ImpactCount {
  label: string;
  rating: number;
  incidents: number;
}

/** Incidents per start day in the analyst's zone, every day of the span present (zeros too). */
export function incidentsPerDay(incidents: readonly IncidentListItem[]): DayCount[] {
  if (incidents.length === 0) return [];
  const counts = new Map<string, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const incident of incidents) {
    const ms = incident.startedAt.timestamp * 1000;
    const day = formatDateTimeCompact(ms).slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
    first = Math.min(first, ms);
    last = Math.max(last, ms);
  }
  const days: DayCount[] = [];
  const cursor = new Date(first);
  cursor.setHours(12, 0, 0, 0);
  // A page spanning years would draw thousands of bars: past ~1 year, list only days with incidents.
  if ((last - first) / 86_400_000 > 400) {
    return [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, n]) => ({ day, incidents: n }));
  }
  const lastDay = formatDateTimeCompact(last).slice(0, 10);
  for (;;) {
    const day = formatDateTimeCompact(cursor.getTime()).slice(0, 10);
    if (day > lastDay) return days;
    days.push({ day, incidents: counts.get(day) ?? 0 });
    cursor.setDate(cursor.getDate() + 1);
  }
}

export function incidentsByCategory(incidents: readonly IncidentListItem[]): CategoryCount[] {
  const byId = new Map<string, CategoryCount>();
  for (const { category } of incidents) {
    const entry = byId.get(category.id) ?? {
      name: category.name,
      colour: category.colour,
      incidents: 0,
    };
    entry.incidents += 1;
    byId.set(category.id, entry);
  }
  return [...byId.values()].sort((a, b) => b.incidents - a.incidents);
}

export function incidentsByImpact(incidents: readonly IncidentListItem[]): ImpactCount[] {
  const byRating = new Map<number, ImpactCount>();
  for (const { impact } of incidents) {
    const entry = byRating.get(impact.rating) ?? {
      rating: impact.rating,
      label: impact.rating < 0 ? 'Unknown' : `${impact.rating} ${impact.shortDescription}`,
      incidents: 0,
    };
    entry.incidents += 1;
    byRating.set(impact.rating, entry);
  }
  return [...byRating.values()].sort((a, b) => a.rating - b.rating);
}

/** The largest categories by name, the rest summed as "Other", so every label stays legible. */
export function largestCategories(
  counts: readonly CategoryCount[],
  shown: number,
): CategoryCount[] {
  if (counts.length <= shown) return [...counts];
  const rest = counts.slice(shown - 1);
  return [
    ...counts.slice(0, shown - 1),
    {
      name: `Other (${rest.length})`,
      colour: 'var(--color-muted)',
      incidents: rest.reduce((sum, entry) => sum + entry.incidents, 0),
    },
  ];
}
