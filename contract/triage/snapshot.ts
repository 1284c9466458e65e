/**
 * The key fields of a vendor incident as the team last read them. The vendor's API cannot filter
 * by the team's triage, so the server keeps one of these per triaged incident: the queue lists,
 * filters and sorts them without asking the vendor for every row, and comparing two of them says
 * what a revision changed. Plain TypeScript, no zod: the dashboard compares them too.
 */

export interface IncidentSnapshot {
  summary: string;
  category: { id: string; name: string; colour: string };
  type: string;
  impact: { rating: number; label: string };
  countries: { code: string; name: string }[];
  position: { latitude: number; longitude: number };
  /** Unix seconds. */
  startedAt: number;
  isOngoing: boolean;
  /** Unix seconds; while ongoing, the last the vendor heard of it. */
  endedAt: number;
  casualties: number;
  references: number;
  /** The vendor's last revision, Unix seconds: a later one means the incident changed. */
  updatedAt: number;
}

/** What a snapshot is read from: the incident's full form or a list item (spec 2.10). */
export interface SnapshotSource {
  summary: string;
  category: { id: string; name: string; colour: string };
  type: { name: string };
  impact: { rating: number; shortDescription: string };
  countries: readonly { code: string; name: string }[];
  location: { latitude: number; longitude: number };
  startedAt: { timestamp: number };
  endedAt: { timestamp: number };
  isOngoing: boolean;
  counts: { casualties: number; references: number };
  updatedAt: number;
}

export function snapshotOf(incident: SnapshotSource): IncidentSnapshot {
  return {
    summary: incident.summary,
    category: {
      id: incident.category.id,
      name: incident.category.name,
      colour: incident.category.colour,
    },
    type: incident.type.name,
    impact: { rating: incident.impact.rating, label: incident.impact.shortDescription },
    countries: incident.countries.map((country) => ({ code: country.code, name: country.name })),
    position: { latitude: incident.location.latitude, longitude: incident.location.longitude },
    startedAt: incident.startedAt.timestamp,
    isOngoing: incident.isOngoing,
    endedAt: incident.endedAt.timestamp,
    casualties: incident.counts.casualties,
    references: incident.counts.references,
    updatedAt: incident.updatedAt,
  };
}

export const SNAPSHOT_FIELDS = [
  'summary',
  'category',
  'type',
  'impact',
  'countries',
  'position',
  'startedAt',
  'ended',
  'casualties',
  'references',
] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

/** About 100 m: a nudge of the point below this is the vendor tidying, not news. */
const POSITION_DECIMALS = 3;

/** Each field's value as compared: equal keys mean "unchanged" to an analyst. */
function comparable(snapshot: IncidentSnapshot, field: SnapshotField): string {
  switch (field) {
    case 'summary':
    case 'type':
      return snapshot[field];
    case 'category':
      return snapshot.category.id;
    case 'impact':
      return String(snapshot.impact.rating);
    case 'countries':
      return snapshot.countries.map((country) => country.code).join(',');
    case 'position':
      return `${snapshot.position.latitude.toFixed(POSITION_DECIMALS)},${snapshot.position.longitude.toFixed(POSITION_DECIMALS)}`;
    case 'startedAt':
      return String(snapshot.startedAt);
    case 'ended':
      // While ongoing the end moves with every word from the ground; only ending (or a changed
      // end once ended) is a change.
      return snapshot.isOngoing ? 'ongoing' : String(snapshot.endedAt);
    case 'casualties':
    case 'references':
      return String(snapshot[field]);
  }
}

/** The fields a revision changed between two snapshots of one incident, in reading order. */
export function changedSnapshotFields(
  before: IncidentSnapshot,
  after: IncidentSnapshot,
): SnapshotField[] {
  return SNAPSHOT_FIELDS.filter((field) => comparable(before, field) !== comparable(after, field));
}
