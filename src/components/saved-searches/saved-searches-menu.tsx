import { useLocation } from '@tanstack/react-router';
import { Bookmark } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorOf, isApiError } from '@/lib/http/api-error';
import {
  useSavedSearchActions,
  useSavedSearchList,
  type SavedSearch,
  type SavedSearchView,
} from '@/lib/saved-searches/saved-search-api';
import { useCloseOnOutsidePress } from '@/lib/use-close-on-outside-press';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { ConfirmDialog } from '../workspace/confirm-dialog';
import { useUndoableDelete } from '../workspace/use-undoable-delete';
import { VisibilityField, type Visibility } from '../workspace/visibility-field';
import { groupSavedSearches } from './group-saved-searches';
import { useNewCounts, type CountNew } from './new-counts';
import { SavedSearchRow } from './saved-search-row';
import { settingsIn, viewAddressOf } from './view-address';
import { RetryAlert } from '../retry-alert';

export interface SavedSearchesMenuProps {
  view: SavedSearchView;
  /** The view's parameters that say where the analyst is, not what they searched (`peek`). */
  transient: readonly string[];
  /** How the view counts what is new in one of its addresses (see NewCountQuery). */
  countNew: CountNew;
  /** Under the save form: what else the view offers to do with its address (watch it). */
  extraActions?: ReactNode;
}

const describeSettings = (address: string) => {
  const settings = settingsIn(address);
  return settings === 0 ? 'no filters' : settings === 1 ? '1 setting' : `${settings} settings`;
};

/**
 * The team's saved searches of one view, kept by the Watchfloor server: save the view on screen
 * (shared with the team unless made private), reopen one, pin what you use, see what is new in
 * each since you last opened it, and rename, repoint, share or delete (owner or admin).
 */
export function SavedSearchesMenu({
  view,
  transient,
  countNew,
  extraActions,
}: SavedSearchesMenuProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('team');
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const location = useLocation();
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const actions = useSavedSearchActions();
  const list = useSavedSearchList(view, open);
  const searches = list.data?.data.searches ?? [];
  const counts = useNewCounts(searches, open, countNew);
  const countOf = new Map(searches.map((search, index) => [search.id, counts[index]!]));
  const currentAddress = viewAddressOf(view, location.searchStr, transient);
  const deletion = useUndoableDelete<SavedSearch>({
    remove: actions.remove,
    restore: actions.restore,
    noun: 'saved search',
  });

  useCloseOnOutsidePress(rootRef, open && !deletion.pending, () => setOpen(false));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    setSaveProblem(null);
    try {
      const saved = await actions.create({ name, address: currentAddress, visibility });
      setName('');
      // Each new search starts team-visible again: sharing is the default, private a choice.
      setVisibility('team');
      setSavedNote(
        `Saved “${saved.name}”${saved.visibility === 'team' ? ' for the team' : ' for you only'}.`,
      );
    } catch (failure) {
      setSavedNote(null);
      setSaveProblem(
        isApiError(failure) ? failure.message : 'The Watchfloor server could not be reached.',
      );
    } finally {
      setSaving(false);
    }
  };

  const opened = (search: SavedSearch) => {
    setOpen(false);
    // What is new counts from now; a failure only leaves the count where it was.
    actions.looked(search).catch(() => undefined);
  };

  const listError = apiErrorOf(list.error, 'watchfloor', 'GET /api/watchfloor/saved-searches');
  let body;
  if (listError && !list.data) {
    body = (
      <RetryAlert onRetry={() => void list.refetch()}>
        The saved searches could not be loaded: {listError.message}
      </RetryAlert>
    );
  } else if (!list.data) {
    body = <p className="text-sm text-muted">Loading saved searches…</p>;
  } else if (searches.length === 0) {
    body = (
      <p className="text-sm text-muted">
        No saved searches here yet. What you save is shared with your team unless you choose Only
        me.
      </p>
    );
  } else {
    body = (
      <div className="flex max-h-[26rem] flex-col gap-2 overflow-auto pr-1">
        {groupSavedSearches(searches).map((group) => (
          <section key={group.id} aria-labelledby={`${panelId}-${group.id}`}>
            <h3
              id={`${panelId}-${group.id}`}
              className="text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {group.title}
            </h3>
            <ul className="flex flex-col divide-y divide-line">
              {group.searches.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  count={countOf.get(search.id) ?? { state: 'loading' }}
                  currentAddress={currentAddress}
                  onOpen={() => opened(search)}
                  onDelete={deletion.ask}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={secondaryButton}
      >
        <Bookmark aria-hidden className="size-4" /> Saved searches
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !deletion.pending) setOpen(false);
          }}
          className="absolute top-full right-0 z-30 mt-1 flex w-[32rem] max-w-[90vw] flex-col gap-3 rounded-md border border-line bg-surface p-3 text-ink shadow-lg"
        >
          <h2 id={headingId} className="sr-only">
            Saved searches
          </h2>
          <form onSubmit={(event) => void save(event)} className="flex flex-col gap-2">
            <div className="flex items-end gap-2">
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-muted">
                Save this view ({describeSettings(currentAddress)}) as
                <input
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder="e.g. Ongoing in Sahel, impact 4+"
                  maxLength={200}
                  aria-invalid={saveProblem !== null}
                  className={`rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink ${focusRing}`}
                />
              </label>
              <button type="submit" className={primaryButton} disabled={!name.trim() || saving}>
                Save
              </button>
            </div>
            <VisibilityField
              value={visibility}
              onChange={setVisibility}
              name={`${panelId}-visibility`}
            />
            {saveProblem && (
              <p role="alert" className="text-xs break-words text-danger">
                Not saved: {saveProblem}
              </p>
            )}
            {savedNote && !saveProblem && (
              <p role="status" className="text-xs text-muted">
                {savedNote}
              </p>
            )}
          </form>
          {extraActions}
          {body}
          <ConfirmDialog
            open={deletion.pending !== null}
            title={`Delete “${deletion.pending?.name ?? ''}”?`}
            confirmLabel="Delete"
            busy={deletion.busy}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            {deletion.pending?.visibility === 'team'
              ? 'The team will no longer see it. '
              : 'It will be gone from your list. '}
            You can undo it from the message that follows.
          </ConfirmDialog>
        </div>
      )}
    </div>
  );
}
