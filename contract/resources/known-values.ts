/**
 * Values the spec and the vendor's documentation show for fields whose set is open (spec 2.13).
 * The schemas accept any string; the UI offers these first and labels anything else verbatim.
 */
export const KNOWN_INCIDENT_STATUSES = ['approved'] as const;
export const KNOWN_REFERENCE_STATUSES = ['pending'] as const;
export const KNOWN_TYPE_SEVERITIES = ['high'] as const;
export const KNOWN_INVOLVEMENTS = ['Actor', 'Directly Targeted'] as const;
/** Closed set: the spec says a party is a group or an individual. */
export const PARTY_TYPES = ['group', 'individual'] as const;
/** Rating -1 means unassessed or unknown (spec 2.6). */
export const UNKNOWN_IMPACT_RATING = -1;
