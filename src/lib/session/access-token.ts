import { decodeJwt } from 'jose';

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

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** `email` is the address the analyst signed in with, for tokens that do not carry one. */
export function sessionFromToken(token: string, email = ''): Session | null {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
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
