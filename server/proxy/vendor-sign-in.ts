import { decodeJwt } from 'jose';
import {
  failureMessage,
  failureStatus,
  parseJson,
  requestUpstream,
  type UpstreamLimits,
} from './upstream-request.ts';

/**
 * Asks the vendor's authentication API for a user token (spec 5). The token is read here and
 * kept by the caller on the server; only the vendor's refusals travel on to the browser, word
 * for word, as the login page explains them.
 */

export interface VendorUser {
  token: string;
  email: string;
  name: string;
  /** The token's own expiry. */
  expiresAt: Date;
}

export type SignInOutcome =
  | { ok: true; user: VendorUser }
  /** The vendor refused (401, 422, 429): its status, body and Retry-After pass through. */
  | { ok: false; kind: 'refused'; status: 401 | 422 | 429; body: unknown; retryAfter?: string }
  /** The vendor is down, slow or answered nonsense. */
  | { ok: false; kind: 'upstream'; status: 502 | 504; message: string };

const PASSED_THROUGH = new Set([401, 422, 429]);
const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const isJsendFail = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'fail';

export async function signInWithVendor(
  authBase: string,
  upstreamOrigin: string,
  credentials: { email: string; password: string },
  limits: UpstreamLimits,
  now: Date,
): Promise<SignInOutcome> {
  const result = await requestUpstream(
    new URL(`${authBase}/user/token`),
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: upstreamOrigin,
      },
      body: JSON.stringify(credentials),
    },
    { ...limits, maxBytes: Math.min(limits.maxBytes, 64 * 1024) },
  );
  if (!result.ok) {
    return {
      ok: false,
      kind: 'upstream',
      status: failureStatus(result.failure),
      message: failureMessage('auth', result.failure),
    };
  }
  const body = parseJson(result.body);
  if (PASSED_THROUGH.has(result.status) && isJsendFail(body)) {
    const retryAfter = result.headers['retry-after'];
    return {
      ok: false,
      kind: 'refused',
      status: result.status as 401 | 422 | 429,
      body,
      ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
    };
  }
  const token = (body as { status?: unknown; data?: { accessToken?: unknown } } | undefined)?.data
    ?.accessToken;
  if (result.status !== 200 || typeof token !== 'string' || token.length > 16 * 1024) {
    return {
      ok: false,
      kind: 'upstream',
      status: 502,
      message: `The authentication service answered in a way this server does not understand (HTTP ${result.status}).`,
    };
  }
  return { ok: true, user: readTokenUser(token, credentials.email, now) };
}

/**
 * Who the token names and until when. The server cannot verify the vendor's signature (only the
 * vendor can); it reads the claims to name the user and bound the session, and the vendor
 * checks the token on every call.
 */
function readTokenUser(token: string, signedInAs: string, now: Date): VendorUser {
  let claims: { exp?: unknown; email?: unknown; name?: unknown } = {};
  try {
    claims = decodeJwt(token);
  } catch {
    // An opaque token: the vendor may issue those; the sign-in's email and a day stand in.
  }
  const email = typeof claims.email === 'string' && claims.email ? claims.email : signedInAs;
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  const exp =
    typeof claims.exp === 'number' && Number.isFinite(claims.exp)
      ? new Date(claims.exp * 1000)
      : new Date(now.getTime() + DEFAULT_LIFETIME_MS);
  return { token, email: email.toLowerCase(), name, expiresAt: exp };
}
