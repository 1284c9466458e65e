import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toasts/toast-store';

/**
 * Delete with confirmation and Undo: the caller opens a ConfirmDialog with `pending`, then
 * `confirm()` deletes and shows a toast whose Undo restores (the server keeps a deleted object
 * for its undo window). Failures are toasts too, so nothing fails silently.
 */
export function useUndoableDelete<Target extends { name: string }>({
  remove,
  restore,
  noun,
}: {
  remove: (target: Target) => Promise<unknown>;
  restore: (target: Target) => Promise<unknown>;
  noun: string;
}) {
  const [pending, setPending] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (what: string, error: unknown) =>
    showToast({
      tone: 'error',
      message: `${what}: ${isApiError(error) ? error.message : 'the Watchfloor server could not be reached.'}`,
    });

  const confirm = async () => {
    if (!pending) return;
    const target = pending;
    setBusy(true);
    try {
      await remove(target);
      setPending(null);
      showToast({
        message: `Deleted the ${noun} “${target.name}”.`,
        action: {
          label: 'Undo',
          run: async () => {
            try {
              await restore(target);
              showToast({ message: `Restored the ${noun} “${target.name}”.` });
            } catch (error) {
              failed(`The ${noun} could not be restored`, error);
            }
          },
        },
      });
    } catch (error) {
      failed(`The ${noun} was not deleted`, error);
    } finally {
      setBusy(false);
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm, busy };
}
