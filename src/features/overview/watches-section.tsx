import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import { describeReasons } from '@/lib/alerts/alert-words';
import { apiErrorOf } from '@/lib/http/api-error';
import { countUnreadAlertsOptions, listWatchesOptions, type Alert } from '@/lib/http/watchfloor';
import { HomeSection, NewItemsButton, ViewArrow, viewLinkClass } from './home-section';
import { ImpactNumber } from '@/components/impact-number';
import { useHeldItems } from './use-held-items';
import { plural } from '@/lib/text/plural';

const UNREAD = { unreadOnly: true, watchId: undefined } as const;
const LATEST_SHOWN = 6;

/**
 * The watches and their unread alerts: each watch with how many of the newest unread alerts are
 * its own, then the latest alerts. New alerts arrive through the live stream (which updates the
 * same cached lists the notification centre reads) and wait behind a quiet "N new".
 */
export function WatchesSection({ nowMs }: { nowMs: number }) {
  const watches = useQuery(listWatchesOptions());
  const unread = useInfiniteQuery(alertPagesOptions(UNREAD));
  const count = useQuery({ ...countUnreadAlertsOptions(), staleTime: Infinity });
  const alerts = unread.data?.pages.flatMap((page) => page.data.alerts);
  const held = useHeldItems(alerts, (alert: Alert) => alert.id);
  const error =
    apiErrorOf(watches.error, 'watchfloor', 'GET /api/watchfloor/watches') ??
    apiErrorOf(unread.error, 'watchfloor', 'GET /api/watchfloor/alerts');

  const total = count.data?.data.unread;
  // Counted over the alerts loaded (the newest page); more pages mean "at least".
  const partial = unread.hasNextPage;
  const byWatch = new Map<string, number>();
  for (const alert of alerts ?? [])
    byWatch.set(alert.watch.id, (byWatch.get(alert.watch.id) ?? 0) + 1);
  const watchList = [...(watches.data?.data.watches ?? [])].sort(
    (a, b) => (byWatch.get(b.id) ?? 0) - (byWatch.get(a.id) ?? 0) || a.name.localeCompare(b.name),
  );

  return (
    <HomeSection
      busy={watches.isPending || unread.isPending}
      id="home-watches"
      title="Watches"
      viewLink={
        <Link to="/alerts" search={{ unread: true }} className={viewLinkClass}>
          All unread alerts <ViewArrow />
        </Link>
      }
      summary={
        total === undefined
          ? null
          : total === 0
            ? 'No unread alerts.'
            : `${plural(total, 'unread alert')}.`
      }
      error={error}
      onRetry={() => {
        void watches.refetch();
        void unread.refetch();
      }}
    >
      {watches.isPending ? (
        <p className="text-sm text-muted">Loading watches…</p>
      ) : watchList.length === 0 ? (
        <p className="text-sm">
          No watches yet.{' '}
          <Link to="/watches" className={`rounded text-accent underline ${focusRing}`}>
            Create a watch
          </Link>{' '}
          to be told when an incident happens near your sites or matches a search.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Watches with unread alerts">
          {watchList.slice(0, 12).map((watch) => {
            const n = byWatch.get(watch.id) ?? 0;
            return (
              <li key={watch.id}>
                <Link
                  to="/alerts"
                  search={{ unread: true, watch: watch.id }}
                  className={`inline-flex items-center gap-2 rounded-md border border-line px-2 py-1 text-sm hover:bg-raised ${focusRing}`}
                >
                  <span className="max-w-48 truncate">{watch.name}</span>
                  {watch.paused ? <span className="text-xs text-muted">paused</span> : null}
                  <span
                    className={`rounded-full px-1.5 text-xs font-semibold tabular-nums ${n ? 'bg-accent text-accent-ink' : 'bg-raised text-muted'}`}
                  >
                    {n}
                    {partial && n ? '+' : ''}
                    <span className="sr-only"> unread</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {held.shown.length > 0 || held.newCount > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">Latest unread alerts</h3>
          <NewItemsButton count={held.newCount} noun={['alert', 'alerts']} onShow={held.showNew} />
          <ul className="divide-y divide-line" aria-label="Latest unread alerts">
            {held.shown.slice(0, LATEST_SHOWN).map((alert) => (
              <li key={alert.id} className="flex items-start gap-2 py-2 text-sm">
                <ImpactNumber
                  rating={alert.incident.impact.rating}
                  label={alert.incident.impact.label}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to="/incidents/$incidentId"
                    params={{ incidentId: alert.incidentId }}
                    className={`block truncate rounded font-medium hover:underline ${focusRing}`}
                  >
                    {alert.incident.summary}
                  </Link>
                  <p className="truncate text-xs text-muted">
                    {alert.kind === 'updated' ? 'Revised · ' : ''}
                    {alert.watch.name} · {describeReasons(alert.reasons)} ·{' '}
                    <RelativeInstant epochMs={Date.parse(alert.createdAt)} nowMs={nowMs} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </HomeSection>
  );
}
