import { TRIAGE_NOTES_MAX_CHARS } from '../../../contract/triage/values';
import { NotesText } from './notes-text';

/**
 * The triage's notes: read with their links, or edited as plain text with a visible count of
 * the room left. Past the limit the count turns red and saving waits; nothing is cut silently.
 */
export function NotesField({
  notes,
  editing,
  error,
  onEdit,
  onChange,
  onSubmit,
}: {
  notes: string;
  editing: boolean;
  error: string | undefined;
  onEdit: () => void;
  onChange: (notes: string) => void;
  onSubmit: () => void;
}) {
  const over = notes.length - TRIAGE_NOTES_MAX_CHARS;
  if (!editing) {
    return (
      <div>
        <div className="flex items-center justify-between">
          <span className="text-xs font-medium text-muted">Notes</span>
          <button
            type="button"
            onClick={onEdit}
            className="rounded text-xs font-medium text-accent hover:underline"
          >
            {notes ? 'Edit notes' : 'Add notes'}
          </button>
        </div>
        {notes ? (
          <NotesText notes={notes} className="mt-1 max-h-72 overflow-auto text-sm" />
        ) : (
          <p className="mt-1 text-sm text-muted">No notes yet.</p>
        )}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="triage-notes" className="text-xs font-medium text-muted">
        Notes
      </label>
      <textarea
        id="triage-notes"
        value={notes}
        autoFocus
        rows={7}
        aria-invalid={over > 0 || Boolean(error)}
        aria-describedby="triage-notes-help"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className="mt-1 block w-full resize-y rounded-md border border-line bg-canvas px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent"
      />
      <p id="triage-notes-help" className="mt-1 flex flex-wrap justify-between gap-2 text-xs">
        <span className="text-muted">
          Plain text. IN-123, TH-45 and links to sites become links.
        </span>
        <span className={over > 0 ? 'font-semibold text-danger' : 'text-muted'}>
          {over > 0
            ? `${over.toLocaleString()} characters too many (at most ${TRIAGE_NOTES_MAX_CHARS.toLocaleString()})`
            : `${notes.length.toLocaleString()} / ${TRIAGE_NOTES_MAX_CHARS.toLocaleString()}`}
        </span>
      </p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
