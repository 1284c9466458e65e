import { bodyLimit } from 'hono/body-limit';
import { fail } from './jsend.ts';

/**
 * Routes that set a larger body limit of their own (a detailed polygon, an import): the app's
 * small default skips them, and each answers its own 413 with a readable message. Every other
 * route keeps the default.
 */
export const OWN_BODY_LIMITS: readonly RegExp[] = [
  /^\/api\/watchfloor\/areas(?:\/|$)/,
  /^\/api\/watchfloor\/saved-searches(?:\/[^/]+)?$/,
  /^\/api\/watchfloor\/sites\/import$/,
  /^\/api\/watchfloor\/triage\/IN-[0-9]+$/,
];

export const setsOwnBodyLimit = (path: string) => OWN_BODY_LIMITS.some((route) => route.test(path));

/** A body limit answering 413 in JSend with `message`, which says what the route can take. */
export const bodyLimitOf = (maxBytes: number, message: string) =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => fail(c, 413, { body: message }) });
