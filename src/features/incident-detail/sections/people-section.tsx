import type { LooseIncident } from '../loose';
import { PersonAvatar } from '@/components/person-avatar';
import { Fact, NotRecorded, defineSection } from './section';

/** Who reported it, who it is assigned to, whose organisation it belongs to. */
export const PeopleSection = defineSection(
  { title: 'People', id: 'people' },
  function PeopleBody({ incident }: { incident: LooseIncident }) {
    const reporter = incident.reporter;
    const name = reporter?.name?.trim();
    return (
      <>
        <dl className="divide-y divide-line">
          <Fact label="Reporter">
            {reporter && (name || reporter.id) ? (
              <span className="flex items-center gap-2">
                <PersonAvatar name={name ?? ''} picture={reporter.picture} />
                <span className="min-w-0">
                  {name ?? <NotRecorded>Unnamed</NotRecorded>}
                  {reporter.id ? (
                    <span className="block font-mono text-xs break-all text-muted">
                      {reporter.id}
                    </span>
                  ) : null}
                </span>
              </span>
            ) : (
              <NotRecorded />
            )}
          </Fact>
          <Fact label="Assignee">
            {incident.assigneeId ? (
              <span className="font-mono text-xs break-all">{incident.assigneeId}</span>
            ) : (
              <NotRecorded>Unassigned</NotRecorded>
            )}
          </Fact>
          <Fact label="Organisation">
            {incident.organisationId ? (
              <span className="font-mono text-xs break-all">{incident.organisationId}</span>
            ) : (
              <NotRecorded />
            )}
          </Fact>
        </dl>
      </>
    );
  },
);
