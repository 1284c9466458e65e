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

/**
 * The times and ids of `count` incidents across the two years before `now`, most of them
 * recent, numbered in the order they were reported (as the vendor's `IN-` ids grow). Cheap and
 * drawn from its own stream, so the news generator can link to incidents without drawing them.
 */
export function generateTimelines(random: Random, count: number, now: number): IncidentTimeline[] {
  const drafts = Array.from({ length: count }, () => {
    // Most incidents in the last quarter, a long tail back two years.
    const age = random.chance(0.65)
      ? random.float(1 * HOUR, 92 * DAY)
      : random.float(92 * DAY, 730 * DAY);
    const startedAt = Math.floor(now - age);
    const isOngoing = age < 30 * DAY && random.chance(0.12);
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
