import { apiErrorOf } from '@/lib/http/api-error';

/**
 * A failed action on an alert, in words, shown in place. A 401 never gets here as such: the
 * session guard signs the page out.
 */
export function alertActionMessage(error: unknown, endpoint: string): string | null {
  const failure = apiErrorOf(error, 'watchfloor', endpoint);
  if (!failure) return null;
  if (failure.status === 404) {
    return 'This alert is gone: its watch was deleted or made private. Reload the list.';
  }
  if (failure.status === 409) {
    return 'Someone changed the incident’s triage at the same moment. Try again.';
  }
  const reasons = Object.values(failure.data);
  if (failure.status === 422 && reasons.length > 0) return reasons.join(' ');
  return failure.message;
}
