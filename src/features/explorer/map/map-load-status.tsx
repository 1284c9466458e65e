import { secondaryButton } from '@/components/button-styles';
import type { MapIncidents } from './use-map-incidents';
import { formatCount } from '@/lib/text/format-count';

/**
 * How far the map's loading has got, above the map: a progress bar with Stop while pages come
 * in, what a stop or the limit leaves out, and a failed page's reason with a retry. `shown` is
 * how many of the loaded incidents the time range keeps (the map draws those).
 */
export function MapLoadStatus({
  mapIncidents,
  shown,
}: {
  mapIncidents: MapIncidents;
  shown: number;
}) {
  const { incidents, state, limit, stop, resume } = mapIncidents;
  const loaded = incidents.length;
  const timeNote = shown === loaded ? '' : ` · ${formatCount(shown)} in the time range`;
  const bar =
    'flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-1.5 text-xs';

  switch (state.status) {
    case 'loading':
      return (
        <div className={bar}>
          <progress
            value={loaded}
            max={limit}
            aria-label="Incidents loaded for the map"
            className="h-1.5 w-40 accent-accent"
          />
          <span role="status">{formatCount(loaded)} incidents loaded…</span>
          <button type="button" className={`${secondaryButton} !py-0.5 text-xs`} onClick={stop}>
            Stop
          </button>
        </div>
      );
    case 'stopped':
      return (
        <div className={bar}>
          <span role="status">
            Stopped at {formatCount(loaded)} incidents: the map shows only these{timeNote}.
          </span>
          <button type="button" className={`${secondaryButton} !py-0.5 text-xs`} onClick={resume}>
            Load the rest
          </button>
        </div>
      );
    case 'limited':
      return (
        <div className={`${bar} bg-warning-soft`}>
          <span role="status">
            Showing the first {formatCount(loaded)} (most recent) of more than {formatCount(limit)}{' '}
            incidents
            {timeNote}. Narrow the filters to see the rest.
          </span>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className={`${bar} bg-danger-soft`}>
          <span>
            {loaded > 0
              ? `Loading stopped at ${formatCount(loaded)} incidents: ${state.error.message}`
              : `The incidents for the map could not be loaded: ${state.error.message}`}
          </span>
          <button type="button" className={`${secondaryButton} !py-0.5 text-xs`} onClick={resume}>
            Try again
          </button>
        </div>
      );
    case 'complete':
      return (
        <div className={bar}>
          <span role="status">
            {formatCount(loaded)} incidents on the map{timeNote}.
          </span>
        </div>
      );
  }
}
