import { RefreshCw } from 'lucide-react';
import {
  IMPACT_ON_US_LABELS,
  TRIAGE_STATUS_LABELS,
  type ImpactOnUs,
  type TriageStatus,
} from '../../../contract/triage/values';
import type { TriageState } from '@/lib/http/watchfloor';

const STATUS_STYLES: Record<TriageStatus, string> = {
  new: 'border border-line text-ink',
  reviewing: 'border border-accent text-accent',
  relevant: 'bg-accent text-accent-ink',
  'not-relevant': 'bg-raised text-muted',
  duplicate: 'border border-dashed border-line text-muted',
};

const IMPACT_STYLES: Record<ImpactOnUs, string> = {
  high: 'bg-danger-soft text-danger',
  medium: 'bg-warning-soft text-ink',
  low: 'bg-raised text-ink',
  none: 'text-muted',
};

/** `shrink`: a label wider than its cell ends in an ellipsis rather than being cut mid-word. */
export function TriageStatusChip({
  status,
  shrink = false,
}: {
  status: TriageStatus;
  shrink?: boolean;
}) {
  return (
    <span
      className={`items-center rounded-full px-1.5 text-[11px] leading-4 font-semibold whitespace-nowrap ${shrink ? 'block max-w-full shrink-0 truncate' : 'inline-flex shrink-0'} ${STATUS_STYLES[status]}`}
    >
      {TRIAGE_STATUS_LABELS[status]}
    </span>
  );
}

/** `short`: the level's initial (H, M, L), for a dense row; the words are in the tooltip. */
export function ImpactOnUsChip({ impact, short = false }: { impact: ImpactOnUs; short?: boolean }) {
  const label = IMPACT_ON_US_LABELS[impact];
  return (
    <span
      title={`Impact on us: ${label}`}
      className={`inline-flex shrink-0 items-center rounded px-1 text-[11px] leading-4 font-semibold whitespace-nowrap ${IMPACT_STYLES[impact]}`}
    >
      <span className="sr-only">Impact on us: </span>
      {short ? (
        <>
          <span aria-hidden>{label[0]}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}

/** The vendor revised it after the team last looked. */
export function UpdatedSinceTriageMark({ withText = false }: { withText?: boolean }) {
  return (
    <span
      title="Updated by the vendor since triage"
      className="inline-flex shrink-0 items-center gap-1 text-[11px] font-semibold text-warning"
    >
      <RefreshCw aria-hidden className="size-3" />
      {withText ? 'Updated since triage' : <span className="sr-only">Updated since triage</span>}
    </span>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * An incident's triage at a glance, for dense rows: status, impact on us, who has it, and
 * whether the vendor revised it since. Everything is also in words for screen readers.
 */
export function TriageBadge({ state }: { state: TriageState }) {
  const description = [
    TRIAGE_STATUS_LABELS[state.status],
    state.duplicateOf ? `of ${state.duplicateOf}` : null,
    state.impactOnUs ? `impact on us ${IMPACT_ON_US_LABELS[state.impactOnUs].toLowerCase()}` : null,
    state.assignee ? `assigned to ${state.assignee.name}` : 'unassigned',
    state.updatedSinceTriage ? 'updated by the vendor since triage' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span
      className="inline-flex max-w-full min-w-0 items-center gap-1 overflow-hidden"
      title={`${description}. Last changed by ${state.changedBy.name}.`}
      data-triage-status={state.status}
    >
      {/* The vendor's revision first: in a narrow cell, what is cut off is the least urgent. */}
      {state.updatedSinceTriage && <UpdatedSinceTriageMark />}
      <TriageStatusChip status={state.status} shrink />
      {/* These give way first: the status keeps its room, they keep what is left. */}
      <span className="flex min-w-0 shrink items-center gap-1 overflow-hidden">
        {state.impactOnUs && state.impactOnUs !== 'none' && (
          <ImpactOnUsChip impact={state.impactOnUs} short />
        )}
        {state.assignee && (
          <span
            aria-hidden
            className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-raised text-[9px] font-semibold text-muted"
          >
            {initialsOf(state.assignee.name)}
          </span>
        )}
      </span>
      <span className="sr-only">
        {state.assignee ? `, assigned to ${state.assignee.name}` : ''}
      </span>
    </span>
  );
}
