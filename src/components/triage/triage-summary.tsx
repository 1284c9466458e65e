import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import type { TriageState } from '@/lib/http/watchfloor';
import { focusRing } from '../button-styles';
import { TriageStatusChip, ImpactOnUsChip, UpdatedSinceTriageMark } from './triage-badge';

/**
 * One line of an incident's triage for the explorer's peek: where the team stands, who has it,
 * and the way to the incident page's triage panel. `state` undefined: still loading (the line
 * keeps its height); null: nobody has triaged it.
 */
export function TriageSummaryLine({
  incidentId,
  state,
}: {
  incidentId: string;
  state: TriageState | null | undefined;
}) {
  return (
    <div
      aria-label="Triage"
      role="group"
      className="flex min-h-6 flex-wrap items-center gap-x-2 gap-y-1 text-xs"
    >
      {state === undefined ? null : state === null ? (
        <span className="text-muted">Not triaged yet.</span>
      ) : (
        <>
          <TriageStatusChip status={state.status} />
          {state.duplicateOf && (
            <span>
              of{' '}
              <Link
                to="/incidents/$incidentId"
                params={{ incidentId: state.duplicateOf }}
                className={`font-mono text-accent hover:underline ${focusRing}`}
              >
                {state.duplicateOf}
              </Link>
            </span>
          )}
          {state.impactOnUs && <ImpactOnUsChip impact={state.impactOnUs} />}
          <span className="text-muted">
            {state.assignee ? `Assigned to ${state.assignee.name}` : 'Unassigned'}
          </span>
          {state.updatedSinceTriage && <UpdatedSinceTriageMark withText />}
        </>
      )}
      {state !== undefined && (
        <Link
          to="/incidents/$incidentId"
          params={{ incidentId }}
          hash="triage"
          className={`ml-auto inline-flex items-center gap-1 rounded font-medium text-accent hover:underline ${focusRing}`}
        >
          <ClipboardCheck aria-hidden className="size-3.5" />
          {state ? 'Triage' : 'Triage it'}
        </Link>
      )}
    </div>
  );
}
