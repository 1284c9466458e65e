import { useQuery } from '@tanstack/react-query';
import { HistoryList, type HistoryEvent } from '@/components/workspace/history-list';
import { apiErrorOf } from '@/lib/http/api-error';
import { getTriageHistoryOptions, type TeamMember } from '@/lib/http/watchfloor';
import { formatDateTime } from '@/lib/time/format-time';
import {
  IMPACT_ON_US_LABELS,
  isImpactOnUs,
  isTriageStatus,
  TRIAGE_STATUS_LABELS,
} from '../../../contract/triage/values';
import { FIELD_LABELS, FIELD_NAMES } from './triage-draft';

const LABELS: Record<string, string> = { ...FIELD_LABELS, seenRevision: 'Vendor revision seen' };
const FIELD_ORDER: readonly string[] = [...FIELD_NAMES, 'seenRevision'];
/** A note in the history is shown up to here; the whole text is in the note itself. */
const NOTE_PREVIEW_CHARS = 280;

/** Values in words: labels for codes, names for emails, times in the analyst's zone. */
function readable(field: string, value: unknown, nameOf: (email: string) => string): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'status' && isTriageStatus(value)) return TRIAGE_STATUS_LABELS[value];
  if (field === 'impactOnUs' && isImpactOnUs(value)) return IMPACT_ON_US_LABELS[value];
  if (field === 'assignee') return nameOf(value);
  if (field === 'seenRevision') return formatDateTime(Date.parse(value));
  if (field === 'notes' && value.length > NOTE_PREVIEW_CHARS) {
    return `${value.slice(0, NOTE_PREVIEW_CHARS)}… (${value.length.toLocaleString()} characters)`;
  }
  return value;
}

/** Who changed the triage, what and when, newest first (the audit history). */
export function TriageHistory({
  incidentId,
  members,
}: {
  incidentId: string;
  members: readonly TeamMember[];
}) {
  const history = useQuery(getTriageHistoryOptions({ path: { incidentId } }));
  const error = apiErrorOf(history.error, 'watchfloor');
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        The history could not be loaded: {error.message}
      </p>
    );
  }
  if (!history.data) return <p className="text-sm text-muted">Loading the history…</p>;
  const nameOf = (email: string) => members.find((member) => member.email === email)?.name ?? email;
  const events: HistoryEvent[] = history.data.data.events.map((event) => ({
    ...event,
    // The database keeps a change's fields in its own order; the panel's order reads better.
    changes: Object.fromEntries(
      Object.entries(event.changes)
        .sort(([a], [b]) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b))
        .map(([field, change]) => {
          const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
          return [field, { from: readable(field, from, nameOf), to: readable(field, to, nameOf) }];
        }),
    ),
  }));
  return <HistoryList events={events} labels={LABELS} />;
}
