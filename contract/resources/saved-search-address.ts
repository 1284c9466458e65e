/**
 * What a saved search's address may be, without zod, so the dashboard can check an address
 * (and the server's import batch size) without loading the schemas.
 */

/** The views a search can be saved from, by their path on the dashboard's origin. */
export const SAVED_SEARCH_VIEWS = { '/incidents': 'incidents', '/news': 'news' } as const;
export type SavedSearchPath = keyof typeof SAVED_SEARCH_VIEWS;
export type SavedSearchView = (typeof SAVED_SEARCH_VIEWS)[SavedSearchPath];

/** Long enough for an `area` polygon of several hundred points, short of the body limit. */
export const MAX_ADDRESS_LENGTH = 32_000;

const ADDRESS_SHAPE = /^(\/[^?#]*)(\?[^#]*)?$/;

/** Why an address cannot be saved, or undefined when it is a same-origin path of a known view. */
export function addressProblem(address: string): string | undefined {
  if (address.length > MAX_ADDRESS_LENGTH) {
    return `Too long: at most ${MAX_ADDRESS_LENGTH.toLocaleString('en')} characters.`;
  }
  if (!address.startsWith('/') || address.startsWith('//') || address.startsWith('/\\')) {
    return 'Only an address on this site can be saved: a path such as /incidents?impact=gte:3, not a full URL.';
  }
  if (!/^[\x21-\x7e]*$/.test(address)) {
    return 'Write the address as the browser shows it: spaces and other characters percent-encoded.';
  }
  const shape = ADDRESS_SHAPE.exec(address);
  if (!shape) return 'Leave out the #fragment: a saved search is a path and its query.';
  if (!Object.hasOwn(SAVED_SEARCH_VIEWS, shape[1]!)) {
    return `${shape[1]} is not a view searches are saved from: only ${Object.keys(SAVED_SEARCH_VIEWS).join(' and ')}.`;
  }
  return undefined;
}

/** The view an address opens; call it on an address `addressProblem` accepted. */
export function viewOfAddress(address: string): SavedSearchView | undefined {
  const path = address.split('?', 1)[0]!;
  return Object.hasOwn(SAVED_SEARCH_VIEWS, path)
    ? SAVED_SEARCH_VIEWS[path as SavedSearchPath]
    : undefined;
}

/** At most this many per import request; the dashboard sends larger sets in batches. */
export const MAX_IMPORT_BATCH = 50;
