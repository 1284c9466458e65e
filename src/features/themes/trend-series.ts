/**
 * A theme's `trendHistory` read as a series of numbers. The spec leaves the elements' fields
 * open (2.13), so this reads what they hold: plain numbers, numeric strings, `[label, value]`
 * pairs, or objects with a count (`incidents`, `count`, `value`, … or their one numeric field)
 * and perhaps a period label. Elements it cannot read are counted, never guessed at.
 */

export interface TrendPoint {
  value: number;
  /** The period the value belongs to, as the service wrote it, when it says. */
  label?: string;
}

export interface TrendSeries {
  /** What is counted, from the field name when there is one ("incidents"). */
  measure?: string;
  points: TrendPoint[];
  /** Elements that held no readable number. */
  unreadable: number;
}

/** Field names that hold the count, most telling first. */
const VALUE_FIELDS = ['incidents', 'count', 'value', 'total', 'y'];
/** Field names that name the period, most telling first. */
const LABEL_FIELDS = ['periodStart', 'period', 'date', 'week', 'label', 'start', 'from', 'x'];
/** Numeric fields that are times or bounds rather than counts (`endedAt`, `weekStart`, `x`). */
const TIME_LIKE =
  /(At|Time|Date|Start|End|From|To|Period|Timestamp|Week)$|^(at|time|date|start|end|from|to|period|timestamp|week|x)$/;

function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return Number(raw);
  return undefined;
}

function labelOf(raw: unknown): string | undefined {
  if (typeof raw === 'string' && raw.trim() !== '') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

function readObject(
  record: Record<string, unknown>,
): (TrendPoint & { measure: string }) | undefined {
  const named = VALUE_FIELDS.find((field) => numberOf(record[field]) !== undefined);
  const field =
    named ??
    Object.keys(record).find((key) => !TIME_LIKE.test(key) && numberOf(record[key]) !== undefined);
  if (field === undefined) return undefined;
  const labelField =
    LABEL_FIELDS.find((key) => labelOf(record[key]) !== undefined && key !== field) ??
    Object.keys(record).find((key) => typeof record[key] === 'string' && key !== field);
  const label = labelField === undefined ? undefined : labelOf(record[labelField]);
  return { value: numberOf(record[field])!, measure: field, ...(label ? { label } : {}) };
}

function readElement(element: unknown): (TrendPoint & { measure?: string }) | undefined {
  const plain = numberOf(element);
  if (plain !== undefined) return { value: plain };
  if (Array.isArray(element)) {
    const value = numberOf(element.at(-1));
    if (value === undefined) return undefined;
    const label = element.length > 1 ? labelOf(element[0]) : undefined;
    return label ? { value, label } : { value };
  }
  if (typeof element === 'object' && element !== null) {
    return readObject(element as Record<string, unknown>);
  }
  return undefined;
}

export function trendSeriesOf(history: readonly unknown[]): TrendSeries {
  const points: TrendPoint[] = [];
  const measures = new Set<string>();
  let unreadable = 0;
  for (const element of history) {
    const point = readElement(element);
    if (!point) {
      unreadable += 1;
      continue;
    }
    const { measure, ...rest } = point;
    if (measure) measures.add(measure);
    points.push(rest);
  }
  // One measure throughout names the series; a mix of fields does not.
  const measure = measures.size === 1 ? [...measures][0] : undefined;
  return { points, unreadable, ...(measure ? { measure } : {}) };
}
