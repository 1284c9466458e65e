import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { ImpactNumber } from '@/components/impact-number';
import { Instant } from '@/components/instant';
import { SvgMap } from '@/components/svg-map/svg-map';
import type {
  SvgMapHrefs,
  SvgMapIncident,
  SvgMapSite,
} from '../../../contract/maps/svg-map-layout';
import { formatKm } from '@/lib/geo/format-distance';
import type { Briefing, BriefingContent } from '@/lib/http/watchfloor';
import { plural } from '@/lib/text/plural';
import { periodWords, Trend } from './briefing-words';
import { formatCount } from '@/lib/text/format-count';

const linkClass = `rounded underline-offset-2 hover:underline ${focusRing}`;
/** Rows and sections a printed page must not cut in two. */
const keep = 'break-inside-avoid';

const MAP_HREFS: SvgMapHrefs = {
  incident: (incident) => `/incidents/${encodeURIComponent(incident.id)}`,
  site: (site) => `/sites/${encodeURIComponent(site.id)}`,
};

/** The saved search's explorer address, or the explorer itself when it names none. */
export const explorerAddressOf = (filters: string) =>
  filters.startsWith('/incidents') ? filters : '/incidents';

function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`mt-6 ${className}`}>
      <h2
        id={id}
        className="mb-2 border-b border-line pb-1 text-lg font-semibold break-after-avoid"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function Period({ content, hours }: { content: BriefingContent; hours: number }) {
  return (
    <>
      The {periodWords(hours)} from <Instant ms={content.period.from * 1000} /> until{' '}
      <Instant ms={content.period.until * 1000} />
    </>
  );
}

function Source({ content }: { content: BriefingContent }) {
  const { savedSearch, sites } = content.source;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium">Saved search</dt>
      <dd>
        {savedSearch ? (
          <HrefLink href={explorerAddressOf(savedSearch.filters)} className={linkClass}>
            {savedSearch.name}
          </HrefLink>
        ) : (
          <span className="text-muted">None: every incident near the sites</span>
        )}
      </dd>
      <dt className="font-medium">Sites</dt>
      <dd>
        {sites.length === 0 ? (
          <span className="text-muted">None: anywhere</span>
        ) : (
          sites.map((site, index) => (
            <span key={site.id}>
              {index > 0 ? ', ' : ''}
              <Link to="/sites/$siteId" params={{ siteId: site.id }} className={linkClass}>
                {site.name}
              </Link>
            </span>
          ))
        )}
      </dd>
    </dl>
  );
}

