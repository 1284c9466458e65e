/**
 * A permalink is only a link when it is a web address: a `javascript:` or `data:` URL from the
 * feed must never become something an analyst can click.
 */
export function webAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
