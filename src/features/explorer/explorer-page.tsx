import { rootRouteId, useNavigate, useRouteContext } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { buildQuery } from '../../../contract/filters/query';
import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import type { TypedQuery } from '../../../contract/query-language/typed-query';
import { focusRing } from '@/components/button-styles';
import {
  addressAreaOf,
  AREA_CIRCLE_PARAMETER,
  AREA_ID_PARAMETER,
  areaLabel,
} from '@/lib/areas/address-area';
import { useAreas } from '@/lib/areas/areas-api';
import { useSignedInEmail } from '@/lib/session/use-signed-in-email';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { SavedSearchesMenu } from '@/components/saved-searches/saved-searches-menu';
import { useTriageStates } from '@/components/triage/use-triage-states';
import { stringifySearchRecord } from '@/lib/url/search-string';
import { explorerChangesOf } from '@/lib/url/typed-query-address';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useValueAfterPaint } from '@/lib/use-value-after-paint';
import { useThrottledValue } from '@/lib/use-throttled-value';
import { ExportMenu } from './export/export-menu';
import { ExplorerFilterBar } from './filters/explorer-filter-bar';
import { FilterChips } from './filters/filter-chips';
import { FILTER_CATALOG, type FilterName } from './filters/filter-catalog';
import { FilterPanel } from './filters/filter-panel';
import { LinkActions } from './link-actions';
import { WatchThisSearch } from '@/components/watches/watch-this';
import { PeekPanel } from './peek-panel';
import { pinAsOfNow } from './pin-as-of-now';
import { countNewIncidents } from './saved-search-counts';
import { LayoutToggle } from './layout-toggle';
import { isLayout, type ExplorerLayout } from './map/map-address';
import { ExplorerMapPanel } from './map/explorer-map-panel';
import { useMapIncidents } from './map/use-map-incidents';
import { LOADING_REDRAW_INTERVAL_MS } from './map/map-incidents';
import { TableResults } from './table-results';
import { LazyIncidentTimeline } from './timeline/lazy-incident-timeline';
import { startedAtFilterOf, startedAtRangeOf } from './timeline/timeline-range';
import { useExplorerSearch } from './use-explorer-search';
import { useIncidentResults } from './use-incident-results';
import { neighbourId } from './neighbour-row';
import { usePreloadPeeked } from './use-preload-peeked';
import { useRowHotkeys } from './use-row-hotkeys';

/** The saved area or drawn circle the address's area is: cleared with the area. */
const NO_AREA_NAMING = { [AREA_ID_PARAMETER]: undefined, [AREA_CIRCLE_PARAMETER]: undefined };

/** Every filter cleared, page back to 1; the sort and page size stay. */
const NO_FILTERS: IncidentsQuery = Object.fromEntries(
  [...FILTER_CATALOG.map((spec) => spec.name), 'page'].map((name) => [name, undefined]),
);

/** Where the analyst is in the results, not what they searched: not kept in a saved search. */
const EXPLORER_TRANSIENT = ['peek'] as const;

