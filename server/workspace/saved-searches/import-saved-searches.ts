import type pg from 'pg';
import {
  ImportedSavedSearch,
  viewOfAddress,
  type ImportOutcome,
} from '../../../contract/resources/saved-searches.ts';
import { recordAudit } from '../audit.ts';
import { fieldMessages } from '../request-body.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import {
  AUDIT_TYPE,
  findById,
  findImported,
  findSame,
  insertSavedSearch,
  setMarks,
  toSavedSearch,
} from './saved-search-store.ts';

const keyOf = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && typeof (raw as { key?: unknown }).key === 'string'
    ? (raw as { key: string }).key
    : '';

/**
 * Moves searches saved in one browser into the user's workspace, once. Each is checked on its
 * own: a bad one is reported and the rest still land. A key seen before (this run, an earlier
 * one, another tab at the same moment: the unique index decides) finds what it made then, and
 * the same name and address already kept by the user is not made twice. Imported searches are
 * private: they were only ever in one browser, and sharing them is the user's choice.
 */
export async function importSavedSearches(
  client: pg.PoolClient,
  user: WorkspaceUser,
  searches: readonly unknown[],
  at: Date,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const raw of searches) {
    const parsed = ImportedSavedSearch.safeParse(raw);
    if (!parsed.success) {
      outcomes.push({ key: keyOf(raw), outcome: 'rejected', reasons: fieldMessages(parsed.error) });
      continue;
    }
    const { key, name, address, lookedAt } = parsed.data;
    const existing = async (id: string | undefined): Promise<ImportOutcome> => {
      const row = id ? await findById(client, user.email, id) : undefined;
      return {
        key,
        outcome: 'existing',
        ...(row && !row.deleted_at ? { search: toSavedSearch(row, user) } : {}),
      };
    };

    const before = (await findImported(client, user.email, key))?.id;
    const same = before ?? (await findSame(client, user.email, name, address));
    if (same) {
      outcomes.push(await existing(same));
      continue;
    }
    const id = await insertSavedSearch(client, {
      ownerEmail: user.email,
      name,
      address,
      view: viewOfAddress(address)!,
      visibility: 'private',
      importKey: key,
      at,
    });
    if (!id) {
      // Another request imported this key between the look and the insert.
      outcomes.push(await existing((await findImported(client, user.email, key))?.id));
      continue;
    }
    // What was new in it keeps counting from when it was last opened in that browser.
    const looked = lookedAt ? new Date(Math.min(Date.parse(lookedAt), at.getTime())) : at;
    await setMarks(client, id, user.email, { lookedAt: looked });
    await recordAudit(client, {
      objectType: AUDIT_TYPE,
      objectId: id,
      action: 'imported',
      actorEmail: user.email,
      at,
      changes: { name, address, visibility: 'private' },
    });
    outcomes.push({
      key,
      outcome: 'imported',
      search: toSavedSearch((await findById(client, user.email, id))!, user),
    });
  }
  return outcomes;
}
