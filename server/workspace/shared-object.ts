import type { Visibility } from '../../contract/resources/workspace.ts';
import { mayChange, type WorkspaceUser } from './workspace-user.ts';

/**
 * What every shared object of the workspace has (DESIGN §4c): an owner, a visibility, a version
 * for concurrent edits, and a soft deletion that can be undone for a while.
 */

/** The columns every shared object's row has, with its owner's name from `users`. */
export interface SharedObjectRow {
  id: string;
  owner_email: string;
  owner_name: string;
  visibility: Visibility;
  version: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/**
 * Team objects are seen by everyone in the deployment; private ones by their owner alone, admins
 * included (DESIGN §4c): an admin may change what the team shares, not read what is private.
 */
export const isVisibleTo = (
  user: Pick<WorkspaceUser, 'email'>,
  row: Pick<SharedObjectRow, 'visibility' | 'owner_email'>,
) => row.visibility === 'team' || row.owner_email === user.email;

/** The fields every shared object answers with besides its own, as this user may treat it. */
export const sharedFieldsOf = (row: SharedObjectRow, user: WorkspaceUser) => ({
  id: row.id,
  owner: { email: row.owner_email, name: row.owner_name },
  visibility: row.visibility,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  mayChange: mayChange(user, row.owner_email),
});
