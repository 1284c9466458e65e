import { Link, useElementScrollRestoration } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { IncidentListItem } from '@/lib/http/incidents';
import type { TriageState } from '@/lib/http/watchfloor';
import { focusRing } from '../button-styles';
import { TriageBadge } from '../triage/triage-badge';
import { INCIDENT_COLUMNS, type IncidentColumn } from './columns';
import type { IncidentSortKey } from './incident-sort';
import { ariaSortOf, nextSortKeys } from './sort-keys';

const ROW_HEIGHT = 34;

export interface IncidentTableProps {
  incidents: readonly IncidentListItem[];
  /** What the table lists, for screen readers ("Incidents matching the filters"). */
  label: string;
  /** The sort shown in the headers; with `onSortChange`, headers sort on click. */
  sort?: readonly IncidentSortKey[];
  onSortChange?: (keys: IncidentSortKey[]) => void;
  selectedId?: string;
  onSelect?: (id: string) => void;
  /** True while a newer result is loading; the current rows stay, dimmed. */
  stale?: boolean;
  /** Position of the first row in the whole result (paging), for `aria-rowindex`. */
  firstRowIndex?: number;
  /**
   * The team's triage of the rows, by incident id: given, the table shows a Triage column.
   * Until `loaded`, a row missing from `byId` may yet have one, so its cell stays blank.
   */
  triage?: { byId: ReadonlyMap<string, TriageState>; loaded: boolean };
  /** Keeps the scroll position per history entry, so coming back lands on the same row. */
  scrollRestorationId: string;
  className?: string;
}

function SortHeader({
  column,
  sort,
  onSortChange,
}: {
  column: IncidentColumn;
  sort: readonly IncidentSortKey[];
  onSortChange?: (keys: IncidentSortKey[]) => void;
}) {
  const property = column.sortProperty;
  const position = property ? sort.findIndex((key) => key.property === property) : -1;
  const key = position >= 0 ? sort[position] : undefined;
  const content = (
    <>
      {column.header}
      {key &&
        (key.direction === 'asc' ? (
          <ArrowUp aria-hidden className="size-3" />
        ) : (
          <ArrowDown aria-hidden className="size-3" />
        ))}
      {key && sort.length > 1 && (
        <span className="text-[10px] text-muted" aria-hidden>
          {position + 1}
        </span>
      )}
      {key && (
        <span className="sr-only">
          , sorted {key.direction === 'asc' ? 'ascending' : 'descending'}
          {sort.length > 1 ? `, key ${position + 1} of ${sort.length}` : ''}
        </span>
      )}
    </>
  );
  return (
    <th
      scope="col"
      aria-sort={property ? ariaSortOf(sort, property) : undefined}
      className={`sticky top-0 z-10 border-b border-line bg-surface px-2 py-1.5 text-left text-xs font-semibold text-muted ${column.className}`}
    >
      {property && onSortChange ? (
        <button
          type="button"
          title="Click to sort; Shift-click to add a sort key"
          onClick={(event: MouseEvent) =>
            onSortChange(nextSortKeys(sort, property, event.shiftKey))
          }
          className={`inline-flex items-center gap-1 rounded hover:text-ink ${focusRing}`}
        >
          {content}
        </button>
      ) : (
        <span className="inline-flex items-center gap-1">{content}</span>
      )}
    </th>
  );
}

/** The team's triage of the row; the table renders it from its `triage` prop. */
const TRIAGE_COLUMN: IncidentColumn = {
  id: 'triage',
  header: 'Triage',
  // Narrow on purpose: the summary keeps its room. The badge cuts off its least urgent part
  // (the assignee's initials) first; the whole triage is in its tooltip and for screen readers.
  className: 'w-24',
  cell: () => null,
};

/** The triage beside the id: what an analyst scans for first when working a list. */
const WITH_TRIAGE_COLUMNS = [INCIDENT_COLUMNS[0]!, TRIAGE_COLUMN, ...INCIDENT_COLUMNS.slice(1)];

function TriageCell({ state, loaded }: { state: TriageState | undefined; loaded?: boolean }) {
  if (state) return <TriageBadge state={state} />;
  if (!loaded) return null;
  return (
    <span className="text-xs text-muted">
      <span aria-hidden>·</span>
      <span className="sr-only">Not triaged</span>
    </span>
  );
}

/**
 * One row. Memoised: a render of the table that leaves a row's incident and selection alone
 * (a filter being chosen dims the table, the selection moves) leaves the row's cells alone too.
 */
