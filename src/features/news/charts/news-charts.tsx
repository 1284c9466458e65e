import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { focusRing } from '@/components/button-styles';
import type { NewsItem } from '@/lib/http/news';
import { formatDateTime, formatDayAndMonth, formatTimeOfDay } from '@/lib/time/format-time';
import { unknownTaxonomyLabel, type TaxonomyName } from '../use-taxonomy-names';
import { breakdownByTaxonomy, volumeOverTime } from './volume';

export interface NewsChartsProps {
  items: readonly NewsItem[];
  span: { from: number; to: number };
  unit: 'hour' | 'day';
  /** Says whose items the charts count: the whole result or one page of it. */
  scope: string;
  taxonomyNames: ReadonlyMap<string, TaxonomyName>;
  /** Taxonomies the feed is filtered to, shown as pressed. */
  pickedTaxonomies: readonly string[];
  onPickTaxonomy: (id: string) => void;
}

const card = 'flex h-44 flex-col rounded-lg border border-line bg-surface p-3';

/** Volume over time and the split by main taxonomy, both counted from the shown results. */
export default function NewsCharts(props: NewsChartsProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <VolumeChart {...props} />
      <TaxonomyBreakdown {...props} />
    </div>
  );
}

function VolumeChart({ items, span, unit, scope }: NewsChartsProps) {
  const buckets = useMemo(
    () =>
      volumeOverTime(
        items.map((item) => item.publishedAt),
        span,
        unit,
      ),
    [items, span, unit],
  );
  const tick = unit === 'hour' ? formatTimeOfDay : formatDayAndMonth;
  const peak = buckets.reduce((best, bucket) => (bucket.count > best.count ? bucket : best), {
    start: 0,
    count: 0,
  });
  const description =
    peak.count === 0
      ? 'No items in this window.'
      : `${buckets.length} ${unit === 'hour' ? 'hours' : 'days'}; the busiest, ${formatDateTime(peak.start)}, has ${peak.count} items.`;
  return (
    <figure className={card}>
      <figcaption className="text-sm font-medium">
        Volume per {unit} <span className="font-normal text-muted">· {scope}</span>
      </figcaption>
      <div
        role="img"
        aria-label={`Items per ${unit}: ${description}`}
        className="mt-2 [&_.recharts-bar-rectangle_path]:fill-accent [&_.recharts-cartesian-axis-tick_text]:fill-muted [&_.recharts-cartesian-grid_line]:stroke-line"
      >
        <BarChart
          data={buckets}
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: 120 }}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis
            dataKey="start"
            tickFormatter={tick}
            minTickGap={24}
            tick={{ fontSize: 11 }}
            tickLine={false}
          />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: 11 }} tickLine={false} />
          <Tooltip
            cursor={{ fill: 'var(--wf-raised)' }}
            labelFormatter={(start) => formatDateTime(Number(start))}
            formatter={(count) => [count, 'Items']}
            contentStyle={{
              background: 'var(--wf-surface)',
              border: '1px solid var(--wf-line)',
              borderRadius: 6,
              color: 'var(--wf-ink)',
              fontSize: 12,
            }}
          />
          <Bar dataKey="count" isAnimationActive={false} />
        </BarChart>
      </div>
    </figure>
  );
}

function TaxonomyBreakdown({
  items,
  scope,
  taxonomyNames,
  pickedTaxonomies,
  onPickTaxonomy,
}: NewsChartsProps) {
  const shares = useMemo(() => breakdownByTaxonomy(items.map((item) => item.taxonomy.id)), [items]);
  const most = shares[0]?.count ?? 0;
  return (
    <section aria-labelledby="taxonomy-breakdown" className={card}>
      <h2 id="taxonomy-breakdown" className="text-sm font-medium">
        By taxonomy <span className="font-normal text-muted">· {scope} · click to filter</span>
      </h2>
      <ul className="mt-2 flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto">
        {shares.map(({ id, count }) => {
          const name = taxonomyNames.get(id)?.name ?? unknownTaxonomyLabel(id);
          const picked = pickedTaxonomies.length === 1 && pickedTaxonomies[0] === id;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={picked}
                title={`Show only ${name}`}
                onClick={() => onPickTaxonomy(id)}
                className={`grid w-full grid-cols-[8rem_1fr_3rem] items-center gap-2 rounded px-1 py-0.5 text-left text-xs hover:bg-raised ${focusRing} ${
                  picked ? 'bg-raised font-medium' : ''
                }`}
              >
                <span className="truncate">{name}</span>
                <span className="h-2.5 rounded-sm bg-canvas">
                  <span
                    className="block h-full rounded-sm bg-accent"
                    style={{ width: `${most === 0 ? 0 : (count / most) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">
                  {count.toLocaleString()}
                  <span className="sr-only"> items</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
