import { AlertTriangle, MapPin } from 'lucide-react';
import { useState } from 'react';
import type { PolygonRings } from '../../../contract/areas/area-geometry';
import { shapeToSave, type AddressArea } from '@/lib/areas/address-area';
import { useAreaWrites, type Area } from '@/lib/areas/areas-api';
import { isApiError } from '@/lib/http/api-error';
import { formatDateTime } from '@/lib/time/format-time';
import { showToast } from '@/lib/toasts/toast-store';
import { primaryButton, secondaryButton } from '../button-styles';
import { OwnershipBadge } from '../workspace/visibility-field';
import { SaveAreaForm } from './save-area-form';

const small = '!px-2 !py-1 text-xs';
const card = 'rounded-md border bg-surface/95 px-2.5 py-2 text-xs text-ink shadow';

/**
 * What the area in the address is, in words, with what can be done about it: a saved area by
 * name; a shape that differs from the saved area the link names (said plainly, with the way
 * back to the saved shape, or to save this one over it); a link naming an area this user
 * cannot see; or a drawn shape, which can be saved under a name.
 */
export function AreaStatus({
  address,
  rings,
  me,
  onUseSaved,
}: {
  address: AddressArea;
  rings: PolygonRings;
  /** The signed-in user's email, to say "You" for their own areas. */
  me: string | undefined;
  /** Applies a saved area (its polygon and its name) to the address. */
  onUseSaved: (area: Area) => void;
}) {
  const writes = useAreaWrites();
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (address.kind === 'none') return null;
  if (address.kind === 'saved') {
    const { area } = address;
    return (
      <div className={`${card} flex items-center gap-2 border-line`} data-area-status="saved">
        <MapPin aria-hidden className="size-3.5 shrink-0 text-accent" />
        <span className="min-w-0">
          <span className="text-muted">Saved area </span>
          <span className="font-semibold break-words">{area.name}</span>
        </span>
        <OwnershipBadge
          ownerName={area.owner.name}
          visibility={area.visibility}
          mine={area.owner.email === me}
        />
      </div>
    );
  }
  if (address.kind === 'changed') {
    const { area } = address;
    const saveOver = async () => {
      setBusy(true);
      setProblem(null);
      try {
        const updated = await writes.update(area, { shape: shapeToSave(rings, undefined) });
        showToast({ message: `Saved the new shape of “${updated.name}”.` });
        onUseSaved(updated);
      } catch (error) {
        setProblem(
          isApiError(error)
            ? error.isConflict
              ? `Someone changed “${area.name}” a moment ago; look at their shape first (Use the saved shape).`
              : error.message
            : 'The Watchfloor server could not be reached.',
        );
      } finally {
        setBusy(false);
      }
    };
    return (
      <div
        role="status"
        className={`${card} flex flex-col gap-1.5 border-warning bg-warning-soft`}
        data-area-status="changed"
      >
        <p className="flex gap-1.5">
          <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0 text-warning" />
          <span>
            <span className="font-semibold">Not the saved shape of “{area.name}”.</span> It was
            changed since this link was made (last saved{' '}
            {formatDateTime(Date.parse(area.updatedAt))}), or moved here; the results follow the
            shape shown.
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className={`${secondaryButton} ${small}`}
            onClick={() => onUseSaved(area)}
          >
            Use the saved shape
          </button>
          {area.mayChange ? (
            <button
              type="button"
              className={`${secondaryButton} ${small}`}
              disabled={busy}
              aria-label={`Save this shape to “${area.name}”`}
              onClick={() => void saveOver()}
            >
              Save this shape
            </button>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className="rounded bg-danger-soft px-2 py-1">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  if (address.kind === 'unknown') {
    return (
      <p role="status" className={`${card} border-line text-muted`} data-area-status="unknown">
        {address.loading
          ? 'Looking up the saved area this link names…'
          : 'This link names a saved area you cannot see: it was deleted, or its owner keeps it private. The polygon in the link still filters.'}
      </p>
    );
  }
  return (
    <div className={`${card} flex flex-col gap-1.5 border-line`} data-area-status="drawn">
      {saving ? (
        <SaveAreaForm
          compact
          shape={shapeToSave(rings, address.circle)}
          onCancel={() => setSaving(false)}
          onSaved={(area) => {
            setSaving(false);
            onUseSaved(area);
          }}
        />
      ) : (
        <div className="flex items-center gap-2">
          <span className="text-muted">
            {address.circle ? 'Drawn circle' : 'Drawn area'}, not saved
          </span>
          <button
            type="button"
            className={`${primaryButton} ${small}`}
            onClick={() => setSaving(true)}
          >
            Save as a team area…
          </button>
        </div>
      )}
    </div>
  );
}
