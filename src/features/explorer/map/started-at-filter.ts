import type { IncidentsQuery } from '../../../../contract/filters/incidents';

export type StartedAtFilter = NonNullable<IncidentsQuery['startedAt']>;

/**
 * The address's `startedAt` condition applied in the browser to the incidents the map has
 * loaded. The map loads the filtered set without `startedAt`, so the timeline shows the whole
 * distribution and a brush or play step only redraws, never refetches. Same reading as the
 * service: `bt` and `nbt` include both ends in the range, times are Unix seconds.
 */
export function startedAtTest(filter: StartedAtFilter | undefined): (seconds: number) => boolean {
  if (!filter) return () => true;
  switch (filter.op) {
    case 'eq':
      return (seconds) => seconds === filter.value;
    case 'neq':
      return (seconds) => seconds !== filter.value;
    case 'gt':
      return (seconds) => seconds > filter.value;
    case 'gte':
      return (seconds) => seconds >= filter.value;
    case 'lt':
      return (seconds) => seconds < filter.value;
    case 'lte':
      return (seconds) => seconds <= filter.value;
    case 'bt':
      return (seconds) => seconds >= filter.from && seconds <= filter.to;
    case 'nbt':
      return (seconds) => seconds < filter.from || seconds > filter.to;
  }
}
