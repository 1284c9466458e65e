/**
 * An address the page may link to: absolute http(s) only. Anything else (`javascript:`,
 * `data:`, a relative path) is shown as text, never followed.
 */
export function safeWebUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
