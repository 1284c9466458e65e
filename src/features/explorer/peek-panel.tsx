import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, X } from 'lucide-react';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { ImpactBadge } from '@/components/incident-table/columns';
import { TriageSummaryLine } from '@/components/triage/triage-summary';
import { apiErrorOf } from '@/lib/http/api-error';
import { getIncidentOverviewOptions, type IncidentOverview } from '@/lib/http/incidents';
import type { TriageState } from '@/lib/http/watchfloor';
import { describeInstant, formatLocalTime } from '@/lib/time/format-time';
import type { IncidentsQuery } from '../../../contract/filters/incidents';
import { NearestSites } from '@/components/nearest-sites/nearest-sites';
import { PeekNearAction } from './peek-near-action';
import { LoadingShape } from '@/components/loading-shape';

function LocalTime({ label, value }: { label: string; value: IncidentOverview['startedAt'] }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd>
        <time dateTime={new Date(value.timestamp * 1000).toISOString()}>
          {formatLocalTime(value.localTime)}
        </time>
        <span className="block text-xs text-muted">{describeInstant(value.timestamp * 1000)}</span>
      </dd>
    </div>
  );
}

function PeekBody({ incident }: { incident: IncidentOverview }) {
  const paragraphs = incident.description.split(/\n\s*\n/).filter((part) => part.trim());
  const { location } = incident;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="inline-flex items-center gap-1.5 rounded-full border border-line px-2 py-0.5 text-xs"
          title={incident.type.name}
        >
          <span
            aria-hidden
            className="size-2.5 rounded-full"
            style={{ backgroundColor: incident.category.colour }}
          />
          {incident.category.name} · {incident.type.name}
        </span>
        <span className="inline-flex items-center gap-1 text-xs">
          Impact <ImpactBadge impact={incident.impact} /> {incident.impact.shortDescription}
        </span>
        {incident.isOngoing && (
          <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
            Ongoing
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 leading-relaxed">
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="text-muted">No description.</p>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-3">
        <LocalTime label="Started (incident-local)" value={incident.startedAt} />
        {incident.isOngoing ? (
          <div>
            <dt className="text-xs text-muted">Ended</dt>
            <dd>Still ongoing</dd>
          </div>
        ) : (
          <LocalTime label="Ended (incident-local)" value={incident.endedAt} />
        )}
        <div>
          <dt className="text-xs text-muted">Reported</dt>
          <dd>{describeInstant(incident.reportedAt * 1000)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Location</dt>
          <dd>
            {incident.countries.map((country) => country.name).join(', ') || 'No country'}
            <span className="block text-xs text-muted tabular-nums">
              {location.latitude.toFixed(4)}, {location.longitude.toFixed(4)} · ±{location.accuracy}{' '}
              km · {location.timeZone}
            </span>
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-3 gap-2">
        {(
          [
            ['References', incident.counts.references],
            ['Narratives', incident.counts.narratives],
            ['Casualties', incident.counts.casualties],
            ['Parties', incident.counts.involvedParties],
            ['Sectors', incident.counts.affectedSectors],
            ['Map features', incident.counts.mapFeatures],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded border border-line px-2 py-1">
            <dt className="truncate text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <NearestSites
        longitude={location.longitude}
        latitude={location.latitude}
        category={incident.category.name}
        impact={incident.impact.rating}
        headingLevel={3}
      />
    </div>
  );
}

/**
 * The overview of the selected row beside the table, so an analyst can triage without leaving
 * the list; the full record is one link away.
 */
export function PeekPanel({
  incidentId,
  filters,
  triage,
  onClose,
}: {
  incidentId: string;
  /** The explorer's filters, kept by "Incidents near this". */
  filters: IncidentsQuery;
  /** The team's triage of it, from the page's batched look-up (undefined while it loads). */
  triage: TriageState | null | undefined;
  onClose: () => void;
}) {
  const overview = useQuery(getIncidentOverviewOptions({ path: { id: incidentId } }));
  const error = apiErrorOf(overview.error, 'incidents');
  const incident = overview.data;
  return (
    <aside
      aria-labelledby="peek-title"
      className="absolute inset-y-0 right-0 z-20 flex w-full max-w-md flex-col border-l border-line bg-surface shadow-2xl sm:w-96"
    >
      <div className="flex items-start gap-2 border-b border-line p-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-xs font-semibold text-muted">{incidentId}</p>
          <h2 id="peek-title" className="mt-0.5 leading-snug font-semibold">
            {incident?.summary ?? (overview.isPending ? 'Loading…' : 'Incident overview')}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the overview"
          title="Close (Esc)"
          className={`rounded p-1 text-muted hover:bg-raised hover:text-ink ${focusRing}`}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="border-b border-line px-3 py-2">
        <TriageSummaryLine incidentId={incidentId} state={triage} />
      </div>
      {incident && (
        <div className="border-b border-line px-3 py-2">
          <PeekNearAction incident={incident} filters={filters} />
        </div>
      )}
      {/* Focusable, so the overview scrolls from the keyboard too. */}
      <div
        tabIndex={0}
        aria-label="Overview"
        role="region"
        className={`flex-1 overflow-auto p-3 ${focusRing}`}
      >
        {incident ? (
          <PeekBody incident={incident} />
        ) : error ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p>
              {error.status === 404
                ? `Incident ${incidentId} does not exist.`
                : `The overview could not be loaded: ${error.message}`}
            </p>
            {error.status !== 404 && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void overview.refetch()}
              >
                Try again
              </button>
            )}
          </div>
        ) : (
          <LoadingShape label="Loading the overview" className="flex flex-col gap-3">
            <div className="h-4 w-2/3 animate-pulse rounded bg-raised" />
            <div className="h-24 animate-pulse rounded bg-raised" />
            <div className="h-16 animate-pulse rounded bg-raised" />
          </LoadingShape>
        )}
      </div>
      <div className="border-t border-line p-3">
        <Link
          to="/incidents/$incidentId"
          params={{ incidentId }}
          className={`${secondaryButton} w-full justify-center`}
        >
          <ExternalLink aria-hidden className="size-4" /> Open the full incident
        </Link>
      </div>
    </aside>
  );
}
