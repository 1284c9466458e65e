import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Where a request came from and which address it was sent to, as far as this server may
 * believe: `X-Forwarded-*` only when TRUST_PROXY says a proxy in front sets them.
 */
export interface OriginPolicy {
  trustProxy: boolean;
  /** PUBLIC_URL: when set, the only origin the server answers as. */
  publicUrl: string | undefined;
}

const firstOf = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function isHttps(c: Context, policy: OriginPolicy): boolean {
  if (policy.publicUrl) return policy.publicUrl.startsWith('https:');
  if (policy.trustProxy) {
    const forwarded = firstOf(c.req.header('x-forwarded-proto'));
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The origin the page that made this request must have, to count as same-origin. */
export function expectedOrigin(c: Context, policy: OriginPolicy): string {
  if (policy.publicUrl) return policy.publicUrl;
  // The request URL's host is the Host header the client sent (the node adapter builds it so).
  const host =
    (policy.trustProxy ? firstOf(c.req.header('x-forwarded-host')) : undefined) ??
    new URL(c.req.url).host;
  return `${isHttps(c, policy) ? 'https' : 'http'}://${host}`;
}

/** The client's address, for rate limits and logs. */
export function clientAddress(c: Context, policy: OriginPolicy): string {
  if (policy.trustProxy) {
    const forwarded = firstOf(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