const IncidentRow = memo(function IncidentRow({
  incident,
  rowIndex,
  selected,
  onSelect,
  columns,
  triageState,
  triageLoaded,
}: {
  incident: IncidentListItem;
  columns: readonly IncidentColumn[];
  /** The team's triage of this incident, when the table shows the Triage column. */
  triageState: TriageState | undefined;
  triageLoaded: boolean | undefined;
  /** `aria-rowindex`: the position in the whole result, the header being 1. */
  rowIndex: number;
  /** Undefined when rows cannot be selected. */
  selected: boolean | undefined;
  onSelect: ((id: string) => void) | undefined;
}) {
  return (
    <tr
      data-incident-id={incident.id}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      onClick={onSelect ? () => onSelect(incident.id) : undefined}
      style={{ height: ROW_HEIGHT }}
      className={`cursor-default ${selected ? 'bg-raised' : 'hover:bg-raised'}`}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={`truncate border-b border-line px-2 ${column.className} ${
            selected && column.id === 'id' ? 'shadow-[inset_3px_0_0] shadow-accent' : ''
          }`}
        >
          {column.id === 'id' ? (
            <Link
              to="/incidents/$incidentId"
              params={{ incidentId: incident.id }}
              className={`font-mono text-xs font-semibold text-accent hover:underline ${focusRing}`}
              onClick={(event) => event.stopPropagation()}
            >
              {incident.id}
            </Link>
          ) : column.id === TRIAGE_COLUMN.id ? (
            <TriageCell state={triageState} loaded={triageLoaded} />
          ) : (
            column.cell(incident)
          )}
        </td>
      ))}
    </tr>
  );
});

/**
 * The dense incident table of the explorer and the theme pages. Only the rows in view are in the
 * DOM, so a page of 1000 incidents scrolls as smoothly as one of 20.
 */
export function IncidentTable({
  incidents,
  label,
  sort = [],
  onSortChange,
  selectedId,
  onSelect,
  stale = false,
  firstRowIndex = 0,
  scrollRestorationId,
  triage,
  className = '',
}: IncidentTableProps) {
  const columns = triage ? WITH_TRIAGE_COLUMNS : INCIDENT_COLUMNS;
  const scrollRef = useRef<HTMLDivElement>(null);
  const restored = useElementScrollRestoration({ id: scrollRestorationId });
  // The virtualizer keeps mutable state outside React; the compiler skips this component for it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: incidents.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialOffset: restored?.scrollY,
  });

  // The rows get one callback for the table's life, so a new `onSelect` from the page (made
  // afresh on every render) does not draw every row again; it always calls the latest one.
  const latestOnSelect = useRef(onSelect);
  useLayoutEffect(() => {
    latestOnSelect.current = onSelect;
  });
  const select = useCallback((id: string) => latestOnSelect.current?.(id), []);

  const selectedIndex = selectedId ? incidents.findIndex((one) => one.id === selectedId) : -1;
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  // The fixed columns take 50rem (56rem with triage); the minimum width leaves the summary column
  // 10rem to read in a narrow container (which then scrolls sideways) instead of collapsing it.
  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  // `relative`: screen-reader-only text in the cells is absolutely positioned; without a
  // positioned scroller it escapes the scroll box and stretches the page below the table.
  return (
    <div
      ref={scrollRef}
      data-scroll-restoration-id={scrollRestorationId}
      className={`relative overflow-auto ${className}`}
    >
      {/* Dimmed at once while stale, not faded: a fade made the table a layer of its own,
          redrawn frame after frame, and held back the frame with the new rows. */}
      <table
        aria-label={label}
        aria-rowcount={firstRowIndex + incidents.length + 1}
        aria-busy={stale}
        className={`w-full ${triage ? 'min-w-[66rem]' : 'min-w-[60rem]'} table-fixed border-separate border-spacing-0 text-[13px] ${stale ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <SortHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: paddingTop }} />
            </tr>
          )}
          {rows.map((row) => {
            const incident = incidents[row.index]!;
            return (
              <IncidentRow
                key={incident.id}
                incident={incident}
                rowIndex={firstRowIndex + row.index + 2}
                selected={onSelect ? incident.id === selectedId : undefined}
                onSelect={onSelect ? select : undefined}
                columns={columns}
                triageState={triage?.byId.get(incident.id)}
                triageLoaded={triage?.loaded}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: paddingBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
