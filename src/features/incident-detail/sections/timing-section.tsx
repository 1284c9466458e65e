import { formatElapsed } from '@/lib/time/format-elapsed';
import type { LooseIncident } from '../loose';
import { LocalInstant } from './instant';
import { Fact, NotRecorded, defineSection } from './section';

/**
 * When it happened, in the incident's own time first. For an ongoing incident the API's
 * `endedAt` is its latest update, so it reads "still ongoing as of".
 */
export const TimingSection = defineSection(
  { title: 'When', id: 'when' },
  function TimingBody({ incident }: { incident: LooseIncident }) {
    const { startedAt, endedAt, isOngoing } = incident;
    const start = startedAt?.timestamp;
    const end = endedAt?.timestamp;
    const elapsed =
      typeof start === 'number' && typeof end === 'number' && end >= start ? end - start : null;
    return (
      <>
        <dl className="divide-y divide-line">
          <Fact label="Started">
            <LocalInstant value={startedAt} />
          </Fact>
          <Fact label={isOngoing ? 'Ongoing as of' : 'Ended'}>
            <LocalInstant value={endedAt} />
          </Fact>
          <Fact label="Duration">
            {elapsed === null ? (
              <NotRecorded>Unknown</NotRecorded>
            ) : (
              `${formatElapsed(elapsed)}${isOngoing ? ' so far' : ''}`
            )}
          </Fact>
          <Fact label="State">
            {isOngoing === true ? (
              <span className="font-medium text-danger">Ongoing</span>
            ) : isOngoing === false ? (
              'Ended'
            ) : (
              <NotRecorded />
            )}
          </Fact>
        </dl>
      </>
    );
  },
);
