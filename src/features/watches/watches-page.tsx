import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { useCheckedSearch } from '@/lib/url/use-checked-search';
import { AlertTriangle, Bell, Pause, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { ListEmpty, ListError } from '@/components/list-states';
import { ConfirmDialog } from '@/components/workspace/confirm-dialog';
import { useUndoableDelete } from '@/components/workspace/use-undoable-delete';
import { OwnershipBadge } from '@/components/workspace/visibility-field';
import { apiErrorOf } from '@/lib/http/api-error';
import {
  deleteWatch,
  listAlertsOptions,
  listWatchesOptions,
  restoreWatch,
  type Watch,
} from '@/lib/http/watchfloor';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { useDocumentTitle } from '@/lib/use-document-title';
import { draftOf, newDraft } from './watch-draft';
import { WatchEditPanel } from './watch-edit-panel';
import { invalidateWatches } from './watch-queries';
import { parseWatchesSearch, WATCHES_SETTINGS } from './watches-search';
import { LoadingShape } from '@/components/loading-shape';

const UNREAD_SAMPLE = 200;

const cadenceText = (watch: Watch) =>
  watch.cadence === 'instant'
    ? 'At once'
    : watch.cadence === 'hourly'
      ? 'Hourly digest'
      : `Daily at ${watch.digestTime} (${watch.timeZone})`;

const PROBLEM_FIELDS: Record<string, string> = {
  savedSearchId: 'Saved search',
  siteIds: 'Sites',
  areaIds: 'Areas',
};

/** Unread alerts by watch, counted from the newest unread ones (past 200, "200+"). */
function useUnreadByWatch() {
  const unread = useQuery({
    ...listAlertsOptions({ query: { unread: 'true', limit: UNREAD_SAMPLE } }),
    staleTime: 30_000,
  });
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const alert of unread.data?.data.alerts ?? []) {
      counts.set(alert.watch.id, (counts.get(alert.watch.id) ?? 0) + 1);
    }
    const more = Boolean(unread.data?.data.nextBefore);
    return (id: string) => {
      const count = counts.get(id) ?? 0;
      return more && count > 0 ? `${count}+` : String(count);
    };
  }, [unread.data]);
}

/**
 * `/watches`: the team's watches and the analyst's own private ones, what keeps any from
 * matching, their unread alerts; making, changing and deleting them (with Undo).
 */
/** "2 webhooks, 1 email": where alerts go besides the app. */
function channelsText(watch: Watch): string {
  const parts = [
    watch.webhooks.length
      ? `${watch.webhooks.length} webhook${watch.webhooks.length === 1 ? '' : 's'}`
      : '',
    watch.emails.length
      ? `${watch.emails.length} email${watch.emails.length === 1 ? '' : 's'}`
      : '',
  ].filter(Boolean);
  return parts.length ? `Also to ${parts.join(', ')}` : '';
}

function deliveryTrouble({ failed, retrying, lastFailure }: Watch['deliveryHealth']): string {
  const counts = [failed ? `${failed} failed` : '', retrying ? `${retrying} retrying` : '']
    .filter(Boolean)
    .join(', ');
  return `Deliveries: ${counts}${lastFailure ? ` (${lastFailure})` : ''}`;
}

