import { z } from 'zod';
import { TokenError } from '../jsend.ts';

/**
 * What every object the team keeps has in common (DESIGN §4c): an owner, team-visible by default
 * (people forget to share), a version for concurrent edits, and a history of changes.
 */

export const Visibility = z.enum(['team', 'private']).meta({
  id: 'Visibility',
  description:
    '`team`: everyone who signs in to this deployment sees it; `private`: only its owner.',
});

export const Person = z
  .object({ email: z.string(), name: z.string() })
  .meta({ id: 'Person', description: 'A member of the team.' });

export const TeamMember = z
  .object({
    email: z.string(),
    name: z.string(),
    admin: z.boolean(),
    lastSeenAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TeamMember' });

export const TeamList = z.object({ members: z.array(TeamMember) }).meta({ id: 'TeamList' });

/** Fields every kept object carries; spread into each object's schema. */
export const keptObjectFields = {
  id: z.uuid(),
  owner: Person,
  visibility: Visibility,
  version: z.int().positive().meta({ description: 'Send it back with a change; 409 when stale.' }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Whether the signed-in user may change or delete it: its owner or an admin. */
  mayChange: z.boolean(),
};

/** The version a change was made from: a stale one answers 409. */
export const expectedVersion = z.int().positive();

/** Plain text the team writes: names and notes are shown as text, never as markup. */
export const objectName = z
  .string()
  .trim()
  .min(1, 'Give it a name.')
  .max(200, 'Too long: at most 200 characters.');

export const AuditEvent = z
  .object({
    id: z.string(),
    action: z.enum(['created', 'updated', 'deleted', 'restored', 'imported']),
    actor: Person,
    at: z.iso.datetime({ offset: true }),
    changes: z
      .record(z.string(), z.unknown())
      .meta({ description: '`{ field: { from, to } }` for updates; the object for the rest.' }),
  })
  .meta({ id: 'AuditEvent' });

export const AuditHistory = z.object({ events: z.array(AuditEvent) }).meta({ id: 'AuditHistory' });

/** A stale write: `data.current` is the object as it is now. */
export const ConflictFail = z
  .object({
    status: z.literal('fail'),
    data: z.object({ version: z.string(), current: z.unknown() }),
  })
  .meta({ id: 'ConflictFail' });

export type Visibility = z.infer<typeof Visibility>;
export type Person = z.infer<typeof Person>;
export type TeamMember = z.infer<typeof TeamMember>;
export type AuditEvent = z.infer<typeof AuditEvent>;

/** No session, or it ended: the same shape as a refused vendor token, so the page treats both alike. */
export const SessionEndedFail = z
  .object({ status: z.literal('fail'), errors: z.array(TokenError).min(1) })
  .meta({
    id: 'SessionEndedFail',
    description: 'No session, or it ended: sign in again.',
    example: {
      status: 'fail',
      errors: [{ code: 401, message: 'You are not signed in, or your session has ended.' }],
    },
  });
