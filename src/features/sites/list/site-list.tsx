import { Link, useElementScrollRestoration } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Lock } from 'lucide-react';
import { useRef } from 'react';
import { focusRing } from '@/components/button-styles';
import type { SiteExposure } from '@/lib/http/watchfloor';
import { formatKm } from '../distance';
import type { ExposedSite } from '../site-order';
import { formatCount } from '@/lib/text/format-count';

const ROW_HEIGHT = 60;
const GRID =
  'grid grid-cols-[minmax(0,1fr)_4.5rem_4.5rem] gap-x-3 lg:grid-cols-[minmax(0,1fr)_4.5rem_4.5rem_minmax(0,1.2fr)]';

/** A count with the highest impact among it: red from Major (4) up, as the incident table. */
function Count({ count }: { count: SiteExposure['day'] | undefined }) {
  if (!count || count.count === 0) return <span className="text-muted">0</span>;
  const impact = count.maxImpact ?? -1;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <span className="font-semibold">{formatCount(count.count)}</span>
      <span
        title={`Highest impact: ${impact < 0 ? 'unknown' : impact}`}
        className={`rounded px-1 text-xs font-semibold ${impact >= 4 ? 'bg-danger-soft text-danger' : 'bg-raised'}`}
      >
        {impact < 0 ? '?' : impact}
        <span className="sr-only"> highest impact</span>
      </span>
    </span>
  );
}

/** A count not known: still being worked out, or the incident service could not say. */
function Unknown({ counts }: { counts: 'counting' | 'failed' }) {
  return (
    <span className="text-muted" title={counts === 'failed' ? 'Not counted' : 'Counting…'}>
      {counts === 'failed' ? '—' : '…'}
      <span className="sr-only">{counts === 'failed' ? 'not counted' : 'counting'}</span>
    </span>
  );
}

/**
 * Every site the analyst may see, as one scrolling list that draws only the rows on screen, so
 * 10,000 sites paint as fast as ten. Each row says what happened inside the site's radius today
 * and this week, and the week's most serious incident.
 */
export function SiteList({
  rows,
  total,
  counts,
  label,
}: {
  rows: readonly ExposedSite[];
  /** How many the whole list holds: more than `rows` while only the first screen is in. */
  total: number;
  /** Whether the incident counts are in, still being worked out, or could not be had. */
  counts: 'ready' | 'counting' | 'failed';
  label: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const restored = useElementScrollRestoration({ id: 'sites-list' });
  // The virtualizer keeps mutable state outside React; the compiler skips this component for it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialOffset: restored?.scrollY,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        aria-hidden
        className={`${GRID} border-b border-line px-4 py-1.5 text-xs font-medium text-muted`}
      >
        <span>Site</span>
        <span className="text-right">24 hours</span>
        <span className="text-right">7 days</span>
        <span className="hidden lg:block">Most serious this week</span>
      </div>
      <div
        ref={scrollRef}
        data-scroll-restoration-id="sites-list"
        className="relative min-h-0 flex-1 overflow-auto"
      >
        <ol
          aria-label={label}
          aria-busy={counts === 'counting'}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const { site, exposure } = rows[item.index]!;
            const top = exposure?.top[0];
            return (
              <li
                key={site.id}
                aria-setsize={total}
                aria-posinset={item.index + 1}
                data-site-id={site.id}
                className={`${GRID} absolute inset-x-0 items-center border-b border-line px-4 hover:bg-raised`}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <div className="min-w-0">
                  <Link
                    to="/sites/$siteId"
                    params={{ siteId: site.id }}
                    className={`block truncate font-medium hover:underline ${focusRing}`}
                  >
                    {site.name}
                  </Link>
                  <p className="flex items-center gap-1 truncate text-xs text-muted">
                    {site.visibility === 'private' ? (
                      <Lock aria-label="Private" className="size-3 shrink-0" />
                    ) : null}
                    <span className="truncate">
                      {[site.address, site.tags.join(', ')].filter(Boolean).join(' · ') ||
                        `${site.latitude.toFixed(4)}, ${site.longitude.toFixed(4)}`}
                    </span>
                  </p>
                </div>
                <div className="text-right text-sm">
                  {counts === 'ready' ? (
                    <Count count={exposure?.day} />
                  ) : (
                    <Unknown counts={counts} />
                  )}
                  <span className="sr-only"> in the last 24 hours</span>
                </div>
                <div className="text-right text-sm">
                  {counts === 'ready' ? (
                    <Count count={exposure?.week} />
                  ) : (
                    <Unknown counts={counts} />
                  )}
                  <span className="sr-only"> in the last 7 days</span>
                </div>
                <div className="hidden min-w-0 text-xs lg:block">
                  {top ? (
                    <Link
                      to="/incidents/$incidentId"
                      params={{ incidentId: top.id }}
                      className={`line-clamp-2 hover:underline ${focusRing}`}
                      title={top.summary}
                    >
                      <span
                        aria-hidden
                        className="mr-1 inline-block size-2 rounded-full"
                        style={{ backgroundColor: top.category.colour }}
                      />
                      {top.summary} <span className="text-muted">· {formatKm(top.distanceKm)}</span>
                    </Link>
                  ) : (
                    <span className="text-muted">
                      {counts === 'ready' ? 'Nothing inside its radius' : ''}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
