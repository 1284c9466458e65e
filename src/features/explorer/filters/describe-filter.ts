import { parse as parseDuration } from 'tinyduration';
import { OPERATOR_LABELS, type Operator } from '../../../../contract/filters/operators';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { formatDateTimeCompact } from '@/lib/time/format-time';
import type { FilterName, FilterSpec } from './filter-catalog';

type Labeller = (value: string) => string;

const UNITS = [
  ['years', 'year'],
  ['months', 'month'],
  ['weeks', 'week'],
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

/** "P7D" → "7 days", "PT12H" → "12 hours"; the ISO text itself when it does not parse. */
export function describeDuration(iso: string): string {
  try {
    const parts = parseDuration(iso);
    const words = UNITS.flatMap(([key, unit]) => {
      const amount = parts[key];
      return amount ? [`${amount} ${unit}${amount === 1 ? '' : 's'}`] : [];
    });
    return words.length > 0 ? words.join(' ') : iso;
  } catch {
    return iso;
  }
}

const when = (seconds: number) => formatDateTimeCompact(seconds * 1000);

/** The words of an operator in a chip: "is any of", "before", "between". */
function operatorWords(op: Operator, timeLike: boolean): string {
  if (!timeLike) return OPERATOR_LABELS[op];
  return (
    { eq: 'at', neq: 'not at', gt: 'after', gte: 'from', lt: 'before', lte: 'until' }[op as 'eq'] ??
    OPERATOR_LABELS[op]
  );
}

type AnyFilterValue = NonNullable<IncidentsQuery[FilterName]>;

/**
 * A filter as an analyst reads it on a chip: "Country is any of France, Germany",
 * "Started between 2026-11-01 00:00 and 2026-11-08 00:00", "Started within 7 days".
 */
export function describeFilter(
  spec: FilterSpec,
  value: AnyFilterValue,
  labelOf: Labeller = (one) => one,
): string {
  if (typeof value === 'string') return `${spec.label} contains “${value}”`;
  if (spec.editor === 'period' && 'value' in value) {
    return `${spec.label} the last ${describeDuration(value.value as string)}`;
  }
  if (spec.editor === 'ongoing' && 'value' in value) {
    return value.value ? 'Ongoing' : 'Ended';
  }
  if (spec.name === 'area' && 'value' in value) {
    const ring = (value.value as number[][][])[0] ?? [];
    return `${value.op === 'in' ? 'Inside' : 'Outside'} a drawn area (${Math.max(0, ring.length - 1)} points)`;
  }
  if (spec.name === 'near' && 'value' in value) {
    const { mapId, km } = value.value as { mapId: string; km: number };
    return `${value.op === 'in' ? 'Within' : 'Beyond'} ${km} km of map ${mapId}`;
  }
  const time = spec.editor === 'time';
  const show = (one: unknown) =>
    time ? when(one as number) : spec.editor === 'impact' ? String(one) : labelOf(String(one));
  const words = operatorWords(value.op, time);
  if ('values' in value) return `${spec.label} ${words} ${value.values.map(show).join(', ')}`;
  if ('from' in value) {
    return `${spec.label} ${words} ${show(value.from)} and ${show(value.to)}`;
  }
  return `${spec.label} ${words} ${show(value.value)}`;
}
