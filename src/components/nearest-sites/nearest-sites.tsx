import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { focusRing } from '@/components/button-styles';
import { apiErrorOf } from '@/lib/http/api-error';
import { getNearestSitesOptions, type NearSite } from '@/lib/http/watchfloor';
import { formatKm } from '@/lib/geo/format-distance';
import { formatCount } from '@/lib/text/format-count';
import { plural } from '@/lib/text/plural';
import { RetryAlert } from '@/components/retry-alert';

function SiteLine({ near }: { near: NearSite }) {
  return (
    <li className="flex items-baseline justify-between gap-2 py-0.5">
      <Link
        to="/sites/$siteId"
        params={{ siteId: near.site.id }}
        className={`min-w-0 truncate hover:underline ${focusRing}`}
      >
        {near.site.name}
      </Link>
      <span className="shrink-0 text-xs text-muted tabular-nums">
        {formatKm(near.distanceKm)}
        {near.radiusKm !== null ? ` · radius ${formatKm(near.radiusKm)}` : ''}
      </span>
    </li>
  );
}

/**
 * The team's sites nearest an incident, with their distances, and which sites' radii it falls
 * inside for its category and impact (the server's spatial index answers in milliseconds).
 */
export function NearestSites({
  longitude,
  latitude,
  category,
  impact,
  headingLevel = 2,
}: {
  longitude: number;
  latitude: number;
  /** The incident's category name and impact rating decide each site's radius. */
  category: string;
  impact: number;
  headingLevel?: 2 | 3;
}) {
  const nearest = useQuery(
    // No rule names a category longer than the server reads (100 characters).
    getNearestSitesOptions({
      query: { longitude, latitude, category: category.slice(0, 100), impact, limit: 5 },
    }),
  );
  const error = apiErrorOf(nearest.error, 'watchfloor', 'GET /api/watchfloor/sites/nearest');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const answer = nearest.data?.data;
  return (
    <section aria-labelledby="nearest-sites-title" className="text-sm">
      <Heading id="nearest-sites-title" className="text-base font-semibold">
        Nearest sites
      </Heading>
      <div className="mt-2">
        {error ? (
          <RetryAlert onRetry={() => void nearest.refetch()}>
            The nearest sites could not be found: {error.message}
          </RetryAlert>
        ) : !answer ? (
          <p aria-busy="true" className="text-muted">
            Finding the nearest sites…
          </p>
        ) : answer.nearest.length === 0 ? (
          <p className="text-muted">
            The team keeps no sites yet.{' '}
            <Link to="/sites" className="underline">
              Add the places you protect
            </Link>{' '}
            to see which this incident concerns.
          </p>
        ) : (
          <>
            {answer.insideTotal > 0 ? (
              <div className="mb-2 rounded-md border border-danger bg-danger-soft p-2">
                <p className="flex items-center gap-1.5 font-medium text-danger">
                  <ShieldAlert aria-hidden className="size-4" />
                  Inside the radius of {plural(answer.insideTotal, 'site')}
                </p>
                <ul aria-label="Sites whose radius the incident falls inside" className="mt-1">
                  {answer.inside.map((near) => (
                    <SiteLine key={near.site.id} near={near} />
                  ))}
                </ul>
                {answer.insideTotal > answer.inside.length ? (
                  <p className="text-xs text-muted">
                    and {formatCount(answer.insideTotal - answer.inside.length)} more
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="mb-1 text-muted">Inside no site’s radius.</p>
            )}
            <ul aria-label="Nearest sites, closest first">
              {answer.nearest.map((near) => (
                <SiteLine key={near.site.id} near={near} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
