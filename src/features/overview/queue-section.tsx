import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { triageQueueQuery } from '../../../contract/filters/triage';
import { buildQuery } from '../../../contract/filters/query';
import { TRIAGE_STATUS_LABELS } from '../../../contract/triage/values';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { queueListOptions, type QueueView } from '@/lib/triage/queue-query';
import { apiErrorOf } from '@/lib/http/api-error';
import { HomeSection, ViewArrow, viewLinkClass } from './home-section';
import { ImpactNumber } from './impact-number';

/** The three views of the queue a shift starts from, each a link to the queue so filtered. */
const MINE: QueueView = {
  assignee: { op: 'eq', value: 'mine' },
  status: { op: 'nin', values: ['not-relevant', 'duplicate'] },
  sort: 'changedAt:desc',
};
const NEW: QueueView = { status: { op: 'in', values: ['new'] }, sort: 'changedAt:desc' };
const REVISED: QueueView = {
  updatedSinceTriage: { op: 'eq', value: true },
  sort: 'updatedAt:desc',
};
const MINE_SHOWN = 5;

/** The three requests, as the section and the page's loader both ask them. */
export const HOME_QUEUE_VIEWS = [
  queueListOptions({ ...MINE, pageSize: MINE_SHOWN }),
  queueListOptions({ ...NEW, pageSize: 1 }),
  queueListOptions({ ...REVISED, pageSize: 1 }),
] as const;

const queueLink = (view: QueueView) => ({
  to: '/queue' as const,
  search: buildQuery(triageQueueQuery, view),
});

/** What waits for this analyst in the team's triage queue. */
export function QueueSection({ nowMs }: { nowMs: number }) {
  const mine = useQuery(HOME_QUEUE_VIEWS[0]);
  const fresh = useQuery(HOME_QUEUE_VIEWS[1]);
  const revised = useQuery(HOME_QUEUE_VIEWS[2]);
  const error =
    apiErrorOf(mine.error, 'watchfloor', 'GET /api/watchfloor/triage') ??
    apiErrorOf(fresh.error, 'watchfloor', 'GET /api/watchfloor/triage') ??
    apiErrorOf(revised.error, 'watchfloor', 'GET /api/watchfloor/triage');
  const counts = [
    ['Assigned to me', mine.data?.data.total, MINE],
    ['New', fresh.data?.data.total, NEW],
    ['Revised since triage', revised.data?.data.total, REVISED],
  ] as const;
  const rows = mine.data?.data.items ?? [];

  return (
    <HomeSection
      busy={mine.isPending || fresh.isPending || revised.isPending}
      id="home-queue"
      title="My queue"
      viewLink={
        <Link {...queueLink(MINE)} className={viewLinkClass}>
          Open the queue <ViewArrow />
        </Link>
      }
      error={error}
      onRetry={() => {
        void mine.refetch();
        void fresh.refetch();
        void revised.refetch();
      }}
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
                {total === undefined ? '…' : total.toLocaleString('en')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {mine.data && rows.length === 0 ? (
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
