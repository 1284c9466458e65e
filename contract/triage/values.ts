/**
 * The team's triage of an incident (issue 25 §5): its vocabulary, shared by the server's checks,
 * the queue's filters and the screens. Plain TypeScript, no zod, so the dashboard's grammar and
 * labels stay out of the schema code.
 */

/**
 * Where the team stands on an incident. `new`: taken in, nobody has looked yet; `reviewing`:
 * someone is on it; `relevant` / `not-relevant`: decided; `duplicate`: the same event as another
 * incident, which it names.
 */
export const TRIAGE_STATUSES = [
  'new',
  'reviewing',
  'relevant',
  'not-relevant',
  'duplicate',
] as const;
export type TriageStatus = (typeof TRIAGE_STATUSES)[number];

export const TRIAGE_STATUS_LABELS: Record<TriageStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  relevant: 'Relevant',
  'not-relevant': 'Not relevant',
  duplicate: 'Duplicate',
};

/** What the incident means for us, apart from the vendor's own impact rating. */
export const IMPACTS_ON_US = ['none', 'low', 'medium', 'high'] as const;
export type ImpactOnUs = (typeof IMPACTS_ON_US)[number];

export const IMPACT_ON_US_LABELS: Record<ImpactOnUs, string> = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/**
 * Notes are plain text. 10,000 characters is several pages: room for a running assessment,
 * small enough that a note is read rather than scrolled, and that a history of them stays light.
 */
export const TRIAGE_NOTES_MAX_CHARS = 10_000;

/** Incidents one batched look-up (the rows of one explorer page) may name: its largest page. */
export const TRIAGE_STATES_MAX_IDS = 1000;

export const isTriageStatus = (value: string): value is TriageStatus =>
  (TRIAGE_STATUSES as readonly string[]).includes(value);

export const isImpactOnUs = (value: string): value is ImpactOnUs =>
  (IMPACTS_ON_US as readonly string[]).includes(value);
