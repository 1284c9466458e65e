import type { Alert } from '@/lib/http/watchfloor';
import { formatKm } from '@/lib/geo/format-distance';

/** An alert in words, as the notification centre and the watch floor write it. */

const CHANGE_LABELS: Record<string, string> = {
  summary: 'summary',
  category: 'category',
  type: 'type',
  impact: 'impact',
  countries: 'countries',
  position: 'location',
  startedAt: 'start',
  endedAt: 'end',
  isOngoing: 'ongoing',
  casualties: 'casualties',
  references: 'references',
};

/** What a revision changed, in words: `impact, location`. */
export const describeChanges = (changes: readonly string[]) =>
  changes.map((change) => CHANGE_LABELS[change] ?? change).join(', ');

/** Why the alert's watch matched: the places, nearest first, or its filters alone. */
export function describeReasons(reasons: Alert['reasons']): string {
  if (reasons.length === 0) return 'Matched the watch’s filters';
  return [...reasons]
    .sort((a, b) => a.distanceMetres - b.distanceMetres)
    .map((reason) =>
      reason.distanceMetres === 0
        ? `${reason.type === 'area' ? 'inside' : 'at'} ${reason.name}`
        : `${formatKm(reason.distanceMetres / 1000)} from ${reason.name}`,
    )
    .join('; ');
}
