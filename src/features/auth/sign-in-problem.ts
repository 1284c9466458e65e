import { apiErrorOf } from '@/lib/http/api-error';

/** Why a sign-in did not work, in the terms the login form explains it. */
export type SignInProblem =
  /** 401 `data.credentials`. */
  | { kind: 'credentials' }
  /** 401 `data.accessWindow`: the account exists but its access has ended. */
  | { kind: 'access-window' }
  /** 422: the named fields were missing or not text; `form` holds any other reason. */
  | { kind: 'fields'; fields: Partial<Record<SignInField, string>>; form?: string }
  /** 429: locked until `until` (epoch ms). */
  | { kind: 'locked'; until: number }
  /** No answer: offline, wrong URL, CORS. */
  | { kind: 'unreachable'; message: string }
  /** The service answered, but not with a token or a reason we know. */
  | { kind: 'service'; message: string }
  /** A 200 whose token cannot be read: signing in with it would fail on the first call. */
  | { kind: 'unreadable-token' };

export type SignInField = 'email' | 'password';

/** The spec's lockout lasts five minutes; used when `Retry-After` is missing. */
export const DEFAULT_LOCKOUT_SECONDS = 300;

const FIELD_WORDS: Record<SignInField, string> = {
  email: 'Enter the email address of your account.',
  password: 'Enter your password.',
};

const isField = (key: string): key is SignInField => key === 'email' || key === 'password';

export function signInProblemOf(error: unknown, now = Date.now()): SignInProblem {
  const apiError = apiErrorOf(error, 'auth', 'POST /user/token');
  if (!apiError) return { kind: 'service', message: 'The sign-in did not complete.' };
  const { status, data, kind } = apiError;

  if (status === 429) {
    const wait = apiError.retryAfterSeconds ?? DEFAULT_LOCKOUT_SECONDS;
    return { kind: 'locked', until: now + wait * 1000 };
  }
  if (status === 401) {
    return 'accessWindow' in data ? { kind: 'access-window' } : { kind: 'credentials' };
  }
  if (status === 422 && kind === 'fail') {
    const fields: Partial<Record<SignInField, string>> = {};
    const others: string[] = [];
    for (const [key, reason] of Object.entries(data)) {
      if (isField(key)) fields[key] = FIELD_WORDS[key];
      else others.push(reason);
    }
    return {
      kind: 'fields',
      fields,
      ...(others.length > 0
        ? { form: `The service refused the request: ${others.join(' ')}` }
        : {}),
    };
  }
  if (kind === 'network') return { kind: 'unreachable', message: apiError.message };
  return { kind: 'service', message: apiError.message };
}

/** The checks the form makes before sending, worded like the service's 422. */
export function missingFields(values: Record<SignInField, string>) {
  const fields: Partial<Record<SignInField, string>> = {};
  if (!values.email.trim()) fields.email = FIELD_WORDS.email;
  if (!values.password) fields.password = FIELD_WORDS.password;
  return fields;
}
