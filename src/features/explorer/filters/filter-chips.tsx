import { Clock, X } from 'lucide-react';
import { memo } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { focusRing } from '@/components/button-styles';
import { describeInstant, formatDateTimeCompact } from '@/lib/time/format-time';
import { describeFilter } from './describe-filter';
import { FILTER_CATALOG, type FilterName, type FilterSpec } from './filter-catalog';
import { useFilterOptions } from './filter-options';

function Chip({
  text,
  title,
  onRemove,
  icon,
}: {
  text: string;
  title?: string;
  onRemove: () => void;
  icon?: React.ReactNode;
}) {
  return (
    <li
      title={title}
      className="inline-flex max-w-md items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-0.5 pl-2.5 text-xs"
    >
      {icon}
      <span className="truncate">{text}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter: ${text}`}
        className={`rounded-full p-0.5 text-muted hover:bg-raised hover:text-ink ${focusRing}`}
      >
        <X aria-hidden className="size-3" />
      </button>
    </li>
  );
}

function FilterChip({
  spec,
  value,
  areaText,
  onRemove,
}: {
  spec: FilterSpec;
  value: NonNullable<IncidentsQuery[FilterName]>;
  areaText?: string;
  onRemove: () => void;
}) {
  const list = useFilterOptions(spec.editor === 'list' ? spec.source : 'reporters');
  const text =
    spec.name === 'area' && areaText && typeof value === 'object' && 'op' in value
      ? `${value.op === 'nin' ? 'Outside' : 'Inside'} ${areaText}`
      : describeFilter(
          spec,
          value,
          spec.editor === 'list' ? (one) => list.labelOf(one) : undefined,
        );
  return <Chip text={text} onRemove={onRemove} />;
}

/** The "as of" pin of a citable link: incidents reported after it are left out. */
function AsOfChip({ seconds, onRemove }: { seconds: number; onRemove: () => void }) {
  return (
    <Chip
      icon={<Clock aria-hidden className="size-3 text-accent" />}
      text={`As of ${formatDateTimeCompact(seconds * 1000)}`}
      title={`Only incidents reported by ${describeInstant(seconds * 1000)}`}
      onRemove={onRemove}
    />
  );
}

interface FilterChipsProps {
  values: IncidentsQuery;
  /** The area by name ("“Lagos metro”") or as drawn, for its chip. */
  areaText?: string;
  onRemove: (name: FilterName) => void;
  onClearAll: () => void;
}

/** Each active filter as a removable chip, in panel order, then "Clear all"; a line saying
 * so when there is none. Memoised. */
export const FilterChips = memo(function FilterChips({
  values,
  areaText,
  onRemove,
  onClearAll,
}: FilterChipsProps) {
  const active = FILTER_CATALOG.filter((spec) => values[spec.name] !== undefined);
  // The row keeps its height with no filter set: the first filter chosen then moves nothing,
  // and the table is not laid out and drawn again at a new height while its rows load.
  if (active.length === 0) {
    return (
      <p className="flex min-h-5.5 items-center text-xs text-muted">
        No filter set: every incident is listed.
      </p>
    );
  }
  return (
    <div className="flex min-h-5.5 flex-wrap items-center gap-1.5">
      <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
        {active.map((spec) => {
          const value = values[spec.name]!;
          const reported = spec.name === 'reportedAt' ? values.reportedAt : undefined;
          if (reported?.op === 'lte') {
            return (
              <AsOfChip
                key={spec.name}
                seconds={reported.value}
                onRemove={() => onRemove(spec.name)}
              />
            );
          }
          return (
            <FilterChip
              key={spec.name}
              spec={spec}
              value={value}
              areaText={areaText}
              onRemove={() => onRemove(spec.name)}
            />
          );
        })}
      </ul>
      {active.length > 1 && (
        <button
          type="button"
          onClick={onClearAll}
          className={`rounded px-1.5 py-0.5 text-xs font-medium text-accent hover:underline ${focusRing}`}
        >
          Clear all
        </button>
      )}
    </div>
  );
});
