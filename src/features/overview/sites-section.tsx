import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { formatKm } from '@/lib/geo/format-distance';
import { apiErrorOf } from '@/lib/http/api-error';
import { getSitesExposureOptions, listSitesOptions } from '@/lib/http/watchfloor';
import { HomeSection, NewItemsButton, ViewArrow, viewLinkClass } from './home-section';
import { ImpactNumber } from '@/components/impact-number';
import { dayTotals, exposureMapSites, mapsEverySite, nearSitesRows } from './site-exposure-rows';
import { LazySitesExposureMap, LoadingMap } from './lazy-sites-exposure-map';
import { useHeldItems } from './use-held-items';
import { plural } from '@/lib/text/plural';
import { formatCount } from '@/lib/text/format-count';

const ROWS_SHOWN = 8;
/** Asked again every minute (the server reads the vendor at most once a minute per analyst). */
const EXPOSURE_REFRESH_MS = 60_000;

/**
 * The part that matters most at the start of a shift: incidents within our sites' radius since
 * the analyst last looked, on a map beside the sites and in a list by impact and distance.
 */
export function SitesSection({
  sinceMs,
  previousLook,
  nowMs,
}: {
  sinceMs: number;
  /** False on a first visit: `sinceMs` is then a day ago, not a previous look. */
  previousLook: boolean;
  nowMs: number;
}) {
  const exposure = useQuery({ ...getSitesExposureOptions(), refetchInterval: EXPOSURE_REFRESH_MS });
  const answer = exposure.data?.data;
  // The whole table only for a small team, whose every site the map draws: the exposure answer
  // names and places the sites with incidents itself, and 10,000 sites are a megabyte to read.
  const sites = useQuery({
    ...listSitesOptions(),
    enabled: answer !== undefined && mapsEverySite(answer),
  });
  const error =
    apiErrorOf(exposure.error, 'watchfloor', 'GET /api/watchfloor/sites/exposure') ??
    apiErrorOf(sites.error, 'watchfloor', 'GET /api/watchfloor/sites');
  const table = sites.data?.data;
  const rows = useMemo(
    () => (answer ? nearSitesRows(answer, Math.floor(sinceMs / 1000)) : undefined),
    [answer, sinceMs],
  );
  // A small team's map waits for its table rather than framing a few sites, then all of them.
  const mapSites = useMemo(
    () =>
      answer && (table || !mapsEverySite(answer)) ? exposureMapSites(answer, table) : undefined,
    [answer, table],
  );
  const held = useHeldItems(rows, (row) => row.incident.id);
  const day = answer ? dayTotals(answer) : undefined;
  const siteCount = answer?.siteCount;

  return (
    <HomeSection
      busy={exposure.isPending}
      id="home-sites"
      title="Near our sites"
      viewLink={
        <Link to="/sites" className={viewLinkClass}>
          All sites <ViewArrow />
        </Link>
      }
      summary={
        siteCount === undefined || day === undefined || siteCount === 0 ? null : (
          <>
            In the last 24 hours, {plural(day.incidents, 'incident')} within the radius of{' '}
            {plural(day.sites, 'site')} of {formatCount(siteCount)}.
            {answer?.truncated ? ' The week was too busy to read whole: counts are a floor.' : ''}
          </>
        )
      }
      error={error}
      onRetry={() => {
        void exposure.refetch();
        if (sites.isError) void sites.refetch();
      }}
    >
      {siteCount === 0 ? (
        <p className="text-sm">
          No sites yet. Add the offices, sites and people you protect on the{' '}
          <Link
            to="/sites"
            search={{ add: true }}
            className={`rounded text-accent underline ${focusRing}`}
          >
            Sites
          </Link>{' '}
          page (one by one or from a CSV file), and this part shows what happens within their
          radius.
        </p>
      ) : !rows ? (
        <div aria-hidden className="h-64 animate-pulse rounded-lg bg-raised" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {mapSites ? <LazySitesExposureMap sites={mapSites} rows={held.shown} /> : <LoadingMap />}
          <div className="min-w-0">
            <NewItemsButton
              count={held.newCount}
              noun={['incident', 'incidents']}
              onShow={held.showNew}
            />
            {held.shown.length === 0 ? (
              <p className="text-sm text-muted">
                {previousLook ? (
                  <>
                    Nothing new within your sites’ radius since you last looked (
                    <RelativeInstant epochMs={sinceMs} nowMs={nowMs} />
                    ).
                  </>
                ) : (
                  'Nothing within your sites’ radius in the last 24 hours.'
                )}
              </p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Incidents near our sites">
                {held.shown.slice(0, ROWS_SHOWN).map((row) => (
                  <li key={row.incident.id} className="flex items-start gap-2 py-2 text-sm">
                    <ImpactNumber rating={row.incident.impact} label={row.incident.impactLabel} />
                    <div className="min-w-0 flex-1">
                      <Link
                        to="/incidents/$incidentId"
                        params={{ incidentId: row.incident.id }}
                        className={`block truncate rounded font-medium hover:underline ${focusRing}`}
                      >
                        {row.incident.summary}
                      </Link>
                      <p className="truncate text-xs text-muted">
                        {formatKm(row.distanceKm)} from{' '}
                        <Link
                          to="/sites/$siteId"
                          params={{ siteId: row.site.id }}
                          search={{ period: 'P1D' }}
                          className={`rounded underline ${focusRing}`}
                        >
                          {row.site.name}
                        </Link>
                        {row.otherSites ? ` and ${plural(row.otherSites, 'other site')}` : ''} ·{' '}
                        {row.incident.category.name} · started{' '}
                        <RelativeInstant epochMs={row.incident.startedAt * 1000} nowMs={nowMs} />
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {held.shown.length > ROWS_SHOWN ? (
              <p className="mt-2 text-xs text-muted">
                And {plural(held.shown.length - ROWS_SHOWN, 'more incident')}: open{' '}
                <Link to="/sites" className={`rounded underline ${focusRing}`}>
                  Sites
                </Link>{' '}
                for every site’s list.
              </p>
            ) : null}
          </div>
        </div>
      )}
    </HomeSection>
  );
}
