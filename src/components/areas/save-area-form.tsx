import { useId, useMemo, useState } from 'react';
import { describeShape, type AreaShape } from '../../../contract/areas/area-geometry';
import { checkAreaShape } from '../../../contract/areas/area-shape';
import { useAreaWrites, type Area } from '@/lib/areas/areas-api';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toasts/toast-store';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { VisibilityField, type Visibility } from '../workspace/visibility-field';
import { formatCount } from '@/lib/text/format-count';

const MAX_NAME = 200;

/**
 * Saves the area on screen (drawn on a map, or in the address) under a name: team-visible by
 * default. The shape is checked here as the server will check it, so a fault is said before
 * sending; whatever the server still refuses is said in place too.
 */
export function SaveAreaForm({
  shape,
  onSaved,
  onCancel,
  compact = false,
}: {
  shape: AreaShape;
  onSaved: (area: Area) => void;
  onCancel?: () => void;
  compact?: boolean;
}) {
  const writes = useAreaWrites();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('team');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameId = useId();
  const problemId = useId();
  const checked = useMemo(() => checkAreaShape(shape), [shape]);
  const tooLong = name.trim().length > MAX_NAME;

  const submit = async () => {
    if (!checked.ok || tooLong) return;
    if (name.trim() === '') {
      setRefusal('Give the area a name.');
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await writes.create({ name: name.trim(), visibility, shape });
      showToast({ message: `Saved the area “${saved.name}”.` });
      onSaved(saved);
    } catch (error) {
      setRefusal(
        isApiError(error)
          ? error.message
          : 'The area was not saved: the Watchfloor server could not be reached.',
      );
    } finally {
      setBusy(false);
    }
  };

  const problem = !checked.ok
    ? checked.message
    : tooLong
      ? `The name is ${formatCount(name.trim().length)} characters long; at most ${MAX_NAME}.`
      : refusal;
  return (
    <form
      aria-label="Save this area"
      className="flex flex-col gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-xs text-muted">{describeShape(shape)}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={nameId} className="font-medium">
          Name
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal(null);
          }}
          placeholder="Lagos metro"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          autoComplete="off"
          className={`h-8 rounded-md border border-line bg-canvas px-2 ${focusRing}`}
        />
      </div>
      <VisibilityField value={visibility} onChange={setVisibility} name={`${nameId}-visibility`} />
      {checked.ok && checked.notes.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted">
          {checked.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="rounded-md bg-danger-soft px-2 py-1 text-xs">
          {problem}
        </p>
      ) : null}
      <div className={`flex gap-2 ${compact ? '' : 'pt-1'}`}>
        <button type="submit" className={primaryButton} disabled={busy || !checked.ok || tooLong}>
          {busy ? 'Saving…' : 'Save area'}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
