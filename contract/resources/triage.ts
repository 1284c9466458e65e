import { z } from 'zod';
import { INCIDENT_ID } from '../formats.ts';
import { SHIFT_QUEUE_LISTED } from '../triage/shift-views.ts';
import { IMPACTS_ON_US, TRIAGE_NOTES_MAX_CHARS, TRIAGE_STATUSES } from '../triage/values.ts';
import { incidentId, unixSeconds } from './primitives.ts';
import { Person } from './workspace.ts';

/**
 * The team's triage of vendor incidents (issue 25 §5). One triage per incident for the whole
 * team: not owned and never private, since the point is that two people do not work the same
 * incident unknowingly. Versioned like every workspace object (a stale write answers 409).
 */

export const TriageStatus = z.enum(TRIAGE_STATUSES).meta({
  id: 'TriageStatus',
  description:
    '`new`: taken in; `reviewing`: someone is on it; `relevant` / `not-relevant`: decided; `duplicate`: the same event as `duplicateOf`.',
});

export const ImpactOnUs = z.enum(IMPACTS_ON_US).meta({
  id: 'ImpactOnUs',
  description: 'What the incident means for us (not the vendor’s rating).',
});

export const IncidentSnapshot = z
  .object({
    summary: z.string(),
    category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
    type: z.string(),
    impact: z.object({ rating: z.int(), label: z.string() }),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    position: z.object({ latitude: z.number(), longitude: z.number() }),
    startedAt: unixSeconds(),
    isOngoing: z.boolean(),
    endedAt: unixSeconds(),
    casualties: z.int(),
    references: z.int(),
    updatedAt: unixSeconds(),
  })
  .meta({
    id: 'IncidentSnapshot',
    description: 'The key fields of the vendor’s incident as the server last read them.',
  });

/**
 * `schema` or null. A registered (named) schema's `.nullable()` loses the null in the OpenAPI
 * document; a union keeps it (`anyOf: [$ref, null]`), so the generated types allow null.
 */
const orNull = <Schema extends z.ZodType>(schema: Schema) => z.union([schema, z.null()]);

/** What the explorer's rows and the peek show: everything but the notes and snapshots. */
export const TriageState = z
  .object({
    incidentId: incidentId(),
    status: TriageStatus,
    duplicateOf: incidentId().nullable(),
    impactOnUs: orNull(ImpactOnUs),
    assignee: orNull(Person),
    hasNotes: z.boolean(),
    updatedSinceTriage: z.boolean().meta({
      description:
        'The vendor revised the incident after the revision someone last looked at (`POST …/seen` clears it).',
    }),
    version: z
      .int()
      .positive()
      .meta({ description: 'Send it back with a change; 409 when stale.' }),
    changedAt: z.iso.datetime({ offset: true }),
    changedBy: Person,
  })
  .meta({ id: 'TriageState' });

export const Triage = TriageState.extend({
  notes: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: Person,
  snapshot: IncidentSnapshot,
  /** The snapshot as it was when someone last looked: with `snapshot`, what a revision changed. */
  seenSnapshot: IncidentSnapshot,
  seenAt: z.iso.datetime({ offset: true }),
  seenBy: Person,
  snapshotCheckedAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'Triage' });

/** Whether the snapshots could be brought up to date with the vendor for this answer. */
export const SnapshotRefresh = z
  .object({
    status: z.enum(['current', 'failed', 'behind']).meta({
      description:
        '`current`: checked within the last minute; `failed`: the vendor could not be asked (`message`), the flags are as of `checkedAt`; `behind`: more revisions than one refresh reads, the rest follow on the next.',
    }),
    checkedAt: z.iso.datetime({ offset: true }).nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'SnapshotRefresh' });

export const TriageStates = z
  .object({ states: z.array(TriageState) })
  .meta({ id: 'TriageStates', description: 'Only the incidents the team has triaged.' });

export const TriageAnswer = z
  .object({ triage: orNull(Triage), refresh: SnapshotRefresh })
  .meta({ id: 'TriageAnswer', description: '`triage` is null while nobody has triaged it.' });

export const TriageSaved = z.object({ triage: Triage }).meta({ id: 'TriageSaved' });

export const TriageQueue = z
  .object({
    items: z.array(Triage),
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    refresh: SnapshotRefresh,
  })
  .meta({ id: 'TriageQueue' });

export const TriageSummary = z
  .object({
    assignedToMe: z
      .object({
        total: z.int().min(0),
        latest: z
          .array(Triage)
          .meta({ description: `Up to ${SHIFT_QUEUE_LISTED}, the latest changed first.` }),
      })
      .meta({ description: 'Assigned to me, neither not relevant nor a duplicate.' }),
    new: z.object({ total: z.int().min(0) }).meta({ description: 'Status new.' }),
    revisedSinceTriage: z
      .object({ total: z.int().min(0) })
      .meta({ description: 'The vendor revised the incident after it was last looked at.' }),
    refresh: SnapshotRefresh,
  })
  .meta({
    id: 'TriageSummary',
    description:
      'The queue as a shift starts from it: each count is the total of the Queue view it links to.',
  });

const notes = z
  .string()
  .max(TRIAGE_NOTES_MAX_CHARS, {
    error: (issue) =>
      `Too long: ${typeof issue.input === 'string' ? issue.input.length.toLocaleString('en') : 'more than'} characters; notes hold at most ${TRIAGE_NOTES_MAX_CHARS.toLocaleString('en')}.`,
  })
  .meta({ description: 'Plain text; shown as text, never as markup.' });

/**
 * A change, made from `version` (0 when the incident was not triaged yet: someone who triaged it
 * meanwhile wins a 409 too). Only the fields given change.
 */
export const TriageChange = z
  .object({
    version: z.int().min(0),
    status: TriageStatus.optional(),
    duplicateOf: z
      .string()
      .trim()
      .toUpperCase()
      .regex(INCIDENT_ID, 'Name the incident as IN-<number>.')
      .nullable()
      .optional(),
    impactOnUs: orNull(ImpactOnUs).optional(),
    assignee: z.email('Not an email address.').toLowerCase().nullable().optional(),
    notes: notes.optional(),
  })
  .strict()
  .meta({ id: 'TriageChange' });

export const TriageSeen = z
  .object({
    revision: unixSeconds().min(0).meta({
      description: 'The vendor revision (`snapshot.updatedAt`) the analyst looked at.',
    }),
  })
  .strict()
  .meta({ id: 'TriageSeen' });

export type TriageStatus = z.infer<typeof TriageStatus>;
export type ImpactOnUs = z.infer<typeof ImpactOnUs>;
export type IncidentSnapshot = z.infer<typeof IncidentSnapshot>;
export type TriageState = z.infer<typeof TriageState>;
export type Triage = z.infer<typeof Triage>;
export type SnapshotRefresh = z.infer<typeof SnapshotRefresh>;
export type TriageSummary = z.infer<typeof TriageSummary>;
export type TriageChange = z.infer<typeof TriageChange>;
