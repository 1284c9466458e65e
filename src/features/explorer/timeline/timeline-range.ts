import type { IncidentsQuery } from '../../../../contract/filters/incidents';

/** A span of start times in Unix seconds, both ends inclusive (the grammar's `bt`). */
export interface TimelineRange {
  from: number;
  to: number;
}

/**
 * Told of every new range. `step` marks Play's steps after the first, which the page can write
 * over the previous address instead of adding one history entry per step.
 */
export type TimelineRangeListener = (
  range: TimelineRange | undefined,
  how?: { step: boolean },
) => void;

/** The `startedAt` filter's typed value, as the grammar parses and builds it. */
export type StartedAtFilter = NonNullable<IncidentsQuery['startedAt']>;

/** The timeline's range of a `startedAt` filter: only `bt:<from>;<to>` is a range it can show. */
export function startedAtRangeOf(filter: StartedAtFilter | undefined): TimelineRange | undefined {
  return filter?.op === 'bt' ? { from: filter.from, to: filter.to } : undefined;
}

/** The `startedAt` filter of a timeline range; none clears the filter. */
export function startedAtFilterOf(range: TimelineRange | undefined): StartedAtFilter | undefined {
  return range ? { op: 'bt', from: range.from, to: range.to } : undefined;
}
