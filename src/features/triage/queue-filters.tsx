import { useId } from 'react';
import {
  ASSIGNEE_MINE,
  ASSIGNEE_NOBODY,
  TRIAGE_QUEUE_SORTS,
  type TriageQueueSort,
} from '../../../contract/filters/triage';
import {
  IMPACT_ON_US_LABELS,
  IMPACTS_ON_US,
  TRIAGE_STATUS_LABELS,
  TRIAGE_STATUSES,
  type ImpactOnUs,
  type TriageStatus,
} from '../../../contract/triage/values';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { SearchField } from '@/components/search-field';
import type { TeamMember } from '@/lib/http/watchfloor';
import type { QueueView } from '@/lib/triage/queue-query';

const SORT_LABELS: Record<TriageQueueSort, string> = {
  'changedAt:desc': 'Last triage change, newest first',
  'changedAt:asc': 'Last triage change, oldest first',
  'updatedAt:desc': 'Vendor’s last revision, newest first',
  'startedAt:desc': 'Start, newest first',
  'impact:desc': 'Vendor impact, highest first',
  'impactOnUs:desc': 'Impact on us, highest first',
};

const selectClass = `rounded-md border border-line bg-canvas px-2 py-1 text-sm ${focusRing}`;

/** Toggle buttons for an `in:` list: none pressed means no filter. */
function ToggleGroup<Value extends string>({
  label,
  values,
  labels,
  selected,
  onChange,
}: {
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  selected: readonly Value[];
  onChange: (next: Value[]) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      <span className="mr-1 text-xs font-medium text-muted">{label}</span>
      {values.map((value) => {
        const pressed = selected.includes(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() =>
              onChange(pressed ? selected.filter((one) => one !== value) : [...selected, value])
            }
            className={`rounded-full border px-2 py-0.5 text-xs font-medium ${focusRing} ${
              pressed
                ? 'border-accent bg-accent text-accent-ink'
                : 'border-line text-ink hover:bg-raised'
            }`}
          >
            {labels[value]}
          </button>
        );
      })}
    </div>
  );
}

const listOf = <Value extends string>(values: Value[]) =>
  values.length > 0 ? { op: 'in' as const, values } : undefined;

/** The queue's filters, each written to the address as the server's own parameter. */
export function QueueFilters({
  values,
  members,
  myEmail,
  onChange,
}: {
  values: QueueView;
  members: readonly TeamMember[];
  myEmail: string | undefined;
  onChange: (changes: Partial<QueueView>) => void;
}) {
  const ids = useId();
  const statuses = values.status?.op === 'in' ? (values.status.values as TriageStatus[]) : [];
  const impacts = values.impactOnUs?.op === 'in' ? (values.impactOnUs.values as ImpactOnUs[]) : [];
  const assignee = values.assignee?.value ?? '';
  const anything =
    values.status ?? values.impactOnUs ?? values.assignee ?? values.updatedSinceTriage;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <SearchField
          label="Search the queue"
          placeholder="Id, title or notes"
          value={values.search}
          onCommit={(search) => onChange({ search })}
          className="w-full max-w-xs"
        />
        <label className="flex items-center gap-2 text-sm">
          <span className="text-xs font-medium text-muted">Assignee</span>
          <select
            id={`${ids}-assignee`}
            value={assignee}
            onChange={(event) =>
              onChange({
                assignee: event.target.value ? { op: 'eq', value: event.target.value } : undefined,
              })
            }
            className={selectClass}
          >
            <option value="">Anyone</option>
            <option value={ASSIGNEE_MINE}>Mine</option>
            <option value={ASSIGNEE_NOBODY}>Unassigned</option>
            {members
              .filter((member) => member.email !== myEmail)
              .map((member) => (
                <option key={member.email} value={member.email}>
                  {member.name}
                </option>
              ))}
            {assignee &&
              assignee !== ASSIGNEE_MINE &&
              assignee !== ASSIGNEE_NOBODY &&
              !members.some((member) => member.email === assignee) && (
                <option value={assignee}>{assignee}</option>
              )}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.updatedSinceTriage?.value === true}
            onChange={(event) =>
              onChange({
                updatedSinceTriage: event.target.checked ? { op: 'eq', value: true } : undefined,
              })
            }
            className="size-4 accent-[var(--color-accent)]"
          />
          Updated since triage only
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-xs font-medium text-muted">Sort</span>
          <select
            value={values.sort ?? 'changedAt:desc'}
            onChange={(event) => {
              const sort = event.target.value as TriageQueueSort;
              onChange({ sort: sort === 'changedAt:desc' ? undefined : sort });
            }}
            className={selectClass}
          >
            {TRIAGE_QUEUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <ToggleGroup
          label="Status"
          values={TRIAGE_STATUSES}
          labels={TRIAGE_STATUS_LABELS}
          selected={statuses}
          onChange={(next) => onChange({ status: listOf(next) })}
        />
        <ToggleGroup
          label="Impact on us"
          values={IMPACTS_ON_US}
          labels={IMPACT_ON_US_LABELS}
          selected={impacts}
          onChange={(next) => onChange({ impactOnUs: listOf(next) })}
        />
        {(values.status?.op === 'nin' || values.impactOnUs?.op === 'nin') && (
          // Written in the address by hand or by a link: the toggles only choose what to show.
          <p className="text-xs text-muted">
            Leaving out:{' '}
            {[
              ...(values.status?.op === 'nin'
                ? values.status.values.map((value) => TRIAGE_STATUS_LABELS[value as TriageStatus])
                : []),
              ...(values.impactOnUs?.op === 'nin'
                ? values.impactOnUs.values.map(
                    (value) =>
                      `impact on us ${IMPACT_ON_US_LABELS[value as ImpactOnUs].toLowerCase()}`,
                  )
                : []),
            ].join(', ')}
          </p>
        )}
        {anything && (
          <button
            type="button"
            className={`${secondaryButton} py-0.5 text-xs`}
            onClick={() =>
              onChange({
                status: undefined,
                impactOnUs: undefined,
                assignee: undefined,
                updatedSinceTriage: undefined,
              })
            }
          >
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
