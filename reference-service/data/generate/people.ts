import type { Person } from '../../../contract/resources/incident-parts.ts';
import type { Random } from '../random.ts';

export interface People {
  /** The subscriber organisations incidents belong to. */
  organisationIds: string[];
  /** Analysts who report incidents and curate themes. */
  analysts: Person[];
  /** Named individuals involved in incidents, each with the group they belong to. */
  individuals: { id: string; name: string; groupId: string }[];
}

/** An avatar URL of the kind the vendor shows: generated from the name, no photo. */
export const avatarFor = (name: string) =>
  `https://api.dicebear.com/9.x/initials/svg?seed=${encodeURIComponent(name)}`;

export function generatePeople(
  random: Random,
  groups: readonly { id: string; name: string; kind: string }[],
): People {
  const analysts = Array.from({ length: 48 }, () => {
    const name = random.faker.person.fullName();
    return { id: random.uuid(), name, picture: avatarFor(name) };
  });
  const roles = {
    state: ['Commander', 'Colonel', 'Spokesperson', 'Brigade commander', 'Minister'],
    'non-state': ['Leader', 'Commander', 'Spokesperson', 'Financier'],
    criminal: ['Leader', 'Enforcer', 'Lieutenant'],
    civil: ['Organiser', 'Spokesperson', 'Activist'],
    cyber: ['Operator', 'Affiliate', 'Developer'],
  } as Record<string, string[]>;
  // Unidentified attackers and bystanders have no named members.
  const anonymous = /^unidentified|^unattributed|local residents|local emergency|national police/i;
  const individuals = groups.flatMap((group) =>
    Array.from({ length: anonymous.test(group.name) ? 0 : random.int(1, 4) }, () => ({
      id: random.uuid(),
      name: `${random.faker.person.fullName()} (${random.pick(roles[group.kind] ?? ['Member'])})`,
      groupId: group.id,
    })),
  );
  return {
    organisationIds: Array.from({ length: 3 }, () => random.uuid()),
    analysts,
    individuals,
  };
}
