import type { MiddlewareHandler } from 'hono';
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

/** Set on every response, whatever answered it (static files, the proxy, errors). */
export function securityHeaders(policy: HeaderPolicy): MiddlewareHandler {
  const csp = contentSecurityPolicy(policy.mapOrigins);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    if (isHttps(c, policy)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
