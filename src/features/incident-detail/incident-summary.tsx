import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatGrid } from '@/components/stat-grid';
import type { IncidentOverview } from '@/lib/http/incidents';
import {
  analystZoneIsUtc,
  formatDateTime,
  formatLocalTime,
  formatUtcDateTime,
} from '@/lib/time/format-time';

const COUNT_LABELS: [keyof IncidentOverview['counts'], string][] = [
  ['references', 'References'],
  ['narratives', 'Narratives'],
  ['casualties', 'Casualties'],
  ['involvedParties', 'Involved parties'],
  ['affectedSectors', 'Affected sectors'],
  ['mapFeatures', 'Map features'],
  ['themes', 'Themes'],
  ['tags', 'Tags'],
  ['links', 'Links'],
  ['watchers', 'Watchers'],
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/** An instant the API gives as Unix seconds: the analyst's zone, UTC beside it. */
function Instant({ seconds }: { seconds: number }) {
  const ms = seconds * 1000;
  return (
    <time dateTime={new Date(ms).toISOString()}>
      {analystZoneIsUtc() ? (
        formatUtcDateTime(ms)
      ) : (
        <>
          {formatDateTime(ms)} <span className="text-muted">({formatUtcDateTime(ms)})</span>
        </>
      )}
    </time>
  );
}

function LocalInstant({ value }: { value: IncidentOverview['startedAt'] }) {
  const ms = value.timestamp * 1000;
  return (
    <span className="flex flex-col">
      <time dateTime={new Date(ms).toISOString()}>{formatLocalTime(value.localTime)}</time>
      <span className="text-xs text-muted">
        {analystZoneIsUtc()
          ? formatUtcDateTime(ms)
          : `Your time ${formatDateTime(ms)} · ${formatUtcDateTime(ms)}`}
      </span>
    </span>
  );
}

/** Every field of the incident overview (spec 2.11). */
export function IncidentSummary({ incident }: { incident: IncidentOverview }) {
  const { location, impact, category } = incident;
  const paragraphs = incident.description.split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <article aria-labelledby="incident-title" className="mx-auto max-w-5xl px-6 py-8">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono font-semibold">{incident.id}</span>
        <span className="rounded-full border border-line px-2 py-0.5 text-xs capitalize">
          {incident.status}
        </span>
        {incident.isOngoing ? (
          <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
            Ongoing
          </span>
        ) : (
          <span className="rounded-full bg-raised px-2 py-0.5 text-xs">Ended</span>
        )}
        {incident.isWatched ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Eye aria-hidden size={14} /> Watched
          </span>
        ) : null}
      </div>
      <h1 id="incident-title" className="mt-2 text-2xl font-semibold">
        {incident.summary}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-3 rounded-sm border border-line"
            style={{ backgroundColor: category.colour }}
          />
          {category.name}
        </span>
        <span className="text-muted">·</span>
        <span>{incident.type.name}</span>
        <span className="text-muted">·</span>
        <span>
          Impact{' '}
          <strong>
            {impact.rating === -1
              ? 'Unknown (unassessed)'
              : `${impact.rating} ${impact.shortDescription}`}
          </strong>
        </span>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-lg font-semibold">
            Description
          </h2>
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-2 leading-relaxed whitespace-pre-line">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-2 text-muted">No description.</p>
          )}
          <h2 className="mt-6 text-lg font-semibold">Impact</h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {impact.rating === -1 ? 'The impact has not been assessed.' : impact.longDescription}
          </p>
        </section>

        <dl className="divide-y divide-line self-start rounded-lg border border-line bg-surface px-4">
          <Field label="Started (incident time)">
            <LocalInstant value={incident.startedAt} />
          </Field>
          <Field label="Ended (incident time)">
            {incident.isOngoing ? (
              <span className="text-muted">Still ongoing</span>
            ) : (
              <LocalInstant value={incident.endedAt} />
            )}
          </Field>
          <Field label="Location">
            {location.latitude.toFixed(4)}, {location.longitude.toFixed(4)}
            <span className="block text-xs text-muted">
              Accuracy {location.accuracy} · {location.timeZone}
            </span>
          </Field>
          <Field label={incident.countries.length === 1 ? 'Country' : 'Countries'}>
            {incident.countries.length > 0
              ? incident.countries.map((country) => `${country.name} (${country.code})`).join(', ')
              : '—'}
          </Field>
          <Field label="Reported">
            <Instant seconds={incident.reportedAt} />
          </Field>
          <Field label="Reviewed">
            <Instant seconds={incident.reviewedAt} />
          </Field>
          <Field label="Organisation">
            <span className="font-mono text-xs break-all">{incident.organisationId}</span>
          </Field>
          <Field label="Origin">
            {incident.originId ? (
              <span className="font-mono text-xs break-all">{incident.originId}</span>
            ) : (
              <span className="text-muted">—</span>
            )}
          </Field>
        </dl>
      </div>

      <section aria-labelledby="counts-title" className="mt-8">
        <h2 id="counts-title" className="text-lg font-semibold">
          At a glance
        </h2>
        <StatGrid
          className="mt-3"
          stats={COUNT_LABELS.map(([key, label]) => [label, incident.counts[key]] as const)}
        />
      </section>
    </article>
  );
}
