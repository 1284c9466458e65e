import { useState } from 'react';
import { isApiError, type ApiError } from '@/lib/http/api-error';

/** Messages by field, as a form's own checks and a 422's keys name them. */
export type DraftErrors = Partial<Record<string, string>>;

/**
 * The state of saving a workspace object from a form (a site, a watch): per-field messages (the
 * form's own checks, or a 422's keys, which name the same fields), a message naming no field,
 * and a 409 to show as a conflict.
 */
export function useSaveState({ onConflict }: { onConflict?: () => void } = {}) {
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setConflict(null);
    try {
      await save();
      setErrors({});
    } catch (error) {
      if (isApiError(error) && error.isConflict) {
        setConflict(error);
        onConflict?.();
      } else if (isApiError(error) && error.status === 422 && Object.keys(error.data).length > 0) {
        setErrors({ ...error.data });
        setProblem('Some fields need a change; each says why.');
      } else {
        setProblem(
          isApiError(error)
            ? error.message
            : 'The Watchfloor server could not be reached. Try again in a moment.',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    errors,
    setErrors,
    problem,
    conflict,
    clearConflict: () => setConflict(null),
    busy,
    run,
  };
}
