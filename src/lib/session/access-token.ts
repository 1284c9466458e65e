/**
 * What the dashboard knows about the signed-in analyst, read from the access token itself.
 * The token is not verified here (only the service can); a token that cannot be decoded, or has
 * no numeric `exp`, is treated as no session at all.
 */
export interface Session {
  token: string;
  /** When the token stops being accepted, in epoch milliseconds (from `exp`). */
  expiresAt: number;
  identity: Identity;
}

export interface Identity {
  /** The `sub` claim: the user's id. */
  id: string;
  /** A display name: the `name` claim, else the email. */
  name: string;
  email: string;
}

type Claims = Record<string, unknown>;

/**
 * The payload of a compact JWT, undecoded signature and all (RFC 7519 §7.2 steps 1–7 without the
 * signature check, which only the service can do). Written out rather than taken from jose:
 * it is a base64url segment and a JSON.parse, and jose's decodeJwt with its error classes was
 * about 1 kB gzip of the login page's first download (issue 11's budget).
 */
function decodePayload(token: string): Claims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(segments[1]!)) return null;
  try {
    const base64 = segments[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Claims)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** `email` is the address the analyst signed in with, for tokens that do not carry one. */
export function sessionFromToken(token: string, email = ''): Session | null {
  const claims = decodePayload(token);
  if (claims === null) return null;
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
  const address = text(claims.email) ?? text(email) ?? '';
  return {
    token,
    expiresAt: claims.exp * 1000,
    identity: {
      id: text(claims.sub) ?? address,
      name: text(claims.name) ?? address,
      email: address,
    },
  };
}
