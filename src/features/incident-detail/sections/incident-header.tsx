import { Eye } from 'lucide-react';
import type { LooseIncident } from '../loose';
import { impactLabel } from './impact-section';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** Who, what and how bad at a glance: id, state badges, summary, category, type, impact. */
export function IncidentHeader({ incident }: { incident: LooseIncident }) {
  const { category, impact } = incident;
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono font-semibold">{incident.id ?? 'Unknown id'}</span>
        {incident.status ? (
          <span className={`${badge} border border-line capitalize`}>{incident.status}</span>
        ) : null}
        {incident.isOngoing === true ? (
          <span className={`${badge} bg-danger-soft font-semibold text-danger`}>Ongoing</span>
        ) : incident.isOngoing === false ? (
          <span className={`${badge} bg-raised`}>Ended</span>
        ) : null}
        {incident.isWatched ? (
          <span className={`${badge} inline-flex items-center gap-1 bg-raised`}>
            <Eye aria-hidden size={13} /> Watched
          </span>
        ) : null}
      </div>
      <h1 id="incident-title" className="mt-1.5 text-2xl leading-snug font-semibold">
        {incident.summary?.trim() || 'No summary'}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-3 rounded-sm border border-line"
            style={{ backgroundColor: category?.colour ?? 'transparent' }}
          />
          <span className="sr-only">Category: </span>
          {category?.name ?? 'Uncategorised'}
        </span>
        <span aria-hidden className="text-muted">
          ·
        </span>
        <span>
          <span className="sr-only">Type: </span>
          {incident.type?.name ?? 'Type not recorded'}
        </span>
        <span aria-hidden className="text-muted">
          ·
        </span>
        <span>
          Impact <strong>{impactLabel(impact)}</strong>
        </span>
      </p>
    </header>
  );
}
