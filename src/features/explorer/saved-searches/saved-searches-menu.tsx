import { Link, useLocation } from '@tanstack/react-router';
import { Bookmark, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { useCloseOnOutsidePress } from '@/lib/use-close-on-outside-press';
import { focusRing, primaryButton, secondaryButton } from '@/components/button-styles';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';
import { fieldClass } from '../filters/editors/editor-props';
import {
  deleteSearch,
  markOpened,
  readSavedSearches,
  saveSearch,
  type SavedSearch,
} from './saved-searches-store';
import { useNewCounts, type NewCount } from './use-new-counts';

function NewBadge({ count }: { count: NewCount }) {
  if (count.state === 'loading') return <span className="text-xs text-muted">…</span>;
  if (count.state === 'unknown') {
    return (
      <span className="text-xs text-muted" title={count.reason}>
        —
      </span>
    );
  }
  if (count.count === 0) return <span className="text-xs text-muted">no new</span>;
  return (
    <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink tabular-nums">
      {count.count}
      {count.capped ? '+' : ''} new
    </span>
  );
}

/** The explorer address without the peek: what a saved search restores. */
function searchOfView(searchString: string): string {
  const { peek: _peek, ...rest } = parseSearchString(searchString);
  return stringifySearchRecord(rest);
}

/** Name the current view, reopen saved ones, and see what is new in each since last time. */
export function SavedSearchesMenu({ values }: { values: IncidentsQuery }) {
  const [open, setOpen] = useState(false);
  const [searches, setSearches] = useState<SavedSearch[]>([]);
  const [name, setName] = useState('');
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const counts = useNewCounts(searches, open);

  useCloseOnOutsidePress(rootRef, open, () => setOpen(false));

  const toggle = () => {
    if (!open) setSearches(readSavedSearches());
    setOpen(!open);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    saveSearch(name, searchOfView(location.searchStr));
    setSearches(readSavedSearches());
    setName('');
  };

  const activeCount = Object.keys(values).length;
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={secondaryButton}
      >
        <Bookmark aria-hidden className="size-4" /> Saved searches
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Saved searches"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className="absolute top-full right-0 z-30 mt-1 flex w-96 max-w-[90vw] flex-col gap-3 rounded-md border border-line bg-surface p-3 shadow-lg"
        >
          <form onSubmit={save} className="flex items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-muted">
              Save this view ({activeCount === 0 ? 'no filters' : `${activeCount} settings`}) as
              <input
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="e.g. Ongoing in Sahel, impact 4+"
                maxLength={80}
                className={fieldClass}
              />
            </label>
            <button type="submit" className={primaryButton} disabled={!name.trim()}>
              Save
            </button>
          </form>
          {searches.length === 0 ? (
            <p className="text-sm text-muted">
              No saved searches yet. They stay in this browser only.
            </p>
          ) : (
            <ul className="flex max-h-80 flex-col divide-y divide-line overflow-auto">
              {searches.map((saved, index) => (
                <li key={saved.id} className="flex items-center gap-2 py-1.5">
                  <Link
                    to="/incidents"
                    search={parseSearchString(saved.search) as never}
                    onClick={() => {
                      markOpened(saved.id);
                      setOpen(false);
                    }}
                    className={`min-w-0 flex-1 truncate rounded text-sm font-medium hover:underline ${focusRing}`}
                    title={saved.search || 'No filters'}
                  >
                    {saved.name}
                  </Link>
                  <NewBadge count={counts[index] ?? { state: 'loading' }} />
                  <button
                    type="button"
                    aria-label={`Delete saved search ${saved.name}`}
                    onClick={() => {
                      deleteSearch(saved.id);
                      setSearches(readSavedSearches());
                    }}
                    className={`rounded p-1 text-muted hover:text-danger ${focusRing}`}
                  >
                    <Trash2 aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
