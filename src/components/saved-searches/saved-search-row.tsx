import { Link } from '@tanstack/react-router';
import { Ellipsis, Pin } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { useSavedSearchActions, type SavedSearch } from '@/lib/saved-searches/saved-search-api';
import { showToast } from '@/lib/toasts/toast-store';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { ConflictNotice, type ConflictField } from '../workspace/conflict-notice';
import { OwnershipBadge } from '../workspace/visibility-field';
import { NewBadge, type NewCount } from './new-counts';
import { SavedSearchHistory } from './saved-search-history';
import { useSavedSearchEdit, type SavedSearchConflict } from './use-saved-search-edit';
import { linkOfAddress } from './view-address';

const smallButton = `rounded border border-line px-2 py-0.5 text-xs font-medium text-ink hover:bg-raised disabled:opacity-50 ${focusRing}`;
const iconButton = `rounded p-1 text-muted hover:bg-raised hover:text-ink ${focusRing}`;

const VISIBILITY_TEXT = { team: 'Team', private: 'Only its owner' } as const;

/** The refused change beside what is saved now, field by field, as text. */
function conflictFields(conflict: SavedSearchConflict): ConflictField[] {
  const { change, current } = conflict;
  const fields: ConflictField[] = [];
  if (change.name !== undefined) {
    fields.push({ label: 'Name', theirs: current.name, mine: change.name });
  }
  if (change.address !== undefined) {
    fields.push({ label: 'View', theirs: current.address, mine: change.address });
  }
  if (change.visibility !== undefined) {
    fields.push({
      label: 'Who sees it',
      theirs: VISIBILITY_TEXT[current.visibility],
      mine: VISIBILITY_TEXT[change.visibility],
    });
  }
  return fields;
}

type Mode = 'idle' | 'actions' | 'rename' | 'history';

export interface SavedSearchRowProps {
  search: SavedSearch;
  count: NewCount;
  /** The address of the view on screen, to offer "Update to this view". */
  currentAddress: string;
  onOpen: () => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: open it, pin it, see what is new, and (owner or admin) change it. */
export function SavedSearchRow({
  search,
  count,
  currentAddress,
  onOpen,
  onDelete,
}: SavedSearchRowProps) {
  const [mode, setMode] = useState<Mode>('idle');
  const [draft, setDraft] = useState(search.name);
  // A rename is made from the version shown when it began, even if the list refreshes meanwhile.
  const [renameFrom, setRenameFrom] = useState(search.version);
  const actionsId = useId();
  const actions = useSavedSearchActions();
  const edit = useSavedSearchEdit(search, () => setMode('idle'));
  const link = linkOfAddress(search.address);

  const toggle = (next: Mode) => setMode((shown) => (shown === next ? 'idle' : next));

  const pin = async () => {
    try {
      await actions.pin(search, !search.pinned);
    } catch (failure) {
      showToast({
        tone: 'error',
        message: `“${search.name}” was not ${search.pinned ? 'unpinned' : 'pinned'}: ${
          isApiError(failure) ? failure.message : 'the Watchfloor server could not be reached.'
        }`,
      });
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || draft.trim() === search.name) return setMode('idle');
    edit.attempt({ name: draft.trim() }, renameFrom);
  };

  // Escape leaves the field, not the whole menu.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setMode('idle');
  };

  return (
    <li className="py-1.5" data-saved-search={search.id}>
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          aria-pressed={search.pinned}
          aria-label={`${search.pinned ? 'Unpin' : 'Pin'} ${search.name}`}
          title={search.pinned ? 'Unpin' : 'Pin to the top of this menu (for you only)'}
          onClick={() => void pin()}
          className={iconButton}
        >
          <Pin
            aria-hidden
            className={`size-3.5 ${search.pinned ? 'fill-current text-accent' : ''}`}
          />
        </button>
        <div className="min-w-0 flex-1">
          {link ? (
            <Link
              to={link.to}
              search={link.search as never}
              onClick={onOpen}
              title={`${search.name}\n${search.address}`}
              className={`block truncate rounded text-sm font-medium hover:underline ${focusRing}`}
            >
              {search.name}
            </Link>
          ) : (
            <span
              className="block truncate text-sm text-muted"
              title="This address no longer opens a view"
            >
              {search.name}
            </span>
          )}
          <p className="flex min-w-0 items-center gap-1 overflow-hidden text-xs whitespace-nowrap text-muted">
            <OwnershipBadge
              ownerName={search.owner.name}
              visibility={search.visibility}
              mine={search.mine}
            />
            {search.mine && (
              <span>· {search.visibility === 'private' ? 'private' : 'shared with the team'}</span>
            )}
          </p>
        </div>
        <span className="pt-0.5">
          <NewBadge count={count} />
        </span>
        <button
          type="button"
          aria-label={`More for ${search.name}`}
          aria-expanded={mode !== 'idle'}
          aria-controls={actionsId}
          onClick={() => toggle('actions')}
          className={iconButton}
        >
          <Ellipsis aria-hidden className="size-4" />
        </button>
      </div>

      <div id={actionsId} className="pl-7">
        {mode === 'actions' && (
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {search.mayChange ? (
              <>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => {
                    setDraft(search.name);
                    setRenameFrom(search.version);
                    setMode('rename');
                  }}
                >
                  Rename
                </button>
                {currentAddress !== search.address && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={edit.busy}
                    title={currentAddress}
                    onClick={() => edit.attempt({ address: currentAddress })}
                  >
                    Update to this view
                  </button>
                )}
                <button
                  type="button"
                  className={smallButton}
                  disabled={edit.busy}
                  onClick={() =>
                    edit.attempt({ visibility: search.visibility === 'team' ? 'private' : 'team' })
                  }
                >
                  {search.visibility === 'team' ? 'Make private' : 'Share with team'}
                </button>
              </>
            ) : (
              <span className="text-xs text-muted">
                {search.owner.name} owns it: only they or an admin can change it.
              </span>
            )}
            <button type="button" className={smallButton} onClick={() => toggle('history')}>
              History
            </button>
            {search.mayChange && (
              <button
                type="button"
                className={`${smallButton} text-danger`}
                onClick={() => onDelete(search)}
              >
                Delete
              </button>
            )}
          </div>
        )}

        {mode === 'rename' && (
          <form onSubmit={rename} className="mt-1 flex items-center gap-1.5">
            <label className="sr-only" htmlFor={`${actionsId}-name`}>
              New name for {search.name}
            </label>
            <input
              id={`${actionsId}-name`}
              value={draft}
              maxLength={200}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={cancelOnEscape}
              className={`min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-sm ${focusRing}`}
            />
            <button type="submit" className={primaryButton} disabled={edit.busy}>
              Save
            </button>
            <button type="button" className={secondaryButton} onClick={() => setMode('idle')}>
              Cancel
            </button>
          </form>
        )}

        {mode === 'history' && (
          <div className="mt-2 max-h-48 overflow-auto">
            <SavedSearchHistory id={search.id} />
          </div>
        )}

        {edit.error && (
          <p role="alert" className="mt-1 text-xs break-words text-danger">
            Not saved: {edit.error}
          </p>
        )}
        {edit.conflict && (
          <div className="mt-2">
            <ConflictNotice
              changedBy={edit.conflict.changedBy}
              fields={conflictFields(edit.conflict)}
              onUseTheirs={edit.keepTheirs}
              onApplyMine={edit.applyMine}
            />
          </div>
        )}
      </div>
    </li>
  );
}
