/**
 * The router's search-string codec. Every value stays the plain string the analyst (or the API)
 * wrote, so a filter reads `country=in:FRA;GBR` in the address bar, exactly the API's own form,
 * instead of the router's default JSON (`"123"` quoted, `true` turned into a boolean).
 */

export type SearchRecord = Record<string, string | string[]>;

/**
 * Sets a parameter as an own property whatever its name: a plain assignment of `__proto__`
 * would change the record's prototype instead, and the parameter would vanish unannounced.
 */
export function setParameter(record: object, name: string, value: unknown) {
  Object.defineProperty(record, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A repeated name keeps every value, so the view can say it was given twice. */
export function parseSearchString(search: string): SearchRecord {
  const record: SearchRecord = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const existing = Object.hasOwn(record, name) ? record[name] : undefined;
    if (existing === undefined) setParameter(record, name, value);
    else setParameter(record, name, [...(Array.isArray(existing) ? existing : [existing]), value]);
  }
  return record;
}

/** Characters that are legal in a query and carry the filter grammar; left readable. */
const READABLE = { '%3A': ':', '%3B': ';', '%2C': ',', '%2F': '/', '%40': '@' } as const;

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /%3A|%3B|%2C|%2F|%40/g,
    (escaped) => READABLE[escaped as keyof typeof READABLE],
  );

/** Empty and missing values are left out, so a cleared filter leaves no trace in the link. */
export function stringifySearchRecord(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const one of values) {
      if (one === undefined || one === null || one === '') continue;
      const text = typeof one === 'string' ? one : JSON.stringify(one);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
