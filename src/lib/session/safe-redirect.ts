/**
 * The `redirect` search parameter of the login page, reduced to a same-origin path. Anything
 * else (an absolute URL, `//host`, `/\host`, `javascript:`, a path back to the login page)
 * becomes the home page, so a crafted link cannot send an analyst elsewhere after sign-in.
 */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';

export function safeRedirect(value: unknown, origin = window.location.origin): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return HOME_PATH;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.example`
  // and `/\t/evil.example` are protocol-relative URLs in disguise.
  if (/^\/[\\/]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20)) {
    return HOME_PATH;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin) return HOME_PATH;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
