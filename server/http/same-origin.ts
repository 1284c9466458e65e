import type { MiddlewareHandler } from 'hono';
import { fail } from './jsend.ts';
import { expectedOrigin, type OriginPolicy } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: an unsafe method must come from a page of this origin, which the
 * browser proves with `Sec-Fetch-Site: same-origin` or an `Origin` equal to ours. A request with
 * neither (a form from another site in an old browser, or a script elsewhere) gets 403.
 */
export function requireSameOrigin(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const sameSite = site === 'same-origin';
    const sameOrigin = origin !== undefined && origin === expectedOrigin(c, policy);
    const crossSiteSignal = site !== undefined && site !== 'same-origin' && site !== 'none';
    if ((sameSite || sameOrigin) && !crossSiteSignal) return next();
    return fail(c, 403, {
      origin:
        'This request did not come from a Watchfloor page on this address, so it was refused.',
    });
  };
}
