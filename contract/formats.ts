/**
 * Value formats the specification names (section 2), as anchored regular expressions.
 * Resources, the filter grammar and the OpenAPI patterns all read them from here, so a format
 * is defined once. Plain TypeScript, no zod: the dashboard imports the grammar without zod.
 */

/** 8-4-4-4-12 hex. Lax about version bits, because the vendor's ids are opaque UUID strings. */
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** ISO 3166-1 alpha-3 country code, as the service writes it (upper case). */
export const ALPHA3 = /^[A-Z]{3}$/;
/** ISO 3166-1 alpha-2 country code. */
export const ALPHA2 = /^[A-Z]{2}$/;
/** Two-letter continent code (AF, AN, AS, EU, NA, OC, SA); the spec shows no example. */
export const CONTINENT_CODE = /^[A-Z]{2}$/;
export const INCIDENT_ID = /^IN-\d+$/;
export const THEME_ID = /^TH-\d+$/;
export const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
/** `YYYY-MM-DDThh:mm:ss` followed by an offset without a colon, e.g. `2015-09-15T08:10:04+0000`. */
export const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/;
/** Unix seconds as sent in a filter: a non-negative integer without sign or leading zeros. */
export const UNIX_SECONDS = /^(?:0|[1-9]\d{0,11})$/;
/** A signed integer without leading zeros (impact ratings include -1). */
export const INTEGER = /^(?:0|-?[1-9]\d{0,8})$/;
/**
 * ISO 8601 duration (`P1D`, `PT12H`, `P1Y2M10DT2H30M`, `P2W`): at least one component, a `T`
 * only when a time component follows. Seconds may carry a fraction.
 */
export const ISO_DURATION =
  /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:[.,]\d+)?S)?)?$/;

/** The pattern body without anchors, for composing larger patterns. */
export function patternBody(regex: RegExp): string {
  return regex.source.replace(/^\^/, '').replace(/\$$/, '');
}
