import { useQuery } from '@tanstack/react-query';
import { History, Lock, Pencil, Trash2, Users } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { describeShape } from '../../../contract/areas/area-geometry';
import { fold } from '../../../contract/query-language/fuzzy';
import { fetchAreaHistory, useAreas, useAreaWrites, type Area } from '@/lib/areas/areas-api';
import { apiErrorOf, isApiError } from '@/lib/http/api-error';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { showToast } from '@/lib/toasts/toast-store';
import { focusRing, primaryButton, secondaryButton } from '../button-styles';
import { ConfirmDialog } from '../workspace/confirm-dialog';
import { ConflictNotice } from '../workspace/conflict-notice';
import { HistoryList } from '../workspace/history-list';
import { useUndoableDelete } from '../workspace/use-undoable-delete';
import { OwnershipBadge } from '../workspace/visibility-field';
import { AreaOutline } from './area-outline';
import { ImportAreas } from './import-areas';
import { RetryAlert } from '../retry-alert';

const iconButton = `rounded p-1 text-muted hover:bg-raised hover:text-ink disabled:opacity-40 ${focusRing}`;
const small = '!px-2 !py-1 text-xs';

function RenameForm({ area, onDone }: { area: Area; onDone: () => void }) {
  const writes = useAreaWrites();
  const [name, setName] = useState(area.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (from: Pick<Area, 'id' | 'version'>) => {
    setBusy(true);
    setProblem(null);
    try {
      await writes.update(from, { name: name.trim() });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.isConflict) setTheirs(error.current as Area);
      else
        setProblem(
          isApiError(error) ? error.message : 'The Watchfloor server could not be reached.',
        );
    } finally {
      setBusy(false);
    }
  };

  if (theirs) {
    return (
      <ConflictNotice
        changedBy={undefined}
        fields={[
          { label: 'Name', theirs: theirs.name, mine: name.trim() },
          { label: 'Shape', theirs: describeShape(theirs.shape), mine: describeShape(area.shape) },
        ]}
        onUseTheirs={onDone}
        onApplyMine={() => {
          setTheirs(null);
          void save(theirs);
        }}
      />
    );
  }
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void save(area);
      }}
    >
      <div className="flex gap-1">
        <input
          value={name}
          autoFocus
          aria-label={`New name for ${area.name}`}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onDone();
            }
          }}
          className={`h-7 min-w-0 flex-1 rounded border border-line bg-canvas px-2 text-sm ${focusRing}`}
        />
        <button type="submit" className={`${primaryButton} ${small}`} disabled={busy}>
          Save
        </button>
        <button type="button" className={`${secondaryButton} ${small}`} onClick={onDone}>
          Cancel
        </button>
      </div>
      {problem ? (
        <p role="alert" className="rounded bg-danger-soft px-2 py-1 text-xs">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function AreaHistory({ area }: { area: Area }) {
  const history = useQuery({
    queryKey: ['area-history', area.id, area.version],
    queryFn: () => fetchAreaHistory(area.id),
  });
  if (history.isPending) return <p className="text-xs text-muted">Loading the history…</p>;
  if (history.isError) {
    return (
      <p role="alert" className="text-xs text-danger">
        The history could not be loaded: {history.error.message}
      </p>
    );
  }
  return (
    <HistoryList
      events={history.data}
      labels={{ name: 'the name', visibility: 'who sees it', shape: 'the shape' }}
    />
  );
}

function AreaRow({
  area,
  mine,
  used,
  useLabel,
  onUse,
  onDelete,
  extra,
}: {
  area: Area;
  mine: boolean;
  used: boolean;
  useLabel: string;
  onUse?: (area: Area) => void;
  onDelete: (area: Area) => void;
  extra?: (area: Area) => ReactNode;
}) {
  const writes = useAreaWrites();
  const [renaming, setRenaming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // A second line for links and the owner's actions; a reader's row is one line.
  const links = extra?.(area);
  const secondLine = Boolean(links) || area.mayChange;
  const historyButton = (
    <button
      type="button"
      className={iconButton}
      aria-label={`History of ${area.name}`}
      aria-expanded={showHistory}
      onClick={() => setShowHistory((open) => !open)}
    >
      <History aria-hidden className="size-3.5" />
    </button>
  );
  const share = async () => {
    const visibility = area.visibility === 'team' ? 'private' : 'team';
    try {
      await writes.update(area, { visibility });
      showToast({
        message:
          visibility === 'team'
            ? `“${area.name}” is shared with the team.`
            : `“${area.name}” is now only yours.`,
      });
    } catch (error) {
      showToast({
        tone: 'error',
        message: `“${area.name}” was not changed: ${isApiError(error) ? error.message : 'the Watchfloor server could not be reached.'}`,
      });
    }
  };
  return (
    <li
      data-area-id={area.id}
      className={`flex flex-col gap-1.5 border-b border-line px-3 py-2 last:border-b-0 ${used ? 'bg-accent/10' : ''}`}
    >
      <div className="flex items-center gap-2">
        <AreaOutline rings={area.apiPolygon} />
        <div className="min-w-0 flex-1">
          {renaming ? (
            <RenameForm area={area} onDone={() => setRenaming(false)} />
          ) : (
            <p className="truncate text-sm font-medium" title={area.name}>
              {area.name}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <OwnershipBadge ownerName={area.owner.name} visibility={area.visibility} mine={mine} />
            <span>{describeShape(area.shape)}</span>
            {area.simplifiedFrom ? (
              <span title="The incident API gets a simpler outline, so the filter fits in a link.">
                sent as {area.apiPolygon.reduce((sum, ring) => sum + ring.length - 1, 0)} corners
              </span>
            ) : null}
          </p>
        </div>
        {secondLine ? null : historyButton}
        {onUse ? (
          <button
            type="button"
            className={`${used ? secondaryButton : primaryButton} ${small} shrink-0`}
            aria-label={`${useLabel}: ${area.name}`}
            aria-pressed={used}
            onClick={() => onUse(area)}
          >
            {used ? 'In use' : useLabel}
          </button>
        ) : null}
      </div>
      {secondLine ? (
        <div className="flex flex-wrap items-center gap-1 pl-11">
          {links}
          <span className="ml-auto flex items-center gap-0.5">
            {historyButton}
            {area.mayChange ? (
              <>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Rename ${area.name}`}
                  onClick={() => setRenaming(true)}
                >
                  <Pencil aria-hidden className="size-3.5" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={
                    area.visibility === 'team'
                      ? `Make ${area.name} private`
                      : `Share ${area.name} with the team`
                  }
                  title={area.visibility === 'team' ? 'Make it private' : 'Share it with the team'}
                  onClick={() => void share()}
                >
                  {area.visibility === 'team' ? (
                    <Lock aria-hidden className="size-3.5" />
                  ) : (
                    <Users aria-hidden className="size-3.5" />
                  )}
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-danger`}
                  aria-label={`Delete ${area.name}`}
                  onClick={() => onDelete(area)}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                </button>
              </>
            ) : null}
          </span>
        </div>
      ) : null}
      {showHistory ? (
        <div className="pl-11">
          <AreaHistory area={area} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The team's areas: find one by name, use it (the caller says what using means: the explorer's
 * filter, the countries of a list), and keep the list in order: rename, share or hide, see
 * who changed what, delete (asked first, undone from the toast), import from GeoJSON.
 */
export function AreasPanel({
  onUse,
  usedId,
  useLabel = 'Use',
  extra,
  heading = 'Team areas',
  children,
}: {
  onUse?: (area: Area) => void;
  usedId?: string;
  useLabel?: string;
  /** More links on each row (e.g. the news about the area's countries). */
  extra?: (area: Area) => ReactNode;
  heading?: string;
  /** Above the list: a form to save the drawn area, for instance. */
  children?: ReactNode;
}) {
  const areas = useAreas();
  const writes = useAreaWrites();
  const me = useSignedInEmail();
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const deletion = useUndoableDelete<Area>({
    remove: (area) => writes.remove(area),
    restore: (area) => writes.restore(area),
    noun: 'area',
  });
  const shown = useMemo(() => {
    const term = fold(filter.trim());
    const all = areas.data ?? [];
    return term === '' ? all : all.filter((area) => fold(area.name).includes(term));
  }, [areas.data, filter]);

  return (
    <section aria-label={heading} className="flex min-h-0 flex-col text-ink">
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        <h2 className="text-sm font-semibold">{heading}</h2>
        <span className="ml-auto">
          <ImportAreas onImported={(imported) => imported[0] && onUse?.(imported[0])} />
        </span>
      </div>
      {children ? <div className="border-b border-line px-3 py-2">{children}</div> : null}
      {(areas.data?.length ?? 0) > 5 ? (
        <div className="border-b border-line px-3 py-2">
          <label htmlFor={searchId} className="sr-only">
            Find an area by name
          </label>
          <input
            id={searchId}
            type="search"
            value={filter}
            placeholder="Find an area by name"
            onChange={(event) => setFilter(event.target.value)}
            className={`h-7 w-full rounded border border-line bg-canvas px-2 text-sm ${focusRing}`}
          />
        </div>
      ) : null}
      {areas.isPending ? (
        <p className="px-3 py-3 text-sm text-muted">Loading the team’s areas…</p>
      ) : areas.isError ? (
        <RetryAlert compact className="px-3 py-3" onRetry={() => void areas.refetch()}>
          The areas could not be loaded:{' '}
          {apiErrorOf(areas.error, 'watchfloor', 'GET /api/watchfloor/areas')?.message}
        </RetryAlert>
      ) : shown.length === 0 ? (
        <p className="px-3 py-3 text-sm text-muted">
          {filter
            ? `No area’s name contains “${filter}”.`
            : 'No areas yet. Draw one on the map and save it, or import a GeoJSON file.'}
        </p>
      ) : (
        <ul aria-label="Areas" className="min-h-0 overflow-y-auto">
          {shown.map((area) => (
            <AreaRow
              key={area.id}
              area={area}
              mine={area.owner.email === me}
              used={area.id === usedId}
              useLabel={useLabel}
              onUse={onUse}
              onDelete={deletion.ask}
              extra={extra}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deletion.pending !== null}
        title={`Delete the area “${deletion.pending?.name ?? ''}”?`}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        {deletion.pending?.visibility === 'team'
          ? 'The team loses it from their lists; links that name it keep their polygon. You can undo this for 30 minutes.'
          : 'You can undo this for 30 minutes.'}
      </ConfirmDialog>
    </section>
  );
}
