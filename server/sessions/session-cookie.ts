import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (other sites' forms and
 * fetches go without it), Path=/. Over https it is also Secure and takes the `__Host-` prefix,
 * which browsers accept only from this exact host, without a Domain, over https.
 */
export const COOKIE_NAME = 'watchfloor_session';
export const SECURE_COOKIE_NAME = `__Host-${COOKIE_NAME}`;

export const cookieNameFor = (https: boolean) => (https ? SECURE_COOKIE_NAME : COOKIE_NAME);

export function readSessionCookie(c: Context, https: boolean): string | undefined {
  return getCookie(c, cookieNameFor(https));
}

export function writeSessionCookie(c: Context, https: boolean, id: string, maxAgeSeconds: number) {
  setCookie(c, cookieNameFor(https), id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: https,
    // Outlives a browser restart, as a session should, but never its absolute end.
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

export function clearSessionCookie(c: Context, https: boolean) {
  deleteCookie(c, cookieNameFor(https), {
    path: '/',
    secure: https,
    httpOnly: true,
    sameSite: 'Lax',
  });
}
