import type { ReactNode } from 'react';
import type { IncidentListItem } from '@/lib/http/incidents';
import {
  describeInstant,
  formatDateTimeCompact,
  formatLocalTimeCompact,
} from '@/lib/time/format-time';
import type { IncidentSortProperty } from './incident-sort';

export interface IncidentColumn {
  id: string;
  header: string;
  /** The API sort property behind the column, when the service can sort by it. */
  sortProperty?: IncidentSortProperty;
  /** Tailwind width and alignment of the column. */
  className: string;
  cell(incident: IncidentListItem): ReactNode;
}

/**
 * The table's dates leave out this year, which most rows share ("11-25 10:59"); the tooltip
 * and other years keep it, so the Summary gets the width.
 */
const inThisYear = (text: string) => {
  const year = `${new Date().getFullYear()}-`;
  return text.startsWith(year) ? text.slice(year.length) : text;
};

/**
 * An incident-local time; the end leaves its UTC offset to the tooltip (it is the start's, bar
 * a change of daylight saving), so the Summary keeps the room.
 */
function LocalTimeCell({
  value,
  offset: showOffset = true,
}: {
  value: IncidentListItem['startedAt'];
  offset?: boolean;
}) {
  const { time, offset } = formatLocalTimeCompact(value.localTime);
  return (
    <time
      dateTime={new Date(value.timestamp * 1000).toISOString()}
      title={`Incident-local time ${time} ${offset}. ${describeInstant(value.timestamp * 1000)}`}
      className="tabular-nums"
    >
      {inThisYear(time)}
      {showOffset ? <span className="text-muted"> {offset}</span> : null}
    </time>
  );
}

export function ImpactBadge({ impact }: { impact: IncidentListItem['impact'] }) {
  const unknown = impact.rating < 0;
  return (
    <span
      title={impact.longDescription || impact.shortDescription}
      className={`inline-flex min-w-6 justify-center rounded px-1 text-xs font-semibold tabular-nums ${
        impact.rating >= 4 ? 'bg-danger-soft text-danger' : unknown ? 'text-muted' : 'bg-raised'
      }`}
    >
      {unknown ? '?' : impact.rating}
      <span className="sr-only"> {impact.shortDescription}</span>
    </span>
  );
}

/** The columns of the incident table, left to right. */
export const INCIDENT_COLUMNS: readonly IncidentColumn[] = [
  {
    id: 'id',
    header: 'ID',
    sortProperty: 'id',
    className: 'w-24',
    // The id cell holds the row's link; the table renders it.
    cell: (incident) => incident.id,
  },
  {
    id: 'summary',
    header: 'Summary',
    // The one column without a width: it takes what the others leave.
    className: '',
    cell: (incident) => (
      <span className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden
          className="size-2.5 shrink-0 rounded-full"
          style={{ backgroundColor: incident.category.colour }}
          title={incident.category.name}
        />
        <span className="truncate" title={incident.summary}>
          {incident.summary}
        </span>
      </span>
    ),
  },
  {
    id: 'type',
    header: 'Category · type',
    className: 'w-36',
    cell: (incident) => (
      <span className="block truncate" title={`${incident.category.name} · ${incident.type.name}`}>
        {incident.type.name}
        <span className="text-muted"> · {incident.category.name}</span>
      </span>
    ),
  },
  {
    id: 'impact',
    header: 'Impact',
    sortProperty: 'impact',
    className: 'w-16 text-center',
    cell: (incident) => <ImpactBadge impact={incident.impact} />,
  },
  {
    id: 'countries',
    header: 'Countries',
    className: 'w-20',
    cell: (incident) => {
      const names = incident.countries.map((country) => country.name).join(', ');
      return (
        <span className="block truncate" title={names}>
          {incident.countries.map((country) => country.code).join(' ') || '—'}
        </span>
      );
    },
  },
  {
    id: 'startedAt',
    header: 'Started (local)',
    sortProperty: 'startedAt',
    className: 'w-36',
    cell: (incident) => <LocalTimeCell value={incident.startedAt} />,
  },
  {
    id: 'endedAt',
    header: 'Ended (local)',
    sortProperty: 'endedAt',
    className: 'w-24',
    cell: (incident) =>
      incident.isOngoing ? (
        <span className="font-medium text-danger">Ongoing</span>
      ) : (
        <LocalTimeCell value={incident.endedAt} offset={false} />
      ),
  },
  {
    id: 'reportedAt',
    header: 'Reported',
    sortProperty: 'reportedAt',
    className: 'w-24',
    cell: (incident) => (
      <time
        dateTime={new Date(incident.reportedAt * 1000).toISOString()}
        title={describeInstant(incident.reportedAt * 1000)}
        className="tabular-nums"
      >
        {inThisYear(formatDateTimeCompact(incident.reportedAt * 1000))}
      </time>
    ),
  },
  {
    id: 'references',
    header: 'Refs',
    className: 'w-10 text-right',
    cell: (incident) => <span className="tabular-nums">{incident.counts.references}</span>,
  },
  {
    id: 'narratives',
    header: 'Narr.',
    className: 'w-10 text-right',
    cell: (incident) => <span className="tabular-nums">{incident.counts.narratives}</span>,
  },
];
