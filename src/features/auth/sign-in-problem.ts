import { apiErrorOf } from '@/lib/http/api-error';

/**
 * Why a sign-in did not work, in the terms the login form explains it. The Watchfloor server
 * passes the vendor's refusals through word for word; `said` carries those words to the page.
 */
export type SignInProblem =
  /** 401 `data.credentials` (or any other 401 reason). */
  | { kind: 'credentials'; said: string }
  /** 401 `data.accessWindow`: the account exists but its access has ended. */
  | { kind: 'access-window'; said: string }
  /** 422 or 413: the named fields were refused, each with the server's reason; `form` holds any other. */
  | { kind: 'fields'; fields: Partial<Record<SignInField, string>>; form?: string }
  /**
   * 429 until `until` (epoch ms): the vendor locked the email (`by: 'service'`), or the
   * Watchfloor server's own limit for this address or account was reached (`by: 'server'`).
   */
  | { kind: 'locked'; until: number; by: 'service' | 'server'; said: string }
  /** 502/504: the server could not get an answer from the vendor's sign-in in time. */
  | { kind: 'auth-unavailable'; timedOut: boolean; said: string }
  /** 503: the server's database does not answer, so no session can be kept. */
  | { kind: 'server-unavailable'; said: string }
  /** 403 `data.origin`: the server refused a sign-in from this page's address. */
  | { kind: 'refused'; said: string }
  /** No answer: offline, or the Watchfloor server is down. */
  | { kind: 'unreachable' }
  /** Anything else: the server's own words. */
  | { kind: 'service'; message: string };

export type SignInField = 'email' | 'password';

/** The spec's lockout lasts five minutes; used when `Retry-After` is missing. */
export const DEFAULT_LOCKOUT_SECONDS = 300;

const isField = (key: string): key is SignInField => key === 'email' || key === 'password';

export function signInProblemOf(error: unknown, now = Date.now()): SignInProblem {
  const apiError = apiErrorOf(error, 'watchfloor', 'POST /session');
  if (!apiError) return { kind: 'service', message: 'The sign-in did not complete.' };
  const { status, data, kind, message } = apiError;

  if (kind === 'network') return { kind: 'unreachable' };
  if (status === 429) {
    const wait = apiError.retryAfterSeconds ?? DEFAULT_LOCKOUT_SECONDS;
    const by = 'rateLimit' in data ? 'server' : 'service';
    return { kind: 'locked', until: now + wait * 1000, by, said: message };
  }
  if (status === 401) {
    return data.accessWindow !== undefined
      ? { kind: 'access-window', said: data.accessWindow }
      : { kind: 'credentials', said: data.credentials ?? message };
  }
  if ((status === 422 || status === 413) && kind === 'fail') {
    const fields: Partial<Record<SignInField, string>> = {};
    const others: string[] = [];
    for (const [key, reason] of Object.entries(data)) {
      // The server's own words: a field can be missing, but also too long.
      if (isField(key) && status === 422) fields[key] = reason;
      else others.push(reason);
    }
    return {
      kind: 'fields',
      fields,
      ...(others.length > 0 ? { form: `The server refused the request: ${others.join(' ')}` } : {}),
    };
  }
  if (status === 502 || status === 504) {
    return { kind: 'auth-unavailable', timedOut: status === 504, said: message };
  }
  if (status === 503) return { kind: 'server-unavailable', said: message };
  if (status === 403) return { kind: 'refused', said: message };
  return { kind: 'service', message };
}
