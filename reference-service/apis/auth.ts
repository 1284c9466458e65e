import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  createApplicationToken,
  createUserToken,
  type TokenResponse,
} from '../../contract/operations/auth.ts';
import type { FailData } from '../../contract/jsend.ts';
import { createApiApp, type ApiAppOptions } from '../api-app';
import type { AccountDirectory } from '../auth/accounts';
import type { Lockout } from '../auth/lockout';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { nowSeconds, type Clock } from '../clock';
import { respondFail } from '../jsend';

export interface AuthAppOptions extends ApiAppOptions {
  accounts: AccountDirectory;
  tokens: TokenService;
  lockout: Lockout;
  clock: Clock;
}

/**
 * Failure texts. The first eight are the vendor's own wordings (vendor-facts, "Tokens"), so
 * clients written against the vendor keep working; the rest cover cases the vendor never shows.
 */
export const AUTH_MESSAGES = {
  missingEmail: 'Missing email request body parameter',
  missingPassword: 'Missing password request body parameter',
  missingClientId: 'Missing client ID body parameter',
  missingSecret: 'Missing secret body parameter',
  userCredentials: 'Email and password do not match',
  applicationCredentials: 'Client ID and secret do not match',
  accessWindow: 'User access window has expired',
  tooManyAttempts: 'Too many authentication attempts. Try again in 5 minutes',
  missingOrigin: 'The Origin header is required: the domain of the calling application',
  notJson: 'Send the body as JSON with Content-Type: application/json',
  invalidJson: 'The body is not valid JSON',
  notObject: 'The body must be a JSON object',
  tooLarge: 'The body is larger than 16 KB',
} as const;

const MAX_BODY_BYTES = 16 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

const requireOrigin: MiddlewareHandler = async (c, next) => {
  if (!c.req.header('Origin')?.trim()) {
    return respondFail(c, 422, { origin: AUTH_MESSAGES.missingOrigin });
  }
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => respondFail(c, 422, { body: AUTH_MESSAGES.tooLarge }),
});

/** Shared by both token endpoints, in the order the checks must run. */
const guards = [noStore, requireOrigin, limitBody] as const;

/** The body as an object, or the 422 `data.body` reason. */
async function readJsonObject(c: Context): Promise<Record<string, unknown> | string> {
  if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) return AUTH_MESSAGES.notJson;
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return AUTH_MESSAGES.invalidJson;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return AUTH_MESSAGES.notObject;
  }
  return body as Record<string, unknown>;
}

/**
 * The named string fields, or 422 data naming every absent, empty or non-string one. An empty
 * string counts as missing: nothing could match it.
 */
function readFields<Name extends string>(
  body: Record<string, unknown>,
  missing: Record<Name, string>,
): { ok: true; values: Record<Name, string> } | { ok: false; problems: FailData } {
  const values: Partial<Record<Name, string>> = {};
  const problems: FailData = {};
  for (const name of Object.keys(missing) as Name[]) {
    const value = body[name];
    if (value === undefined || value === null || value === '') {
      problems[name] = missing[name];
    } else if (typeof value !== 'string') {
      problems[name] = `The ${name} body parameter must be a string`;
    } else {
      values[name] = value;
    }
  }
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, values: values as Record<Name, string> };
}

function respondToken(c: Context, accessToken: string) {
  const body: z.infer<typeof TokenResponse> = { status: 'success', data: { accessToken } };
  return c.json(body, 200);
}

/** The authentication API (spec 5), served on its own origin. */
export function createAuthApp(options: AuthAppOptions) {
  const { accounts, tokens, lockout, clock } = options;
  const app = createApiApp('auth', options);

  app.post(createUserToken.path, ...guards, async (c) => {
    const body = await readJsonObject(c);
    if (typeof body === 'string') return respondFail(c, 422, { body });
    const fields = readFields(body, {
      email: AUTH_MESSAGES.missingEmail,
      password: AUTH_MESSAGES.missingPassword,
    });
    if (!fields.ok) return respondFail(c, 422, fields.problems);
    const { email, password } = fields.values;

    const retryAfter = lockout.retryAfter(email);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return respondFail(c, 429, { email: AUTH_MESSAGES.tooManyAttempts });
    }

    // Lock check, scrypt and failure count run in one synchronous turn: parallel guesses
    // cannot slip past the lock while a comparison is in flight.
    const user = accounts.findUser(email);
    const matches = verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) {
      lockout.recordFailure(email);
      return respondFail(c, 401, { credentials: AUTH_MESSAGES.userCredentials });
    }
    // Only after the password matched, so this answer never confirms an account to a guesser;
    // it is not a failed guess either, so the count is left alone.
    if (user.accessWindowEndsAt !== null && user.accessWindowEndsAt <= nowSeconds(clock)) {
      return respondFail(c, 401, { accessWindow: AUTH_MESSAGES.accessWindow });
    }

    lockout.recordSuccess(email);
    const origin = c.req.header('Origin')?.trim() ?? '';
    const accessToken = await tokens.issue({
      sub: user.id,
      kind: 'user',
      origin,
      name: user.name,
      email: user.email,
    });
    return respondToken(c, accessToken);
  });

  app.post(createApplicationToken.path, ...guards, async (c) => {
    const body = await readJsonObject(c);
    if (typeof body === 'string') return respondFail(c, 422, { body });
    const fields = readFields(body, {
      clientId: AUTH_MESSAGES.missingClientId,
      secret: AUTH_MESSAGES.missingSecret,
    });
    if (!fields.ok) return respondFail(c, 422, fields.problems);
    const { clientId, secret } = fields.values;

    // Spec 5 lists no 429 here: client secrets are long and random, not guessable passwords.
    const application = accounts.findApplication(clientId);
    const matches = verifyPassword(secret, application?.secretHash ?? DUMMY_HASH);
    if (!application || !matches) {
      return respondFail(c, 401, { credentials: AUTH_MESSAGES.applicationCredentials });
    }

    const origin = c.req.header('Origin')?.trim() ?? '';
    const accessToken = await tokens.issue({
      sub: application.clientId,
      kind: 'application',
      origin,
    });
    return respondToken(c, accessToken);
  });

  return app;
}
