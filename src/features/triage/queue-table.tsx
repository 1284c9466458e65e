import { Link } from '@tanstack/react-router';
import { focusRing } from '@/components/button-styles';
import { RelativeInstant } from '@/components/instant';
import {
  ImpactOnUsChip,
  TriageStatusChip,
  UpdatedSinceTriageMark,
} from '@/components/triage/triage-badge';
import type { Triage } from '@/lib/http/watchfloor';
import { describeInstant, formatDateTimeCompact } from '@/lib/time/format-time';
import { revisionChanges } from './revision-changes';

const headerClass =
  'sticky top-0 z-10 border-b border-line bg-surface px-2 py-1.5 text-left text-xs font-semibold text-muted';
const cellClass = 'border-b border-line px-2 py-1.5 align-top';

/** The queue's rows: the incident as last read, and where the team stands on it. */
export function QueueTable({
  items,
  busy,
  nowMs,
}: {
  items: readonly Triage[];
  busy: boolean;
  nowMs: number;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table
        aria-label="Triaged incidents"
        aria-busy={busy}
        className={`w-full min-w-[64rem] border-separate border-spacing-0 text-[13px] ${busy ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr>
            <th scope="col" className={`${headerClass} w-24`}>
              Incident
            </th>
            <th scope="col" className={headerClass}>
              Title
            </th>
            <th scope="col" className={`${headerClass} w-16 text-center`}>
              Impact
            </th>
            <th scope="col" className={`${headerClass} w-20`}>
              Countries
            </th>
            <th scope="col" className={`${headerClass} w-28`}>
              Started
            </th>
            <th scope="col" className={`${headerClass} w-32`}>
              Triage
            </th>
            <th scope="col" className={`${headerClass} w-24`}>
              Impact on us
            </th>
            <th scope="col" className={`${headerClass} w-32`}>
              Assignee
            </th>
            <th scope="col" className={`${headerClass} w-36`}>
              Last change
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const { snapshot } = item;
            const changes = item.updatedSinceTriage
              ? revisionChanges(item.seenSnapshot, snapshot)
              : [];
            return (
              <tr key={item.incidentId} data-incident-id={item.incidentId}>
                <td className={cellClass}>
                  <Link
                    to="/incidents/$incidentId"
                    params={{ incidentId: item.incidentId }}
                    hash="triage"
                    className={`font-mono text-xs font-semibold text-accent hover:underline ${focusRing}`}
                  >
                    {item.incidentId}
                  </Link>
                </td>
                <td className={cellClass}>
                  <span className="flex min-w-0 items-start gap-2">
                    <span
                      aria-hidden
                      className="mt-1 size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: snapshot.category.colour }}
                      title={snapshot.category.name}
                    />
                    <span className="min-w-0">
                      <span className="block">{snapshot.summary}</span>
                      <span className="block text-xs text-muted">
                        {snapshot.type} · {snapshot.category.name}
                        {snapshot.isOngoing ? ' · ongoing' : ''}
                      </span>
                      {item.updatedSinceTriage && (
                        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                          <UpdatedSinceTriageMark withText />
                          {changes.length > 0 && (
                            <span className="text-muted">{changes.slice(0, 3).join(' · ')}</span>
                          )}
                        </span>
                      )}
                    </span>
                  </span>
                </td>
                <td className={`${cellClass} text-center tabular-nums`}>
                  <span title={snapshot.impact.label}>
                    {snapshot.impact.rating < 0 ? '?' : snapshot.impact.rating}
                  </span>
                </td>
                <td className={cellClass}>
                  <span title={snapshot.countries.map((country) => country.name).join(', ')}>
                    {snapshot.countries.map((country) => country.code).join(' ') || '—'}
                  </span>
                </td>
                <td className={`${cellClass} tabular-nums`}>
                  <time
                    dateTime={new Date(snapshot.startedAt * 1000).toISOString()}
                    title={describeInstant(snapshot.startedAt * 1000)}
                  >
                    {formatDateTimeCompact(snapshot.startedAt * 1000)}
                  </time>
                </td>
                <td className={cellClass}>
                  <span className="flex flex-wrap items-center gap-1">
                    <TriageStatusChip status={item.status} />
                    {item.duplicateOf && (
                      <span className="text-xs">
                        of{' '}
                        <Link
                          to="/incidents/$incidentId"
                          params={{ incidentId: item.duplicateOf }}
                          className={`font-mono text-accent hover:underline ${focusRing}`}
                        >
                          {item.duplicateOf}
                        </Link>
                      </span>
                    )}
                  </span>
                </td>
                <td className={cellClass}>
                  {item.impactOnUs ? (
                    <ImpactOnUsChip impact={item.impactOnUs} />
                  ) : (
                    <span className="text-xs text-muted">Not assessed</span>
                  )}
                </td>
                <td className={cellClass}>
                  {item.assignee ? (
                    item.assignee.name
                  ) : (
                    <span className="text-muted">Unassigned</span>
                  )}
                </td>
                <td className={`${cellClass} text-xs`}>
                  {item.changedBy.name}
                  <span className="block text-muted">
                    <RelativeInstant epochMs={Date.parse(item.changedAt)} nowMs={nowMs} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
