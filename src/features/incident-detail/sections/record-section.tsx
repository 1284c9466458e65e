import type { LooseIncident } from '../loose';
import { Instant } from './instant';
import { Fact, NotRecorded, defineSection } from './section';

/** The record's own history: its states and the instants it went through. */
export const RecordSection = defineSection(
  { title: 'Record', id: 'record' },
  function RecordBody({ incident }: { incident: LooseIncident }) {
    return (
      <>
        <dl className="divide-y divide-line">
          <Fact label="Incident id">
            {incident.id ? <span className="font-mono">{incident.id}</span> : <NotRecorded />}
          </Fact>
          <Fact label="Status">
            {incident.status ? (
              <span className="capitalize">{incident.status}</span>
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label="Watched">
            {incident.isWatched === true ? (
              'Yes'
            ) : incident.isWatched === false ? (
              'No'
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label="Drafted">
            <Instant seconds={incident.draftedAt} />
          </Fact>
          <Fact label="Reported">
            <Instant seconds={incident.reportedAt} />
          </Fact>
          <Fact label="Reviewed">
            <Instant seconds={incident.reviewedAt} />
          </Fact>
          <Fact label="Updated">
            <Instant seconds={incident.updatedAt} />
          </Fact>
          <Fact label="Origin id">
            {incident.originId ? (
              <span className="font-mono text-xs break-all">{incident.originId}</span>
            ) : (
              <NotRecorded>None</NotRecorded>
            )}
          </Fact>
        </dl>
      </>
    );
  },
);
