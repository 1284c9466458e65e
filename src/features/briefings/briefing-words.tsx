import { ArrowDown, ArrowUp } from 'lucide-react';
import { plural } from '@/lib/text/plural';
import { formatCount } from '@/lib/text/format-count';

/** "24 hours", "7 days": the period's length as chosen. */
export function periodWords(hours: number): string {
  if (hours % 24 === 0 && hours >= 48) return plural(hours / 24, 'day');
  return plural(hours, 'hour');
}

/** "up 12 (+40%) on the previous period", in words and an arrow. */
export function Trend({ count, previous }: { count: number; previous: number }) {
  const change = count - previous;
  if (change === 0) return <span className="text-muted">the same as the previous period</span>;
  const percent =
    previous > 0
      ? ` (${change > 0 ? '+' : '−'}${Math.round((Math.abs(change) / previous) * 100)}%)`
      : '';
  const Arrow = change > 0 ? ArrowUp : ArrowDown;
  return (
    <span className="inline-flex items-center gap-0.5 text-muted">
      <Arrow aria-hidden className="size-3.5" />
      {change > 0 ? 'up' : 'down'} {formatCount(Math.abs(change))}
      {percent} on the previous period ({formatCount(previous)})
    </span>
  );
}
