import type { QueryClient } from '@tanstack/react-query';
import { MAX_IMPORT_BATCH } from '../../../contract/resources/saved-search-address';
import {
  importSavedSearches,
  type ImportedSavedSearch,
  type ImportOutcome,
} from '@/lib/http/watchfloor';
import { showToast } from '@/lib/toasts/toast-store';
import {
  forgetLocalSavedSearches,
  readLocalSavedSearches,
  type LocalSavedSearch,
} from './local-saved-searches';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';
import { SAVED_SEARCH_LIST_KEY } from './saved-search-api';

/** Requests stay well under the server's 64 kB body limit, however long the addresses. */
const MAX_BATCH_CHARACTERS = 48_000;

/** A local search as the server imports it; its local id is the key that makes it idempotent. */
export function importItemOf(local: LocalSavedSearch): ImportedSavedSearch {
  const search =
    local.search === '' || local.search.startsWith('?') ? local.search : `?${local.search}`;
  const lookedAt = new Date(local.lastOpenedAt);
  return {
    key: local.id,
    name: (local.name.trim() || 'Saved search').slice(0, 200),
    address: `/incidents${search}`,
    ...(Number.isNaN(lookedAt.getTime()) ? {} : { lookedAt: lookedAt.toISOString() }),
  };
}

/** Batches of at most MAX_IMPORT_BATCH searches and about MAX_BATCH_CHARACTERS of JSON. */
export function batchesOf(items: readonly ImportedSavedSearch[]): ImportedSavedSearch[][] {
  const batches: ImportedSavedSearch[][] = [];
  let batch: ImportedSavedSearch[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = JSON.stringify(item).length;
    if (
      batch.length > 0 &&
      (batch.length >= MAX_IMPORT_BATCH || size + itemSize > MAX_BATCH_CHARACTERS)
    ) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(item);
    size += itemSize;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const searches = (count: number) => (count === 1 ? '1 saved search' : `${count} saved searches`);

function report(outcomes: readonly ImportOutcome[], storage: Storage) {
  const made = outcomes.filter((one) => one.outcome === 'imported').length;
  const kept = outcomes.filter((one) => one.outcome === 'existing').length;
  const refused = outcomes.filter((one) => one.outcome === 'rejected');
  if (made > 0) {
    showToast({
      message: `Moved ${searches(made)} from this browser to your workspace. Only you see ${made === 1 ? 'it' : 'them'}; share from the Saved searches menu.`,
    });
  } else if (kept > 0) {
    showToast({
      message: `The ${searches(kept)} kept in this browser ${kept === 1 ? 'is' : 'are'} already in your workspace.`,
    });
  }
  if (refused.length > 0) {
    const reason = Object.values(refused[0]!.reasons ?? {})[0] ?? 'the server refused it';
    showToast({
      tone: 'error',
      message: `${searches(refused.length)} in this browser could not be moved to your workspace (${reason}) and ${refused.length === 1 ? 'stays' : 'stay'} here.`,
      action: {
        label: 'Discard',
        run: () => forgetLocalSavedSearches(new Set(refused.map((one) => one.key)), storage),
      },
    });
  }
}

let running: Promise<void> | undefined;

/**
 * Moves the searches an earlier version kept in this browser into the signed-in user's
 * workspace, then forgets the local copy of each one the server now keeps. The server imports
 * each key once, so a repeat (a failed attempt retried on the next load, two tabs at once)
 * never duplicates. A failure leaves everything local for the next attempt.
 */
export function importLocalSavedSearches(
  queryClient: QueryClient,
  storage: Storage = localStorage,
): Promise<void> {
  running ??= moveToServer(queryClient, storage).finally(() => {
    running = undefined;
  });
  return running;
}

async function moveToServer(queryClient: QueryClient, storage: Storage) {
  const local = readLocalSavedSearches(storage);
  if (local.length === 0) return;
  const outcomes: ImportOutcome[] = [];
  try {
    for (const batch of batchesOf(local.map(importItemOf))) {
      const { data } = await importSavedSearches({ body: { searches: batch }, throwOnError: true });
      outcomes.push(...data.data.results);
    }
  } catch {
    // Offline or the server is down: what is not moved yet stays here for the next load.
  }
  if (outcomes.length === 0) return;
  forgetLocalSavedSearches(
    new Set(outcomes.filter((one) => one.outcome !== 'rejected').map((one) => one.key)),
    storage,
  );
  await refetchAfterWrite(queryClient, { queryKey: SAVED_SEARCH_LIST_KEY });
  report(outcomes, storage);
}
