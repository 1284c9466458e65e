import { Instant } from '../instant';

export interface HistoryEvent {
  id: string;
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'imported';
  actor: { email: string; name: string };
  at: string;
  changes: Record<string, unknown>;
}

const VERBS: Record<HistoryEvent['action'], string> = {
  created: 'created it',
  updated: 'changed',
  deleted: 'deleted it',
  restored: 'restored it',
  imported: 'imported it',
};

const asText = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/**
 * Who changed what and when, newest first. `labels` names fields for people; values are shown
 * as text, so markup in a note stays visible markup.
 */
export function HistoryList({
  events,
  labels = {},
}: {
  events: readonly HistoryEvent[];
  labels?: Record<string, string>;
}) {
  if (events.length === 0) return <p className="text-sm text-muted">No changes yet.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {events.map((event) => {
        // Updates list what changed; a creation recorded as `{ from, to }` fields lists what it set.
        const changes = Object.entries(event.changes).filter(([, value]) => isChange(value));
        const named = event.action === 'updated' ? changes : [];
        return (
          <li key={event.id} className="border-l-2 border-line pl-3">
            <p>
              <span className="font-medium">{event.actor.name}</span> {VERBS[event.action]}
              {named.length > 0 && ` ${named.map(([field]) => labels[field] ?? field).join(', ')}`}
              <span className="text-muted">
                {' · '}
                <Instant ms={Date.parse(event.at)} utc="hover" />
              </span>
            </p>
            {changes.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-muted">
                {changes.map(([field, value]) => {
                  const change = value as { from: unknown; to: unknown };
                  return (
                    <li key={field} className="break-words">
                      {labels[field] ?? field}: {asText(change.from)} → {asText(change.to)}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
