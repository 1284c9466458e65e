import { useQuery } from '@tanstack/react-query';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { triageQueueQuery } from '../../../contract/filters/triage';
import { secondaryButton } from '@/components/button-styles';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { RelativeInstant } from '@/components/instant';
import { ListEmpty, ListError } from '@/components/list-states';
import { apiErrorOf } from '@/lib/http/api-error';
import { listTeamOptions } from '@/lib/http/watchfloor';
import { useSession } from '@/lib/session/use-session';
import { useNow } from '@/lib/time/use-now';
import { useApiSearch } from '@/lib/url/use-api-search';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QueueFilters } from './queue-filters';
import { queueListOptions } from '@/lib/triage/queue-query';
import { QueueTable } from './queue-table';
import { LoadingShape } from '@/components/loading-shape';

/**
 * `/queue`: the incidents the team has triaged, filtered by what the vendor cannot filter by
 * (status, assignee, impact on us, revised since someone looked). Every filter is in the address.
 */
export function QueuePage() {
  useDocumentTitle('Triage queue');
  const store = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const me = useSession(store)?.user;
  const view = useApiSearch(triageQueueQuery);
  const { values, update } = view;
  const queue = useQuery(queueListOptions(values));
  const team = useQuery(listTeamOptions());
  const now = useNow(30_000);
  const error = apiErrorOf(queue.error, 'watchfloor', 'GET /api/watchfloor/triage');
  const data = queue.data?.data;
  const filtered = Boolean(
    values.search ??
    values.status ??
    values.impactOnUs ??
    values.assignee ??
    values.updatedSinceTriage,
  );

  return (
    <div className="mx-auto max-w-7xl px-6 py-6">
      <h1 className="text-2xl font-semibold">Triage queue</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Every incident the team has triaged, as last read from the incident service. Triage an
        incident from its page; the vendor’s revisions since someone last looked are flagged here.
      </p>
      <div className="mt-4 space-y-3">
        <DroppedParametersNotice dropped={view.dropped} onDismiss={view.dismissDropped} />
        <QueueFilters
          values={values}
          members={team.data?.data.members ?? []}
          myEmail={me?.email}
          onChange={(changes) => update({ ...changes, page: undefined })}
        />
        {data?.refresh.status === 'failed' || data?.refresh.status === 'behind' ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              {data.refresh.status === 'failed'
                ? 'Could not refresh from the incident service. '
                : ''}
              {data.refresh.message}
            </span>
          </p>
        ) : data?.refresh.checkedAt ? (
          <p className="text-xs text-muted">
            Revisions checked{' '}
            <RelativeInstant epochMs={Date.parse(data.refresh.checkedAt)} nowMs={now} />.
          </p>
        ) : null}

        {error && (
          <ListError
            title={
              data
                ? 'The queue could not be refreshed; the rows below are from before'
                : 'The queue could not be loaded'
            }
            error={error}
            onRetry={() => void queue.refetch()}
          />
        )}
        {!data && !error ? (
          <LoadingShape label="Loading the queue" className="space-y-1">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="h-9 animate-pulse rounded bg-raised" />
            ))}
          </LoadingShape>
        ) : data && data.items.length === 0 ? (
          <ListEmpty>
            {data.total > 0 ? (
              <>
                No rows on page {data.page}.{' '}
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => update({ page: undefined })}
                >
                  Go to page 1
                </button>
              </>
            ) : filtered ? (
              'No triaged incident matches these filters.'
            ) : (
              'Nothing is triaged yet: open an incident and set its status in its Triage panel.'
            )}
          </ListEmpty>
        ) : data ? (
          <QueueTable items={data.items} busy={queue.isPlaceholderData} nowMs={now} />
        ) : null}

        {data && data.total > data.pageSize && (
          <nav aria-label="Pages of the queue" className="flex items-center gap-3 text-sm">
            <p className="text-muted tabular-nums" aria-live="polite">
              {(data.page - 1) * data.pageSize + 1}–
              {Math.min(data.page * data.pageSize, data.total)} of {data.total}
            </p>
            <button
              type="button"
              className={secondaryButton}
              disabled={data.page <= 1}
              onClick={() => update({ page: data.page - 1 === 1 ? undefined : data.page - 1 })}
            >
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={data.page * data.pageSize >= data.total}
              onClick={() => update({ page: data.page + 1 })}
            >
              Next <ChevronRight aria-hidden className="size-4" />
            </button>
          </nav>
        )}
        {data && data.total > 0 && data.total <= data.pageSize && (
          <p className="text-xs text-muted">
            {data.total} triaged incident{data.total === 1 ? '' : 's'}
            {filtered ? ' match' : ''}.
          </p>
        )}
      </div>
    </div>
  );
}
