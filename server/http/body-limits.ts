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
