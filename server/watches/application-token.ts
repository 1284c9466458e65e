/**
 * The watcher's own sign-in to the vendor (spec 5, `POST /application/token`): a machine token
 * for the client id and secret in WATCHFLOOR_CLIENT_ID / WATCHFLOOR_CLIENT_SECRET. Kept in memory
 * only, renewed a while before its `exp` and at once when the vendor refuses it (a 401).
 */

/** Renew this long before the token's own end. */
const RENEW_BEFORE_SECONDS = 5 * 60;
/** A token whose `exp` cannot be read is renewed after this long (spec 5: valid 24 hours). */
const UNKNOWN_LIFETIME_SECONDS = 60 * 60;

export interface ApplicationTokenOptions {
  authUrl: string;
  /** The `Origin` the vendor requires on token requests. */
  origin: string;
  clientId: string;
  secret: string;
  timeoutMs: number;
  now: () => Date;
  fetch?: typeof fetch;
}

export class TokenRefused extends Error {
  override name = 'TokenRefused';
}

/** The `exp` claim of a JWT, in Unix seconds, without checking it (the vendor does that). */
export function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}

export function applicationToken(options: ApplicationTokenOptions) {
  const send = options.fetch ?? fetch;
  let held: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);

  async function signIn(): Promise<string> {
    const response = await send(`${options.authUrl}/application/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: options.origin },
      body: JSON.stringify({ clientId: options.clientId, secret: options.secret }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      throw new TokenRefused(
        `the authentication service answered ${response.status} to the application sign-in`,
      );
    }
    const body = (await response.json()) as { data?: { accessToken?: unknown } };
    const token = body.data?.accessToken;
    if (typeof token !== 'string' || !token) {
      throw new TokenRefused('the authentication service answered no access token');
    }
    const exp = expiryOf(token);
    held = {
      token,
      renewAt:
        exp === undefined ? nowSeconds() + UNKNOWN_LIFETIME_SECONDS : exp - RENEW_BEFORE_SECONDS,
    };
    return token;
  }

  return {
    /** A token good for a while yet: the one held, or a new one. */
    get(): Promise<string> {
      if (held && nowSeconds() < held.renewAt) return Promise.resolve(held.token);
      pending ??= signIn().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** The vendor refused this token: the next `get` signs in again. */
    refused(token: string) {
      if (held?.token === token) held = undefined;
    },
  };
}

export type ApplicationToken = ReturnType<typeof applicationToken>;
