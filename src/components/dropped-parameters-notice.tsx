import { X } from 'lucide-react';
import type { QueryProblem } from '../../contract/filters/query';
import { focusRing } from './button-styles';

/**
 * Says which parts of a link were ignored and why, so an analyst who opens a broken link knows
 * the view differs from what its sender saw.
 */
export function DroppedParametersNotice({
  dropped,
  onDismiss,
}: {
  dropped: readonly QueryProblem[];
  onDismiss: () => void;
}) {
  if (dropped.length === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-ink"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {dropped.length === 1
            ? 'One setting in this link was ignored:'
            : `${dropped.length} settings in this link were ignored:`}
        </p>
        <ul className="mt-1 list-disc pl-5">
          {dropped.map((problem) => (
            <li key={problem.parameter} className="break-words">
              {problem.message}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss the notice about ignored settings"
        className={`rounded p-1 text-muted hover:text-ink ${focusRing}`}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
