import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { nowSeconds, type Clock } from '../clock';
import { ServiceConfigError } from '../config';

/** Spec 5 and 8: stateless HS256 JWTs, valid 24 hours. */

export const TOKEN_ISSUER = 'watchfloor-reference';
export const TOKEN_AUDIENCE = 'threat-intel-api';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const MIN_SECRET_LENGTH = 32;

interface CommonClaims {
  /** The user's id or the application's client id. */
  sub: string;
  /** The `Origin` header of the token request. */
  origin: string;
  iat: number;
  exp: number;
}

/** `name` and `email` let the dashboard show who is signed in without another call. */
export interface UserTokenClaims extends CommonClaims {
  kind: 'user';
  name: string;
  email: string;
}

export interface ApplicationTokenClaims extends CommonClaims {
  kind: 'application';
}

export type TokenClaims = UserTokenClaims | ApplicationTokenClaims;

/** What the caller decides; the service adds `iat` and `exp` from its clock. */
export type TokenSubject =
  | Omit<UserTokenClaims, 'iat' | 'exp'>
  | Omit<ApplicationTokenClaims, 'iat' | 'exp'>;

export type TokenVerification =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(subject: TokenSubject): Promise<string>;
  verify(token: string): Promise<TokenVerification>;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

// A signature check proves only that we signed it; the shape check keeps callers from
// trusting claims an older version of the service wrote differently.
function readClaims(payload: JWTPayload): TokenClaims | undefined {
  const { sub, iat, exp, kind, origin, name, email } = payload;
  if (!isString(sub) || !isNumber(iat) || !isNumber(exp) || !isString(origin)) return undefined;
  if (kind === 'user' && isString(name) && isString(email)) {
    return { sub, kind, origin, name, email, iat, exp };
  }
  if (kind === 'application') return { sub, kind, origin, iat, exp };
  return undefined;
}

export function createTokenService(options: { secret: Uint8Array; clock: Clock }): TokenService {
  const { secret, clock } = options;
  return {
    async issue(subject) {
      const iat = nowSeconds(clock);
      const { sub, ...claims } = subject;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          typ: 'JWT',
          requiredClaims: ['sub', 'iat', 'exp'],
          currentDate: new Date(clock.nowMs()),
        });
        const claims = readClaims(payload);
        return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
      } catch (error) {
        // jose checks the signature before the claims, so only a genuine token reads as expired.
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}

/**
 * `TI_JWT_SECRET` when set (so tokens survive a restart), else 32 random bytes: every token
 * then dies with the process, which is right for a local reference service.
 */
export function tokenSecretFrom(env: Record<string, string | undefined> = process.env): Uint8Array {
  const configured = env.TI_JWT_SECRET;
  if (!configured) return new Uint8Array(randomBytes(32));
  if (configured.length < MIN_SECRET_LENGTH) {
    throw new ServiceConfigError(
      `TI_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (it has ${configured.length}); unset it to use a random secret per start`,
    );
  }
  return new TextEncoder().encode(configured);
}
