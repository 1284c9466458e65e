import type { Context, MiddlewareHandler } from 'hono';
import { isHttps, type OriginPolicy } from './request-origin.ts';

export interface HeaderPolicy extends OriginPolicy {
  /** Origins the online map style loads from (its own, its tiles', its glyphs'). */
  mapOrigins: string[];
}

/**
 * The Content-Security-Policy of every response: only this origin runs script or is connected
 * to (plus the map style's origins when one is configured); no inline script, no eval, no
 * framing. MapLibre runs its worker from a blob: URL; avatars and pictures may be remote images,
 * which cannot run code.
 */
export function contentSecurityPolicy(mapOrigins: readonly string[] = []): string {
  const policy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...mapOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response carries, as name and value. */
export function securityHeaderEntries(c: Context, policy: HeaderPolicy): [string, string][] {
  const entries: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(policy.mapOrigins)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  if (isHttps(c, policy)) {
    entries.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return entries;
}

/** The map style's own origin plus those the deployer names for its tiles and glyphs. */
export const mapOriginsOf = (styleUrl: string | undefined, extra: readonly string[]) => [
  ...new Set([...(styleUrl ? [new URL(styleUrl).origin] : []), ...extra]),
];

/** Set on every response, whatever answered it (static files, the proxy, errors). */
export function securityHeaders(policy: HeaderPolicy): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of securityHeaderEntries(c, policy)) c.res.headers.set(name, value);
  };
}
