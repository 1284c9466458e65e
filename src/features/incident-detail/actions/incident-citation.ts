import { formatLocalTime, formatUtcDateTime } from '@/lib/time/format-time';
import type { LooseIncident } from '../loose';

/** The incident's canonical address, without the view's transient search or hash. */
export const incidentUrl = (origin: string, id: string) =>
  `${origin}/incidents/${encodeURIComponent(id)}`;

function instantLine(
  label: string,
  value: { timestamp?: number | null; localTime?: string | null } | null | undefined,
) {
  const parts: string[] = [];
  if (value?.localTime) parts.push(`${formatLocalTime(value.localTime)} local`);
  if (typeof value?.timestamp === 'number') parts.push(formatUtcDateTime(value.timestamp * 1000));
  return parts.length > 0 ? `${label}: ${parts.join(' / ')}` : undefined;
}

/**
 * A plain-text citation to paste into a report or a chat: id and summary, where and what, its
 * times (incident-local and UTC, so it reads the same for everyone), and the address.
 */
export function incidentCitation(incident: LooseIncident, url: string): string {
  const countries = (incident.countries ?? [])
    .map((country) => country?.name)
    .filter(Boolean)
    .join(', ');
  const what = [incident.category?.name, incident.type?.name].filter(Boolean).join(' / ');
  const lines = [
    `${incident.id ?? 'Incident'}: ${incident.summary?.trim() || 'No summary'}`,
    [what, countries].filter(Boolean).join(' · ') || undefined,
    instantLine('Started', incident.startedAt),
    instantLine(incident.isOngoing ? 'Ongoing as of' : 'Ended', incident.endedAt),
    typeof incident.reportedAt === 'number'
      ? `Reported: ${formatUtcDateTime(incident.reportedAt * 1000)}`
      : undefined,
    url,
  ];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}