export function WatchesPage() {
  useDocumentTitle('Watches');
  const { search, ...link } = useCheckedSearch(parseWatchesSearch, WATCHES_SETTINGS);
  const navigate = useNavigate({ from: '/watches/' });
  const client = useQueryClient();
  const myEmail = useSignedInEmail();
  const watches = useQuery(listWatchesOptions());
  const unreadOf = useUnreadByWatch();
  const error = apiErrorOf(watches.error, 'watchfloor', 'GET /api/watchfloor/watches');
  const list = watches.data?.data.watches;
  const editing = search.edit ? list?.find((watch) => watch.id === search.edit) : undefined;
  const close = () => void navigate({ search: {}, replace: true });

  const deletion = useUndoableDelete<Watch>({
    noun: 'watch',
    remove: async (target) => {
      await deleteWatch({ path: { id: target.id }, throwOnError: true });
      await invalidateWatches(client);
    },
    restore: async (target) => {
      await restoreWatch({ path: { id: target.id }, throwOnError: true });
      await invalidateWatches(client);
    },
  });

  const formOpen = search.new === true || editing !== undefined;
  return (
    <div className="mx-auto max-w-6xl px-6 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Watches</h1>
          <p className="mt-1 max-w-3xl text-sm text-muted">
            A watch matches every incident the server reads against the explorer’s filters, near
            sites or inside areas if you pick some, and alerts the team in the{' '}
            <Link to="/alerts" className={`rounded underline ${focusRing}`}>
              notification centre
            </Link>
            . A{' '}
            <Link to="/briefings" className={`rounded underline ${focusRing}`}>
              briefing
            </Link>{' '}
            reports a whole period instead: on a page, on paper, or by email every day.
          </p>
        </div>
        {formOpen ? null : (
          <button
            type="button"
            className={primaryButton}
            onClick={() => void navigate({ search: { new: true } })}
          >
            <Plus aria-hidden className="size-4" /> New watch
          </button>
        )}
      </div>
      <div className="mt-3 empty:hidden">
        <DroppedParametersNotice dropped={link.dropped} onDismiss={link.dismissDropped} />
      </div>

      {formOpen ? (
        <section className="mt-4 rounded-lg border border-line bg-surface p-4">
          <WatchEditPanel
            key={editing?.id ?? `new-${search.filters ?? ''}-${search.site ?? ''}`}
            watch={editing}
            initialDraft={
              editing
                ? draftOf(editing)
                : newDraft({
                    filters: search.filters,
                    siteIds: search.site ? [search.site] : undefined,
                  })
            }
            onClose={close}
          />
        </section>
      ) : null}
      {search.edit && list && !editing ? (
        <p role="alert" className="mt-4 rounded-md bg-danger-soft px-3 py-2 text-sm">
          This watch does not exist any more, or it is another analyst’s private one.
        </p>
      ) : null}

      <div className="mt-4">
        {error ? (
          <ListError
            title="The watches could not be loaded"
            error={error}
            onRetry={() => void watches.refetch()}
          />
        ) : null}
        {!list && !error ? (
          <LoadingShape label="Loading the watches" className="space-y-1">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-12 animate-pulse rounded bg-raised" />
            ))}
          </LoadingShape>
        ) : list && list.length === 0 ? (
          <ListEmpty>
            No watch yet. Make one here, or use “Watch this search” in the incident explorer or
            “Watch this site” on a site.
          </ListEmpty>
        ) : list ? (
          <div className="overflow-x-auto rounded-lg border border-line bg-surface">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Watches</caption>
              <thead className="border-b border-line text-xs text-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Name</th>
                  <th className="px-3 py-2 font-medium">Owner</th>
                  <th className="px-3 py-2 font-medium">Cadence</th>
                  <th className="px-3 py-2 font-medium">State</th>
                  <th className="px-3 py-2 text-right font-medium">Unread</th>
                  <th className="px-3 py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((watch) => {
                  const problems = Object.entries(watch.problems);
                  const unread = unreadOf(watch.id);
                  return (
                    <tr
                      key={watch.id}
                      data-watch-id={watch.id}
                      className="border-b border-line align-top last:border-b-0"
                    >
                      <th scope="row" className="px-3 py-2 font-medium">
                        {watch.name}
                        <p className="mt-0.5 max-w-md truncate font-mono text-xs font-normal text-muted">
                          {watch.filters}
                        </p>
                        {problems.length > 0 ? (
                          <ul className="mt-1 space-y-0.5 text-xs font-normal text-danger">
                            {problems.map(([field, reason]) => (
                              <li key={field} className="flex items-start gap-1">
                                <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
                                <span>
                                  {PROBLEM_FIELDS[field] ?? `Filter “${field}”`}: {reason}
                                </span>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </th>
                      <td className="px-3 py-2">
                        <OwnershipBadge
                          ownerName={watch.owner.name}
                          visibility={watch.visibility}
                          mine={watch.owner.email === myEmail}
                        />
                      </td>
                      <td className="px-3 py-2">
                        {cadenceText(watch)}
                        {channelsText(watch) ? (
                          <p className="text-xs text-muted">{channelsText(watch)}</p>
                        ) : null}
                        {watch.deliveryHealth.failed + watch.deliveryHealth.retrying > 0 ? (
                          <p className="text-xs text-danger">
                            {deliveryTrouble(watch.deliveryHealth)}
                          </p>
                        ) : null}
                        {watch.quietHours ? (
                          <p className="text-xs text-muted">
                            Quiet {watch.quietHours.start}–{watch.quietHours.end}
                          </p>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">
                        {watch.paused ? (
                          <span className="inline-flex items-center gap-1 text-muted">
                            <Pause aria-hidden className="size-3.5" /> Paused
                          </span>
                        ) : problems.length > 0 ? (
                          <span className="text-danger">Needs a fix</span>
                        ) : (
                          'Watching'
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        <Link
                          to="/alerts"
                          search={{ watch: watch.id, unread: true }}
                          aria-label={`${unread} unread alerts of ${watch.name}`}
                          className={`inline-flex items-center gap-1 rounded hover:underline ${focusRing}`}
                        >
                          <Bell aria-hidden className="size-3.5 text-muted" /> {unread}
                        </Link>
                      </td>
                      <td className="px-3 py-2">
                        {watch.mayChange ? (
                          <div className="flex justify-end gap-1">
                            <button
                              type="button"
                              className={secondaryButton}
                              aria-label={`Edit ${watch.name}`}
                              onClick={() => void navigate({ search: { edit: watch.id } })}
                            >
                              <Pencil aria-hidden className="size-3.5" /> Edit
                            </button>
                            <button
                              type="button"
                              className={secondaryButton}
                              aria-label={`Delete ${watch.name}`}
                              onClick={() => deletion.ask(watch)}
                            >
                              <Trash2 aria-hidden className="size-3.5" />
                            </button>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={deletion.pending !== null}
        title={`Delete the watch “${deletion.pending?.name ?? ''}”?`}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        Its alerts stop for the whole team at once. You can undo this for 30 minutes.
      </ConfirmDialog>
    </div>
  );
}
