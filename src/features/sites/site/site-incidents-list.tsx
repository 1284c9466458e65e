import { Link } from '@tanstack/react-router';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import type { SiteIncident } from '@/lib/http/watchfloor';
import { useNow } from '@/lib/time/use-now';
import { formatKm } from '../distance';

function IncidentRow({ incident, nowMs }: { incident: SiteIncident; nowMs: number }) {
  const { rating, shortDescription } = incident.impact;
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)_auto] items-start gap-x-3 border-b border-line py-2 last:border-b-0">
      <span
        title={`Impact: ${shortDescription}`}
        className={`mt-0.5 inline-flex justify-center rounded px-1 text-xs font-semibold tabular-nums ${
          rating >= 4 ? 'bg-danger-soft text-danger' : rating < 0 ? 'text-muted' : 'bg-raised'
        }`}
      >
        {rating < 0 ? '?' : rating}
        <span className="sr-only"> impact, {shortDescription}</span>
      </span>
      <div className="min-w-0">
        <Link
          to="/incidents/$incidentId"
          params={{ incidentId: incident.id }}
          className={`font-medium hover:underline ${focusRing}`}
        >
          {incident.summary}
        </Link>
        <p className="text-xs text-muted">
          <span
            aria-hidden
            className="mr-1 inline-block size-2 rounded-full"
            style={{ backgroundColor: incident.category.colour }}
          />
          {incident.category.name} · {incident.type.name} · {incident.id}
          {incident.isOngoing ? ' · ongoing' : ''} · started{' '}
          <RelativeInstant epochMs={incident.startedAt * 1000} nowMs={nowMs} />
        </p>
      </div>
      <p className="text-right text-sm tabular-nums">
        {formatKm(incident.distanceKm)}
        <span className="block text-xs text-muted">radius {formatKm(incident.radiusKm)}</span>
      </p>
    </li>
  );
}

/** The incidents near a site, each with its distance beside the radius that applies to it. */
export function SiteIncidentsList({
  incidents,
  label,
}: {
  incidents: readonly SiteIncident[];
  label: string;
}) {
  const nowMs = useNow(60_000);
  return (
    <ol aria-label={label} className="text-sm">
      {incidents.map((incident) => (
        <IncidentRow key={incident.id} incident={incident} nowMs={nowMs} />
      ))}
    </ol>
  );
}
