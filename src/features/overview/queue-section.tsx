import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { triageQueueQuery } from '../../../contract/filters/triage';
import { buildQuery } from '../../../contract/filters/query';
import { TRIAGE_STATUS_LABELS } from '../../../contract/triage/values';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { SHIFT_QUEUE_VIEWS } from '../../../contract/triage/shift-views';
import { getTriageSummaryOptions } from '@/lib/http/watchfloor';
import { apiErrorOf } from '@/lib/http/api-error';
import type { QueueView } from '@/lib/triage/queue-query';
import { HomeSection, ViewArrow, viewLinkClass } from './home-section';
import { ImpactNumber } from '@/components/impact-number';
import { formatCount } from '@/lib/text/format-count';

const { assignedToMe: MINE, new: NEW, revisedSinceTriage: REVISED } = SHIFT_QUEUE_VIEWS;

/**
 * The three counts and my latest five in one request (`GET /api/watchfloor/triage/summary`),
 * as the section and the page's loader both ask it; refreshed as the queue is.
 */
export const shiftQueueOptions = () =>
  queryOptions({ ...getTriageSummaryOptions(), staleTime: 15_000, refetchInterval: 60_000 });

const queueLink = (view: QueueView) => ({
  to: '/queue' as const,
  search: buildQuery(triageQueueQuery, view),
});

/** What waits for this analyst in the team's triage queue. */
export function QueueSection({ nowMs }: { nowMs: number }) {
  const summary = useQuery(shiftQueueOptions());
  const error = apiErrorOf(summary.error, 'watchfloor', 'GET /api/watchfloor/triage/summary');
  const data = summary.data?.data;
  const counts = [
    ['Assigned to me', data?.assignedToMe.total, MINE],
    ['New', data?.new.total, NEW],
    ['Revised since triage', data?.revisedSinceTriage.total, REVISED],
  ] as const;
  const rows = data?.assignedToMe.latest ?? [];

  return (
    <HomeSection
      busy={summary.isPending}
      id="home-queue"
      title="My queue"
      viewLink={
        <Link {...queueLink(MINE)} className={viewLinkClass}>
          Open the queue <ViewArrow />
        </Link>
      }
      error={error}
      onRetry={() => void summary.refetch()}
    >
      <ul className="grid grid-cols-3 gap-2" aria-label="Queue counts">
        {counts.map(([label, total, view]) => (
          <li key={label}>
            <Link
              {...queueLink(view)}
              className={`block rounded-lg border border-line px-3 py-2 hover:bg-raised ${focusRing}`}
            >
              <span className="block text-xs text-muted">{label}</span>
              <span className="text-lg font-semibold tabular-nums">
                {total === undefined ? '…' : formatCount(total)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {data && rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing is assigned to you.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="Assigned to me">
          {rows.map((triage) => (
            <li key={triage.incidentId} className="flex items-start gap-2 py-2 text-sm">
              <ImpactNumber
                rating={triage.snapshot.impact.rating}
                label={triage.snapshot.impact.label}
              />
              <div className="min-w-0 flex-1">
                <Link
                  to="/incidents/$incidentId"
                  params={{ incidentId: triage.incidentId }}
                  className={`block truncate rounded font-medium hover:underline ${focusRing}`}
                >
                  {triage.snapshot.summary}
                </Link>
                <p className="truncate text-xs text-muted">
                  {TRIAGE_STATUS_LABELS[triage.status]}
                  {triage.updatedSinceTriage ? ' · revised since triage' : ''} · changed{' '}
                  <RelativeInstant epochMs={Date.parse(triage.changedAt)} nowMs={nowMs} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
