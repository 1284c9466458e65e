import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { useCheckedSearch } from '@/lib/url/use-checked-search';
import { parseSitesSearch, SITES_SETTINGS } from './sites-search';
import { Plus, Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { compileRadiusRule } from '../../../contract/sites/radius-rules';
import { sitesOfTable } from '../../../contract/sites/site-table';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { ListEmpty, ListError } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { apiErrorOf } from '@/lib/http/api-error';
import { getSitesExposureOptions, listSitesOptions } from '@/lib/http/watchfloor';
import { formatTimeOfDay } from '@/lib/time/format-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AddSitePanel } from './add-site-panel';
import { EMPTY_DRAFT, draftPosition, previewRule, type SiteDraft } from './form/site-draft';
import { SiteList } from './list/site-list';
import { SitesMap } from './map/sites-map';
import { orderSites, rowsOfHead } from './site-order';
import { sitesHeadOptions } from './sites-request';
import { ImportDialog } from './transfer/import-dialog';
import { ExportLinks } from './transfer/export-links';
import { formatCount } from '@/lib/text/format-count';
import { plural } from '@/lib/text/plural';
import { LoadingShape } from '@/components/loading-shape';

const route = getRouteApi('/_app/sites/');

/**
 * True from the frame after `ready` first holds: the map (WebGL set-up, a long task) starts only
 * once the list has painted, so 10,000 sites show as rows as soon as they arrive.
 */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, painted]);
  return painted;
}

/** The counts change as incidents arrive; the server keeps a scan for a minute. */
const EXPOSURE_REFRESH_MS = 60_000;

/**
 * The places the team protects: every site with what happened inside its radius in the last
 * 24 hours and 7 days (the most exposed first), beside a map of them all.
 */
