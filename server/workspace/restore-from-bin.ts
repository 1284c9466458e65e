import type { Context } from 'hono';
import { fail } from '../http/jsend.ts';
import type { Queryable } from '../db/pool.ts';
import { recordAudit } from './audit.ts';
import { UNDO_WINDOW_SECONDS, undoDeadline } from './undo-window.ts';
import { forbidden } from './versions.ts';
import { mayChange, type WorkspaceUser } from './workspace-user.ts';

/**
 * Restoring a workspace object from the bin, on the caller's transaction with the row locked:
 * only its owner or an admin, only within the undo window, recorded in its history. Restoring
 * one that is not deleted (two tabs, a double click) is no error and records nothing. Answers
 * the refusal to send, or null once restored.
 */
export async function restoreFromBin(
  c: Context,
  client: Queryable,
  options: {
    /** What the object is called in messages: `watch`, `site`. */
    noun: string;
    /** Its type in the audit trail. */
    objectType: string;
    row: { id: string; owner_email: string; deleted_at: Date | null };
    user: WorkspaceUser;
    at: Date;
    markRestored: (client: Queryable, id: string, at: Date) => Promise<void>;
  },
): Promise<Response | null> {
  const { noun, row, user, at } = options;
  if (!mayChange(user, row.owner_email)) return forbidden(c, noun);
  if (!row.deleted_at) return null;
  if (undoDeadline(row.deleted_at) < at) {
    return fail(c, 404, {
      id: `This ${noun} was deleted more than ${UNDO_WINDOW_SECONDS / 60} minutes ago and can no longer be restored.`,
    });
  }
  await options.markRestored(client, row.id, at);
  await recordAudit(client, {
    objectType: options.objectType,
    objectId: row.id,
    action: 'restored',
    actorEmail: user.email,
    at,
    changes: {},
  });
  return null;
}
