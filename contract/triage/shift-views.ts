import type { TriageQueueQuery } from '../filters/triage.ts';

/**
 * The three views of the triage queue a shift starts from (the watch floor's "My queue"): the
 * server counts them in one answer (`GET /api/watchfloor/triage/summary`) and the page links
 * each to the Queue view so filtered, so a count and the list behind its link always agree.
 */
export const SHIFT_QUEUE_VIEWS = {
  /** Assigned to me and still open (not set aside as not relevant or a duplicate). */
  assignedToMe: {
    assignee: { op: 'eq', value: 'mine' },
    status: { op: 'nin', values: ['not-relevant', 'duplicate'] },
    sort: 'changedAt:desc',
  },
  /** Taken in, nobody has looked yet. */
  new: { status: { op: 'in', values: ['new'] }, sort: 'changedAt:desc' },
  /** The vendor revised the incident after it was triaged. */
  revisedSinceTriage: { updatedSinceTriage: { op: 'eq', value: true }, sort: 'updatedAt:desc' },
} as const satisfies Record<string, TriageQueueQuery>;

/** How many of the incidents assigned to me the summary lists, latest change first. */
export const SHIFT_QUEUE_LISTED = 5;
