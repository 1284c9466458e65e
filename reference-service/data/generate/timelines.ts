import type { Random } from '../random.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** When an incident happened and was handled: drawn first, for every incident at once. */
export interface IncidentTimeline {
  id: string;
  startedAt: number;
  endedAt: number;
  isOngoing: boolean;
  draftedAt: number;
  reviewedAt: number;
  reportedAt: number;
  updatedAt: number;
  /** An earlier incident this one continues, or null. */
  originId: string | null;
}

/** How far back the incident history reaches. */
export const HISTORY_SECONDS = 730 * DAY;

/**
 * The vendor's coverage grew steadily: two years ago it reported this share of today's daily
 * volume, and the rate rises in a straight line to today's. No cliff, a gentle slope.
 */
export const COVERAGE_TWO_YEARS_AGO = 0.7;

/** The relative rate of incidents `age` seconds before now (1 today). */
export const historyRate = (age: number) =>
  1 - (1 - COVERAGE_TWO_YEARS_AGO) * Math.min(1, Math.max(0, age / HISTORY_SECONDS));

/** Incidents per second at the end of the history, for `count` incidents in it. */
export const currentRate = (count: number) =>
  count / (HISTORY_SECONDS * ((1 + COVERAGE_TWO_YEARS_AGO) / 2));

/**
 * The times and ids of `count` incidents across the two years before `now`, at the steady,
 * slowly growing rate of `historyRate`, numbered in the order they were reported (as the
 * vendor's `IN-` ids grow). Cheap and drawn from its own stream, so the news generator can link
 * to incidents without drawing them.
 */
export function generateTimelines(random: Random, count: number, now: number): IncidentTimeline[] {
  const drafts = Array.from({ length: count }, () => {
    let age = random.float(1 * HOUR, HISTORY_SECONDS);
    while (!random.chance(historyRate(age))) age = random.float(1 * HOUR, HISTORY_SECONDS);
    const startedAt = Math.floor(now - age);
    // A steady history has few recent incidents; about a third of the last two months' go on.
    const isOngoing = age < 60 * DAY && random.chance(0.35);
    const durationSeconds = Math.floor(
      random.weighted([
        [random.float(60, HOUR), 5],
        [random.float(HOUR, 12 * HOUR), 4],
        [random.float(12 * HOUR, 5 * DAY), 2],
        [random.float(5 * DAY, 40 * DAY), 1],
      ]),
    );
    const draftedAt = Math.min(now, startedAt + Math.floor(random.float(10 * 60, 18 * HOUR)));
    const reviewedAt = Math.min(now, draftedAt + random.int(5 * 60, 90 * 60));
    const reportedAt = Math.min(now, reviewedAt + random.int(60, 30 * 60));
    const updatedAt = Math.min(now, reportedAt + Math.floor(random.float(0, 1) ** 3 * 20 * DAY));
    const endedAt = isOngoing ? updatedAt : Math.min(now, startedAt + durationSeconds);
    return { startedAt, endedAt, isOngoing, draftedAt, reviewedAt, reportedAt, updatedAt };
  });
  drafts.sort((a, b) => a.reportedAt - b.reportedAt);
  let number = 200_000;
  const ids = drafts.map(() => `IN-${(number += random.int(1, 3))}`);
  return drafts.map((draft, index) => ({
    id: ids[index]!,
    ...draft,
    // Some incidents continue an earlier report.
    originId: index > 0 && random.chance(0.08) ? ids[random.int(0, index - 1)]! : null,
  }));
}
