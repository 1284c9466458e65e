import { RefreshCw } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { ExactInstant } from '@/components/instant';
import type { Triage } from '@/lib/http/watchfloor';
import { revisionChanges } from './revision-changes';

/**
 * “Updated since triage”: the vendor revised the incident after the revision the team last
 * looked at. Says what changed and when, and stays until someone marks it seen: opening the
 * panel is not enough, because a glance while passing through is not a review.
 */
export function RevisionNotice({
  triage,
  onMarkSeen,
  marking,
  problem,
}: {
  triage: Triage;
  onMarkSeen: () => void;
  marking: boolean;
  problem: string | null;
}) {
  const changes = revisionChanges(triage.seenSnapshot, triage.snapshot);
  return (
    <div role="status" className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <RefreshCw aria-hidden className="size-4 shrink-0 text-warning" />
        Updated by the vendor since triage
      </p>
      <p className="mt-1 text-xs text-muted">
        Revised <ExactInstant epochMs={triage.snapshot.updatedAt * 1000} />; last looked at by{' '}
        {triage.seenBy.name} (revision of{' '}
        <ExactInstant epochMs={triage.seenSnapshot.updatedAt * 1000} />
        ).
      </p>
      {changes.length > 0 ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 break-words">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">
          None of the key fields changed (title, category, impact, place, times, casualties,
          references): read the record for what did.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-danger">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={onMarkSeen}
        disabled={marking}
      >
        {marking ? 'Marking…' : 'Mark as seen'}
      </button>
    </div>
  );
}
