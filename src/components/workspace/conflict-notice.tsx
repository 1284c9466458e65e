import { AlertTriangle } from 'lucide-react';
import { secondaryButton } from '../button-styles';

export interface ConflictField {
  label: string;
  /** What the other person saved, as text. */
  theirs: string;
  /** What this analyst was about to save, as text. */
  mine: string;
}

/**
 * After a 409: who changed the object, what differs between their version and the change this
 * analyst tried, and the two ways on. Values are rendered as text, never as markup.
 */
export function ConflictNotice({
  changedBy,
  fields,
  onUseTheirs,
  onApplyMine,
}: {
  changedBy: string | undefined;
  fields: readonly ConflictField[];
  onUseTheirs: () => void;
  onApplyMine: () => void;
}) {
  const differing = fields.filter((field) => field.theirs !== field.mine);
  return (
    <div role="alert" className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden className="size-4 text-warning" />
        {changedBy ? `${changedBy} changed this` : 'Someone else changed this'} since you opened it.
      </p>
      {differing.length > 0 ? (
        <table className="mt-2 w-full table-fixed text-left">
          <thead className="text-xs text-muted">
            <tr>
              <th className="w-1/4 font-medium">Field</th>
              <th className="font-medium">Theirs (saved)</th>
              <th className="font-medium">Yours (not saved)</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.label} className="align-top">
                <td className="py-1 pr-2 font-medium">{field.label}</td>
                <td className="py-1 pr-2 break-words">{field.theirs || '—'}</td>
                <td className="py-1 break-words">{field.mine || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-1 text-muted">Their change touched nothing you edited.</p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="button" className={secondaryButton} onClick={onUseTheirs}>
          Keep theirs
        </button>
        <button type="button" className={secondaryButton} onClick={onApplyMine}>
          Save mine over theirs
        </button>
      </div>
    </div>
  );
}
