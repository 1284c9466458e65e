import { INCIDENT_SORT_PROPERTIES } from '../../../contract/filters/incidents';
import { focusRing } from '@/components/button-styles';
import type {
  IncidentSortKey,
  IncidentSortProperty,
} from '@/components/incident-table/incident-sort';

const LABELS: Record<IncidentSortProperty, string> = {
  startedAt: 'start',
  endedAt: 'end',
  reportedAt: 'reported',
  reviewedAt: 'reviewed',
  updatedAt: 'updated',
  duration: 'duration',
  impact: 'impact',
  id: 'id',
};

const describe = (key: IncidentSortKey) =>
  `${LABELS[key.property]} ${key.direction === 'asc' ? '↑' : '↓'}`;

/**
 * The sort keys in words, and a way to add the ones without a column (duration, reviewed,
 * updated). Headers do the rest: click to sort, shift-click to add.
 */
export function SortControl({
  keys,
  searching,
  onChange,
}: {
  keys: readonly IncidentSortKey[];
  /** The service's own order is relevance with a search, the latest reported first without. */
  searching: boolean;
  onChange: (keys: IncidentSortKey[] | undefined) => void;
}) {
  const serviceOrder = searching ? 'relevance' : 'latest reported';
  const unused = INCIDENT_SORT_PROPERTIES.filter(
    (property) => !keys.some((key) => key.property === property),
  );
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      <span>
        Sorted by{' '}
        <span className="font-medium text-ink">
          {keys.length === 0 ? serviceOrder : keys.map(describe).join(', then ')}
        </span>
      </span>
      {unused.length > 0 && (
        <select
          aria-label="Add a sort key"
          value=""
          onChange={(event) =>
            onChange([
              ...keys,
              { property: event.target.value as IncidentSortProperty, direction: 'desc' },
            ])
          }
          className="rounded border border-line bg-canvas px-1 py-0.5 text-xs text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <option value="">{keys.length === 0 ? 'Sort by…' : 'Then by…'}</option>
          {unused.map((property) => (
            <option key={property} value={property}>
              {LABELS[property]}
            </option>
          ))}
        </select>
      )}
      {keys.length > 0 && (
        <button
          type="button"
          onClick={() => onChange(undefined)}
          className={`rounded font-medium text-accent hover:underline ${focusRing}`}
        >
          Reset to {serviceOrder}
        </button>
      )}
    </div>
  );
}