/** `/incidents`: the filter panel, the results table, the overview peek. */
export function ExplorerPage() {
  useDocumentTitle('Incidents');
  const search = useExplorerSearch();
  const { values, kept, query, update } = search;
  const navigate = useNavigate();
  const layout: ExplorerLayout = kept.layout && isLayout(kept.layout) ? kept.layout : 'table';
  const results = useIncidentResults(query, { enabled: layout !== 'map' });
  const [panelOpen, setPanelOpen] = useState(true);

  const incidents = useMemo(() => results.data?.data ?? [], [results.data]);
  const peek = kept.peek;
  // The page's triage in one request; a peek at an incident off the page rides along with it.
  const triageIds = useMemo(
    () => [...incidents.map((one) => one.id), ...(peek ? [peek] : [])],
    [incidents, peek],
  );
  const triage = useTriageStates(triageIds);
  const config = useRouteContext({ from: rootRouteId, select: (context) => context.config });
  const me = useSignedInEmail();
  // The area in the address by name, when it is one of the team's saved areas.
  const savedAreas = useAreas();
  const addressArea = addressAreaOf(
    values.area?.value,
    { areaId: kept[AREA_ID_PARAMETER], areaCircle: kept[AREA_CIRCLE_PARAMETER] },
    savedAreas.data,
  );
  // Loads only while a map shows; what it loaded stays cached for the next time.
  const mapIncidents = useMapIncidents(query, {
    enabled: layout !== 'table',
    limit: config.mapIncidentLimit,
  });
  const timelineStartTimes = useThrottledValue(mapIncidents.startedAtSeconds, {
    throttle: mapIncidents.state.status === 'loading',
    intervalMs: LOADING_REDRAW_INTERVAL_MS,
  });

  const changeFilter = useCallback(
    (name: FilterName, value: IncidentsQuery[FilterName] | undefined) =>
      update(
        { [name]: value, page: undefined },
        name === 'area' ? { kept: NO_AREA_NAMING } : undefined,
      ),
    [update],
  );
  const removeFilter = useCallback(
    (name: FilterName) => changeFilter(name, undefined),
    [changeFilter],
  );
  const clearFilters = useCallback(() => update(NO_FILTERS, { kept: NO_AREA_NAMING }), [update]);
  const applyTyped = useCallback(
    (query: Extract<TypedQuery, { view: 'incidents' }>, printedArea: boolean) => {
      const { changes, kept: view } = explorerChangesOf(query.reading, printedArea);
      update(changes, { kept: view });
    },
    [update],
  );
  const select = useCallback(
    (id: string | undefined) => update({}, { kept: { peek: id }, replace: true }),
    [update],
  );

  usePreloadPeeked(peek);
  // From the row selected when the write lands, not when this render happened: a second key
  // press may come before the first one's address has rendered, and must move on from it.
  const moveSelection = (step: 1 | -1) =>
    update(
      {},
      { kept: (latest) => ({ peek: neighbourId(incidents, latest.peek, step) }), replace: true },
    );
  useRowHotkeys({
    onNext: () => moveSelection(1),
    onPrevious: () => moveSelection(-1),
    onOpen: () => {
      if (peek) void navigate({ to: '/incidents/$incidentId', params: { incidentId: peek } });
    },
    onClose: () => select(undefined),
  });

  const pinNow = () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const pinned = pinAsOfNow(values, nowSeconds);
    // Pinned from the address as it stands when the write lands; the link shown is this one.
    update((latest) => {
      const next = pinAsOfNow(latest, nowSeconds).values;
      const cleared = Object.fromEntries(Object.keys(latest).map((name) => [name, undefined]));
      return { ...cleared, ...next, page: undefined };
    });
    const nextQuery = buildQuery(incidentsQuery, { ...pinned.values, page: undefined });
    const href = `${window.location.origin}${window.location.pathname}${stringifySearchRecord({ ...kept, ...nextQuery })}`;
    const note =
      pinned.unpinned.length > 0
        ? `${pinned.unpinned.join(', ')} stayed relative: it cannot be combined with the range already set.`
        : undefined;
    return { href, note };
  };

  // The filter panel (a third of the page's elements, and the reference lists its pickers ask
  // for) draws in the frame after the rows: entering the explorer, the rows come first.
  const filtersDrawn = useValueAfterPaint(true, false);
  return (
    <div className="flex h-[calc(100vh-3.0625rem)] min-h-[32rem]">
      {panelOpen && (
        <aside
          aria-label="Filters"
          aria-busy={!filtersDrawn}
          // A stable gutter and no sideways scroll: a picker opening or a long list never moves the panel.
          className="w-72 shrink-0 overflow-x-hidden overflow-y-auto border-r border-line bg-surface [scrollbar-gutter:stable]"
        >
          {filtersDrawn && <FilterPanel values={values} onChange={changeFilter} />}
        </aside>
      )}
      <section aria-labelledby="explorer-title" className="relative flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-2 border-b border-line px-4 py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => setPanelOpen((open) => !open)}
              aria-expanded={panelOpen}
              aria-label={panelOpen ? 'Hide the filter panel' : 'Show the filter panel'}
              className={`rounded p-1 text-muted hover:bg-raised hover:text-ink ${focusRing}`}
            >
              {panelOpen ? (
                <PanelLeftClose aria-hidden className="size-4" />
              ) : (
                <PanelLeftOpen aria-hidden className="size-4" />
              )}
            </button>
            <h1 id="explorer-title" className="text-lg font-semibold">
              Incidents
            </h1>
            {/* Beside the title, so the map and the table keep their height. */}
            <div className="min-w-64 flex-1 basis-80">
              <ExplorerFilterBar
                values={values}
                nearIncident={kept.nearIncident}
                areaId={addressArea.kind === 'saved' ? addressArea.area.id : undefined}
                onApply={applyTyped}
              />
            </div>
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <LayoutToggle
                layout={layout}
                onChange={(next) =>
                  update({}, { kept: { layout: next === 'table' ? undefined : next } })
                }
              />
              <LinkActions onPinAsOfNow={pinNow} />
              <SavedSearchesMenu
                view="incidents"
                transient={EXPLORER_TRANSIENT}
                countNew={countNewIncidents}
                // In the menu, not the toolbar: the toolbar keeps one row at 1280 px.
                extraActions={<WatchThisSearch transient={EXPLORER_TRANSIENT} />}
              />
              <ExportMenu values={values} />
            </div>
          </div>
          <DroppedParametersNotice dropped={search.dropped} onDismiss={search.dismissDropped} />
          <FilterChips
            values={values}
            areaText={areaLabel(addressArea, values.area?.value)}
            onRemove={removeFilter}
            onClearAll={clearFilters}
          />
        </div>
        <div className="relative flex min-h-0 flex-1">
          {layout !== 'map' && (
            <TableResults
              values={values}
              results={results}
              incidents={incidents}
              peek={peek}
              onSelect={select}
              onChange={(changes) => update(changes)}
              onClearFilters={() => update(NO_FILTERS, { kept: NO_AREA_NAMING })}
              triage={triage}
              className="flex-1"
            />
          )}
          {layout !== 'table' && (
            <ExplorerMapPanel
              mapIncidents={mapIncidents}
              startedAt={values.startedAt}
              at={kept.at}
              onViewport={(at) => update({}, { kept: { at }, replace: true })}
              layer={kept.mapLayer === 'heat' ? 'heat' : 'points'}
              onLayer={(layer) =>
                update({}, { kept: { mapLayer: layer === 'points' ? undefined : layer } })
              }
              selectedId={peek}
              onSelect={(id) => select(id)}
              area={values.area}
              onArea={(area, named) =>
                update(
                  { area, page: undefined },
                  named === 'keep' ? undefined : { kept: { ...NO_AREA_NAMING, ...named } },
                )
              }
              addressArea={addressArea}
              me={me}
              near={values.near}
              nearIncident={kept.nearIncident}
              below={
                <LazyIncidentTimeline
                  startTimes={timelineStartTimes}
                  range={startedAtRangeOf(values.startedAt)}
                  onRangeChange={(range, how) =>
                    update(
                      { startedAt: startedAtFilterOf(range), page: undefined },
                      { replace: how?.step ?? false },
                    )
                  }
                />
              }
              className={layout === 'split' ? 'w-1/2 border-l border-line' : 'flex-1'}
            />
          )}
          {/* Over the right-hand side (the table's last columns, or the map's edge). */}
          {peek && (
            <PeekPanel
              incidentId={peek}
              filters={values}
              triage={triage.byId.get(peek) ?? (triage.loaded ? null : undefined)}
              onClose={() => select(undefined)}
            />
          )}
        </div>
      </section>
    </div>
  );
}
