import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import { apiErrorOf } from '@/lib/http/api-error';
import { getWorldSummaryOptions, type WorldTopIncident } from '@/lib/http/watchfloor';
import { HomeSection, NewItemsButton, ViewArrow, viewLinkClass } from './home-section';
import { ImpactNumber } from '@/components/impact-number';
import { useHeldItems } from './use-held-items';
import { plural } from '@/lib/text/plural';
import { formatCount } from '@/lib/text/format-count';

/** Asked again every minute: the server reads the vendor at most once a minute per analyst. */
const WORLD_REFRESH_MS = 60_000;
const ROWS_PER_TABLE = 6;
const linkClass = `rounded hover:underline ${focusRing}`;

/**
 * The last 24 hours in the world: the incidents of impact 4 and up, and counts by category,
 * region and news taxonomy beside the same 24 hours a week earlier.
 */
export function WorldSection({ nowMs }: { nowMs: number }) {
  const world = useQuery({ ...getWorldSummaryOptions(), refetchInterval: WORLD_REFRESH_MS });
  const summary = world.data?.data;
  const held = useHeldItems(summary?.topIncidents, (incident: WorldTopIncident) => incident.id);
  const from = summary?.period.from;
  const since: Record<string, string> = from === undefined ? {} : { startedAt: `gte:${from}` };

  return (
    <HomeSection
      busy={world.isPending}
      id="home-world"
      title="The last 24 hours in the world"
      viewLink={
        <Link to="/incidents" search={since} className={viewLinkClass}>
          Every incident <ViewArrow />
        </Link>
      }
      summary={
        summary ? (
          <>
            {plural(summary.incidents.count, 'incident')} started (
            {formatCount(summary.incidents.previousCount)} the same day last week);{' '}
            {plural(summary.news.count, 'news item')} published (
            {formatCount(summary.news.previousCount)}).
            {summary.truncated ? ' A busy day: counts cover what one summary reads.' : ''}
          </>
        ) : null
      }
      error={apiErrorOf(world.error, 'watchfloor', 'GET /api/watchfloor/world')}
      onRetry={() => void world.refetch()}
    >
      {!summary ? (
        <div aria-hidden className="h-48 animate-pulse rounded-lg bg-raised" />
      ) : (
        <div className="grid gap-4">
          <div className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold">Impact 4 and above</h3>
            <NewItemsButton
              count={held.newCount}
              noun={['incident', 'incidents']}
              onShow={held.showNew}
            />
            {held.shown.length === 0 ? (
              <p className="text-sm text-muted">No incident of impact 4 or above started.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Incidents of impact 4 and above">
                {held.shown.map((incident) => (
                  <li key={incident.id} className="flex items-start gap-2 py-2 text-sm">
                    <ImpactNumber rating={incident.impact} label={incident.impactLabel} />
                    <div className="min-w-0 flex-1">
                      <Link
                        to="/incidents/$incidentId"
                        params={{ incidentId: incident.id }}
                        className={`block truncate font-medium ${linkClass}`}
                      >
                        {incident.summary}
                      </Link>
                      <p className="truncate text-xs text-muted">
                        {incident.countries.join(', ') || 'No country'} · {incident.category.name} ·
                        started{' '}
                        <RelativeInstant epochMs={incident.startedAt * 1000} nowMs={nowMs} />
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid min-w-0 gap-x-6 gap-y-4 md:grid-cols-3">
            <CountTable
              caption="By category"
              rows={summary.categories.map((category) => ({
                key: category.id,
                label: category.name,
                colour: category.colour,
                count: category.count,
                previousCount: category.previousCount,
                link: (
                  <Link
                    to="/incidents"
                    search={{ ...since, category: `in:${category.id}` }}
                    className={linkClass}
                  >
                    {category.name}
                  </Link>
                ),
              }))}
            />
            <CountTable
              caption="By region"
              rows={summary.regions.map((region) => ({
                key: region.code,
                label: region.name,
                count: region.count,
                previousCount: region.previousCount,
                link:
                  region.code === '??' ? (
                    region.name
                  ) : (
                    <Link
                      to="/incidents"
                      search={{ ...since, continent: `eq:${region.code}` }}
                      className={linkClass}
                    >
                      {region.name}
                    </Link>
                  ),
              }))}
            />
            <CountTable
              caption="News by taxonomy"
              rows={summary.news.taxonomies.map((taxonomy) => ({
                key: taxonomy.id,
                label: taxonomy.name,
                count: taxonomy.count,
                previousCount: taxonomy.previousCount,
                link: (
                  <Link
                    to="/news"
                    search={{ taxonomyId: `in:${taxonomy.id}` }}
                    className={linkClass}
                  >
                    {taxonomy.name}
                  </Link>
                ),
              }))}
            />
          </div>
        </div>
      )}
    </HomeSection>
  );
}

interface CountRow {
  key: string;
  label: string;
  colour?: string;
  count: number;
  previousCount: number;
  link: ReactNode;
}

/**
 * Counts of the day beside last week's, the largest first, the rest folded into "Others".
 * Fixed columns: the names get what the numbers leave, and the browser lays the table out from
 * its column widths instead of measuring every cell's text first. Aligned to the top, so a
 * short table beside longer ones keeps its rows' height rather than stretching them.
 */
function CountTable({ caption, rows }: { caption: string; rows: CountRow[] }) {
  const shown = rows.slice(0, ROWS_PER_TABLE);
  const rest = rows.slice(ROWS_PER_TABLE);
  return (
    <table className="w-full table-fixed self-start text-sm">
      <caption className="mb-1 text-left text-sm font-semibold">{caption}</caption>
      <colgroup>
        <col />
        <col className="w-16" />
        <col className="w-16" />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Last 24 hours</th>
          <th scope="col">Change from the same day last week</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-1 text-muted">
              Nothing in either period.
            </td>
          </tr>
        ) : null}
        {shown.map((row) => (
          <tr key={row.key} className="border-t border-line">
            <td className="max-w-0 truncate py-1 pr-2">
              {row.colour ? (
                <span
                  aria-hidden
                  className="mr-1.5 inline-block size-2.5 rounded-full align-middle"
                  style={{ backgroundColor: row.colour }}
                />
              ) : null}
              {row.link}
            </td>
            <td className="py-1 pr-2 text-right font-semibold tabular-nums">
              {formatCount(row.count)}
            </td>
            <td className="py-1 text-right text-xs">
              <Trend now={row.count} before={row.previousCount} />
            </td>
          </tr>
        ))}
        {rest.length > 0 ? (
          <tr className="border-t border-line text-muted">
            <td className="py-1 pr-2">{plural(rest.length, 'other')}</td>
            <td className="py-1 pr-2 text-right tabular-nums">
              {formatCount(rest.reduce((n, row) => n + row.count, 0))}
            </td>
            <td className="py-1 text-right text-xs">
              <Trend
                now={rest.reduce((n, row) => n + row.count, 0)}
                before={rest.reduce((n, row) => n + row.previousCount, 0)}
              />
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** Up or down from last week, in words for screen readers and an arrow for the eye. */
export function Trend({ now, before }: { now: number; before: number }) {
  const change = now - before;
  const words =
    change === 0
      ? 'same as'
      : `${change > 0 ? 'up' : 'down'} ${formatCount(Math.abs(change))} from`;
  return (
    <span
      title={`${formatCount(before)} on the same day last week`}
      className={`inline-flex items-center gap-0.5 tabular-nums ${change > 0 ? 'text-danger' : 'text-muted'}`}
    >
      {change > 0 ? (
        <ArrowUp aria-hidden size={12} />
      ) : change < 0 ? (
        <ArrowDown aria-hidden size={12} />
      ) : null}
      <span aria-hidden>{change === 0 ? '=' : formatCount(Math.abs(change))}</span>
      <span className="sr-only">
        {words} {formatCount(before)} last week
      </span>
    </span>
  );
}
