/**
 * The time of day in the analyst's zone, apart from format-time.ts (which re-exports it) so
 * that the sign-in page's "your session expired at 14:05" does not download every formatter.
 */

export const CLOCK = { hour: '2-digit', minute: '2-digit' } as const;

const timeOfDay = new Intl.DateTimeFormat(undefined, CLOCK);

/** "14:05" in the analyst's zone. */
export const formatTimeOfDay = (epochMs: number) => timeOfDay.format(epochMs);