export function SitesPage() {
  useDocumentTitle('Sites');
  const { search, ...link } = useCheckedSearch(parseSitesSearch, SITES_SETTINGS);
  const navigate = route.useNavigate();
  const sites = useQuery(listSitesOptions());
  const exposure = useQuery({
    ...getSitesExposureOptions(),
    refetchInterval: EXPOSURE_REFRESH_MS,
  });
  const sitesError = apiErrorOf(sites.error, 'watchfloor', 'GET /api/watchfloor/sites');
  const exposureError = apiErrorOf(
    exposure.error,
    'watchfloor',
    'GET /api/watchfloor/sites/exposure',
  );
  const [draft, setDraft] = useState<SiteDraft>(EMPTY_DRAFT);
  const [importing, setImporting] = useState(false);

  const exposureBySite = useMemo(
    () =>
      exposure.data
        ? new Map(exposure.data.data.sites.map((found) => [found.siteId, found]))
        : undefined,
    [exposure.data],
  );
  const table = sites.data?.data;
  // The first screen (a few kB, in the page's order with its counts) paints first when it comes
  // first. The whole table then waits until that has painted and the order is known: turning
  // 10,000 sites into rows and rendering them (~60 ms) would hold back the first screen's
  // frame. Without a first screen the table is listed as soon as it lands (by name while the
  // counts are worked out). Once listed, it stays.
  const [allShown, setAllShown] = useState(Boolean(table));
  const head = useQuery({ ...sitesHeadOptions(search), enabled: !search.q && !allShown });
  // A filter needs every site: the first screen is the unfiltered list's.
  const firstScreen = search.q ? undefined : head.data?.data;
  const headPainted = useAfterPaint(Boolean(firstScreen));
  const orderKnown = search.sort === 'name' || exposure.data || exposure.error;
  if (!allShown && table && (!firstScreen || (orderKnown && headPainted))) setAllShown(true);
  const all = useMemo(
    () => (table && allShown ? sitesOfTable(table) : undefined),
    [table, allShown],
  );
  const headRows = useMemo(
    () => (firstScreen && !allShown ? rowsOfHead(firstScreen) : undefined),
    [firstScreen, allShown],
  );
  const rows = useMemo(
    () => orderSites(all ?? [], exposureBySite, search.sort ?? 'exposure', search.q),
    [all, exposureBySite, search.sort, search.q],
  );
  const total = table?.count ?? firstScreen?.total;
  const mapRows = useMemo(
    () => orderSites(all ?? [], exposureBySite, 'name', undefined),
    [all, exposureBySite],
  );

  const setFilter = useCallback(
    (q: string | undefined) => void navigate({ search: (prev) => ({ ...prev, q }), replace: true }),
    [navigate],
  );
  const closeAdding = () => {
    setDraft(EMPTY_DRAFT);
    void navigate({ search: (prev) => ({ ...prev, add: undefined }) });
  };
  const scan = exposure.data?.data;
  const mapWanted = useAfterPaint(Boolean(all));

  return (
    <div className="flex h-[calc(100vh-3.0625rem)] min-h-[32rem] flex-col">
      <header className="flex flex-col gap-2 border-b border-line px-4 py-2.5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-lg font-semibold">Sites</h1>
          {total ? (
            <span className="text-sm text-muted tabular-nums">
              {search.q && all ? `${formatCount(rows.length)} of ` : ''}
              {plural(total, 'site')}
            </span>
          ) : null}
          <SearchField
            label="Filter sites by name, address or tag"
            placeholder="Filter by name, address or tag"
            value={search.q}
            onCommit={setFilter}
            className="w-full max-w-xs"
          />
          <label className="flex items-center gap-1.5 text-sm">
            <span className="text-muted">Order</span>
            <select
              className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
              value={search.sort ?? 'exposure'}
              onChange={(event) =>
                void navigate({
                  search: (prev) => ({
                    ...prev,
                    sort: event.target.value === 'name' ? ('name' as const) : undefined,
                  }),
                  replace: true,
                })
              }
            >
              <option value="exposure">Most exposed first</option>
              <option value="name">By name</option>
            </select>
          </label>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={primaryButton}
              onClick={() => void navigate({ search: (prev) => ({ ...prev, add: true as const }) })}
            >
              <Plus aria-hidden className="size-4" /> Add a site
            </button>
            <button type="button" className={secondaryButton} onClick={() => setImporting(true)}>
              <Upload aria-hidden className="size-4" /> Import
            </button>
            <ExportLinks />
          </div>
        </div>
        <p role="status" className="text-xs text-muted">
          {exposureError
            ? `The incidents near each site could not be counted: ${exposureError.message}`
            : total === 0
              ? 'Each site will show the incidents inside its radius in the last 24 hours and 7 days.'
              : scan
                ? `Incidents inside each site’s radius, from ${formatCount(scan.incidentsScanned)} incidents of the last 7 days, counted at ${formatTimeOfDay(Date.parse(scan.computedAt))}${scan.truncated ? ' (the busiest week reads only the latest 20,000)' : ''}.`
                : total
                  ? 'Counting the incidents near each site…'
                  : ''}
        </p>
      </header>
      <div className="px-4 pt-2 empty:hidden">
        <DroppedParametersNotice dropped={link.dropped} onDismiss={link.dismissDropped} />
      </div>
      <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-2 lg:grid-rows-1">
        <section
          aria-label={search.add ? 'New site' : 'Site list'}
          className="flex min-h-0 flex-col border-line lg:border-r"
        >
          {search.add ? (
            <AddSitePanel draft={draft} onChange={setDraft} onClose={closeAdding} />
          ) : sitesError && !table ? (
            <div className="p-4">
              <ListError
                title="The sites could not be loaded"
                error={sitesError}
                onRetry={() => void sites.refetch()}
              />
            </div>
          ) : total === 0 ? (
            <div className="p-4">
              <ListEmpty>
                The team has no sites yet. Add one (click the map to place it) or import a CSV or
                GeoJSON file.
              </ListEmpty>
            </div>
          ) : all && rows.length === 0 ? (
            <div className="p-4">
              <ListEmpty>
                No site matches “{search.q}”.{' '}
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setFilter(undefined)}
                >
                  Clear the filter
                </button>
              </ListEmpty>
            </div>
          ) : headRows || all ? (
            <SiteList
              rows={headRows ?? rows}
              total={headRows ? (total ?? headRows.length) : rows.length}
              counts={
                (headRows ? firstScreen?.exposure : exposure.data)
                  ? 'ready'
                  : exposureError
                    ? 'failed'
                    : 'counting'
              }
              label={`Sites, ${search.sort === 'name' ? 'by name' : 'most exposed first'}`}
            />
          ) : (
            <LoadingShape label="Loading the sites" className="space-y-2 p-4">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded bg-raised" />
              ))}
            </LoadingShape>
          )}
        </section>
        <div data-sites-map className="relative min-h-0">
          {all && mapWanted ? (
            <SitesMap
              className="h-full w-full"
              rows={mapRows}
              onOpen={(siteId) => void navigate({ to: '/sites/$siteId', params: { siteId } })}
              placing={
                search.add
                  ? {
                      position: draftPosition(draft),
                      radiiKm: [compileRadiusRule(previewRule(draft.radius)).maxKm],
                      onPick: ([longitude, latitude]) =>
                        setDraft((current) => ({
                          ...current,
                          latitude: String(latitude),
                          longitude: String(longitude),
                        })),
                    }
                  : undefined
              }
            />
          ) : (
            <div className="h-full w-full animate-pulse bg-raised" />
          )}
        </div>
      </div>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
