import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { useCheckedSearch } from '@/lib/url/use-checked-search';
import { BellRing, CheckCheck } from 'lucide-react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { ListEmpty, ListError } from '@/components/list-states';
import { apiErrorOf } from '@/lib/http/api-error';
import {
  countUnreadAlertsOptions,
  listTeamOptions,
  listWatchesOptions,
} from '@/lib/http/watchfloor';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { useNow } from '@/lib/time/use-now';
import { useDocumentTitle } from '@/lib/use-document-title';
import { markEveryAlertRead } from './alert-actions';
import { alertActionMessage } from './alert-errors';
import { AlertRow } from './alert-row';
import { useAlertStreamState } from '@/lib/alerts/alert-stream';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import { ALERTS_SETTINGS, parseAlertsSearch, type AlertsSearch } from './alerts-search';
import { DesktopNotificationsControl } from './desktop-notifications-control';
import { LoadingShape } from '@/components/loading-shape';

const selectClass = `rounded-md border border-line bg-canvas px-2 py-1 text-sm ${focusRing}`;

/**
 * `/alerts`, the notification centre: the alerts of the watches this analyst sees, newest first,
 * arriving live; filtered to unread or one watch in the address.
 */

export function AlertsPage() {
  useDocumentTitle('Alerts');
  const { search, ...link } = useCheckedSearch(parseAlertsSearch, ALERTS_SETTINGS);
  const navigate = useNavigate({ from: '/alerts' });
  const client = useQueryClient();
  const myEmail = useSignedInEmail();
  const filter = { unreadOnly: search.unread === true, watchId: search.watch };
  const pages = useInfiniteQuery(alertPagesOptions(filter));
  const watches = useQuery(listWatchesOptions());
  const team = useQuery(listTeamOptions());
  const count = useQuery({ ...countUnreadAlertsOptions(), staleTime: Infinity });
  const streamState = useAlertStreamState();
  const now = useNow(30_000);
  const markAll = useMutation({ mutationFn: () => markEveryAlertRead(client) });

  const error = apiErrorOf(pages.error, 'watchfloor', 'GET /api/watchfloor/alerts');
  const alerts = pages.data?.pages.flatMap((page) => page.data.alerts) ?? [];
  const unread = count.data?.data.unread ?? 0;
  const watchList = watches.data?.data.watches ?? [];
  const chosenWatch = watchList.find((watch) => watch.id === search.watch);
  const update = (next: AlertsSearch) => void navigate({ search: next, replace: true });

  return (
    <div className="mx-auto max-w-5xl px-6 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Alerts</h1>
          <p className="mt-1 max-w-3xl text-sm text-muted">
            Incidents your team’s{' '}
            <Link to="/watches" className={`rounded underline ${focusRing}`}>
              watches
            </Link>{' '}
            matched, newest first. New ones appear here as the watcher finds them.
          </p>
        </div>
        <DesktopNotificationsControl />
      </div>
      <div className="mt-3 empty:hidden">
        <DroppedParametersNotice dropped={link.dropped} onDismiss={link.dismissDropped} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Show" className="flex rounded-md border border-line">
          {(
            [
              ['All', false],
              ['Unread', true],
            ] as const
          ).map(([label, unreadOnly]) => (
            <button
              key={label}
              type="button"
              aria-pressed={filter.unreadOnly === unreadOnly}
              onClick={() => update({ ...search, unread: unreadOnly ? true : undefined })}
              className={`px-3 py-1 text-sm font-medium first:rounded-l-md last:rounded-r-md ${focusRing} ${
                filter.unreadOnly === unreadOnly ? 'bg-accent text-accent-ink' : 'hover:bg-raised'
              }`}
            >
              {label}
              {unreadOnly && unread > 0 ? ` (${unread})` : ''}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">Watch</span>
          <select
            className={selectClass}
            value={search.watch ?? ''}
            onChange={(event) => update({ ...search, watch: event.target.value || undefined })}
          >
            <option value="">Every watch</option>
            {watchList.map((watch) => (
              <option key={watch.id} value={watch.id}>
                {watch.name}
              </option>
            ))}
            {search.watch && !chosenWatch ? (
              <option value={search.watch}>A watch no longer listed</option>
            ) : null}
          </select>
        </label>
        <button
          type="button"
          className={`${secondaryButton} ml-auto`}
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden className="size-4" />
          {markAll.isPending ? 'Marking…' : 'Mark all read'}
        </button>
      </div>
      {streamState === 'lost' ? (
        <p role="status" className="mt-2 text-xs text-muted">
          Live updates are reconnecting: new alerts will appear once they are back.
        </p>
      ) : null}
      {markAll.error ? (
        <p role="alert" className="mt-2 rounded-md bg-danger-soft px-3 py-1.5 text-sm">
          Not all alerts were marked read:{' '}
          {alertActionMessage(markAll.error, 'POST /api/watchfloor/alerts/read')}
        </p>
      ) : null}

      <div className="mt-4 space-y-3">
        {error ? (
          <ListError
            title={
              alerts.length ? 'Older alerts could not be loaded' : 'The alerts could not be loaded'
            }
            error={error}
            onRetry={() => void pages.refetch()}
          />
        ) : null}
        {pages.isPending && !error ? (
          <LoadingShape label="Loading the alerts" className="space-y-1">
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className="h-20 animate-pulse rounded bg-raised" />
            ))}
          </LoadingShape>
        ) : pages.data && alerts.length === 0 ? (
          <ListEmpty>
            {filter.unreadOnly || filter.watchId ? (
              'No alert matches: every alert here is read, or this watch has none.'
            ) : watches.data && watchList.length === 0 ? (
              <>
                No alerts yet, and no watch to make them.{' '}
                <Link to="/watches" className={`rounded underline ${focusRing}`}>
                  Make a watch
                </Link>{' '}
                or watch a search from the incident explorer.
              </>
            ) : (
              <span className="inline-flex items-center gap-2">
                <BellRing aria-hidden className="size-4" /> No alerts yet: they appear here as the
                watches match incidents.
              </span>
            )}
          </ListEmpty>
        ) : alerts.length > 0 ? (
          <ul
            aria-label="Alerts"
            aria-busy={pages.isFetching && !pages.isFetchingNextPage}
            className="rounded-lg border border-line bg-surface"
          >
            {alerts.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                nowMs={now}
                members={team.data?.data.members ?? []}
                myEmail={myEmail}
              />
            ))}
          </ul>
        ) : null}
        {pages.hasNextPage ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Show older alerts'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