function Headline({ content }: { content: BriefingContent }) {
  const { totals, byCategory } = content;
  return (
    <>
      <p className="text-base">
        <strong className="text-2xl font-semibold tabular-nums">{formatCount(totals.count)}</strong>{' '}
        {totals.count === 1 ? 'incident' : 'incidents'} started,{' '}
        <Trend count={totals.count} previous={totals.previousCount} />.
        {content.truncated ? (
          <span className="block text-sm text-muted">
            A busy period: the counts cover what one briefing reads.
          </span>
        ) : null}
      </p>
      {byCategory.length > 0 ? (
        <table className="mt-3 w-full max-w-2xl text-left text-sm">
          <caption className="sr-only">Incidents by category</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th className="py-1 pr-3 font-medium">Category</th>
              <th className="py-1 pr-3 text-right font-medium">Incidents</th>
              <th className="py-1 text-right font-medium">Previous period</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-t border-line">
            {byCategory.map((category) => (
              <tr key={category.id} className={keep}>
                <td className="py-1 pr-3">
                  <span
                    aria-hidden
                    className="mr-2 inline-block size-2.5 rounded-full"
                    style={{ backgroundColor: category.colour }}
                  />
                  {category.name}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">{formatCount(category.count)}</td>
                <td className="py-1 text-right text-muted tabular-nums">
                  {formatCount(category.previousCount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function TopIncidents({ content }: { content: BriefingContent }) {
  return (
    <>
      <ol className="divide-y divide-line" aria-label="Top incidents by impact">
        {content.topIncidents.map((incident) => (
          <li key={incident.id} className={`flex items-start gap-2 py-2 text-sm ${keep}`}>
            <ImpactNumber rating={incident.impact} label={incident.impactLabel} />
            <div className="min-w-0 flex-1">
              <Link
                to="/incidents/$incidentId"
                params={{ incidentId: incident.id }}
                className={`font-medium ${linkClass}`}
              >
                {incident.summary}
              </Link>
              {incident.line ? <p className="mt-0.5">{incident.line}</p> : null}
              <p className="text-xs text-muted">
                {incident.category.name} · {incident.countries.join(', ') || 'No country'} ·{' '}
                <Instant ms={incident.startedAt * 1000} utc="hover" />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {content.omitted > 0 ? (
        <p className="mt-2 text-sm text-muted">
          {plural(content.omitted, 'more incident', 'more incidents')} not listed.
        </p>
      ) : null}
    </>
  );
}

function SiteSections({ content }: { content: BriefingContent }) {
  return content.sites.map((site) => (
    <section
      key={site.id}
      aria-labelledby={`briefing-site-${site.id}`}
      className={`mt-4 rounded-lg border border-line bg-surface p-3 ${keep}`}
    >
      <h3 id={`briefing-site-${site.id}`} className="font-semibold">
        <Link to="/sites/$siteId" params={{ siteId: site.id }} className={linkClass}>
          {site.name}
        </Link>
      </h3>
      <p className="text-sm text-muted">
        {site.count === 0
          ? `No incident within ${formatKm(site.radiusKm)}.`
          : `${plural(site.count, 'incident')} within ${formatKm(site.radiusKm)}${
              site.count > site.incidents.length
                ? `, the ${site.incidents.length} of most impact:`
                : ':'
            }`}
      </p>
      {site.incidents.length > 0 ? (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Incidents near {site.name}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th className="py-1 pr-2 font-medium">Impact</th>
              <th className="py-1 pr-2 font-medium">Incident</th>
              <th className="py-1 pr-2 text-right font-medium">Distance</th>
              <th className="py-1 font-medium">Started</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-t border-line">
            {site.incidents.map((incident) => (
              <tr key={incident.id} className={keep}>
                <td className="py-1 pr-2 align-top">
                  <ImpactNumber rating={incident.impact} label={incident.impactLabel} />
                </td>
                <td className="py-1 pr-2 align-top">
                  <Link
                    to="/incidents/$incidentId"
                    params={{ incidentId: incident.id }}
                    className={linkClass}
                  >
                    {incident.summary}
                  </Link>
                </td>
                <td className="py-1 pr-2 text-right align-top whitespace-nowrap tabular-nums">
                  {formatKm(incident.distanceKm)}
                </td>
                <td className="py-1 align-top text-xs whitespace-nowrap text-muted">
                  <Instant ms={incident.startedAt * 1000} utc="hover" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  ));
}

function News({ content }: { content: BriefingContent }) {
  if (content.news.length === 0) {
    return <p className="text-sm text-muted">No news was published in this period.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {content.news.map((taxonomy) => (
        <section
          key={taxonomy.taxonomyId}
          aria-labelledby={`briefing-news-${taxonomy.taxonomyId}`}
          className={keep}
        >
          <h3 id={`briefing-news-${taxonomy.taxonomyId}`} className="text-sm font-semibold">
            {taxonomy.name}{' '}
            <span className="font-normal text-muted">({plural(taxonomy.count, 'item')})</span>
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {taxonomy.headlines.map((headline) => (
              <li key={headline.id} className={keep}>
                <a
                  href={headline.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {headline.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The saved report: what a briefing found, as it was when made (never computed again). */
export function BriefingReport({ briefing }: { briefing: Briefing }) {
  const router = useRouter();
  const { content, params } = briefing;
  const nothing = content.totals.count === 0;
  const sites = useMemo(
    (): SvgMapSite[] =>
      content.sites.map(({ id, name, longitude, latitude, radiusKm }) => ({
        id,
        name,
        longitude,
        latitude,
        radiusKm,
      })),
    [content.sites],
  );
  const incidents = useMemo(
    (): SvgMapIncident[] =>
      content.topIncidents.map((incident) => ({
        id: incident.id,
        label: incident.summary,
        longitude: incident.longitude,
        latitude: incident.latitude,
        colour: incident.category.colour,
        impact: incident.impact,
      })),
    [content.topIncidents],
  );

  return (
    <article
      aria-labelledby="briefing-title"
      className="briefing-report mx-auto max-w-5xl px-4 py-6 lg:px-6 print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to="/briefings"
          className={`inline-flex items-center gap-1 text-sm text-muted hover:text-ink ${focusRing}`}
        >
          <ArrowLeft aria-hidden className="size-4" /> All briefings
        </Link>
        <button type="button" className={secondaryButton} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print
        </button>
      </div>
      <header className="mt-2">
        <p className="text-sm font-medium text-muted">Briefing</p>
        <h1 id="briefing-title" className="text-2xl font-semibold break-words">
          {params.title}
        </h1>
        <p className="mt-1 text-sm">
          <Period content={content} hours={params.periodHours} />
        </p>
        <p className="text-xs text-muted">
          Made by {briefing.owner.name} on <Instant ms={Date.parse(briefing.createdAt)} />
          {briefing.scheduleId ? ', on its daily schedule' : ''}.
        </p>
      </header>

      <Section id="briefing-source" title="Source" className={keep}>
        <Source content={content} />
      </Section>

      <Section id="briefing-headline" title="Headline" className={keep}>
        {nothing ? (
          <p className="rounded-lg border border-dashed border-line px-4 py-3 font-medium">
            Nothing happened in this period: no incident matched.
          </p>
        ) : null}
        <Headline content={content} />
      </Section>

      {nothing ? null : (
        <Section id="briefing-top" title="Top incidents by impact">
          <TopIncidents content={content} />
        </Section>
      )}
      {incidents.length > 0 || sites.length > 0 ? (
        <Section id="briefing-map" title="Map" className={keep}>
          <SvgMap
            title={`Map of the incidents of ${params.title}`}
            sites={sites}
            incidents={incidents}
            hrefFor={MAP_HREFS}
            onNavigate={(href) => void router.navigate({ href })}
            className="rounded-lg border border-line print:mx-auto print:max-w-[150mm]"
          />
        </Section>
      ) : null}

      {content.sites.length > 0 ? (
        <Section id="briefing-sites" title="By site">
          <SiteSections content={content} />
        </Section>
      ) : null}

      <Section id="briefing-news" title="News headlines by taxonomy">
        <News content={content} />
      </Section>
    </article>
  );
}
