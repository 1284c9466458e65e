/**
 * The live feed: while the service runs, new incidents and news items arrive and recent
 * incidents are revised, each at random instants (a Poisson process) at the rates the history
 * implies, or faster with `TI_FEED_INTERVAL`. `catchUp(now)` adds everything due up to `now`, so
 * a timer on the real clock and a test that moves a manual clock see the same feed.
 */
import { NEWS_MAX_WINDOW_SECONDS } from '../contract/filters/news.ts';
import type { LiveDrawer } from './data/generate/live.ts';
import { currentRate } from './data/generate/timelines.ts';
import type { LiveWriter } from './db/live-writes.ts';

const DAY = 24 * 3600;

/** Mean seconds between events of each kind (Infinity: none). */
export interface FeedRates {
  incidentSeconds: number;
  revisionSeconds: number;
  newsSeconds: number;
}

/** Revisions per new incident: vendors revise recent incidents about as often as they add. */
const REVISIONS_PER_INCIDENT = 1.5;
/** News items arrive at most this often, however fast incidents are asked to arrive. */
const MIN_NEWS_SECONDS = 0.5;
/** Incidents reported within this long are the ones revised. */
const REVISABLE_SECONDS = 14 * DAY;
/** A catch-up after a long pause (a suspended laptop) adds at most this many of each kind. */
const MAX_EVENTS_PER_CATCH_UP = 2_000;

/** The feed's rates: the history's, or `intervalSeconds` between incidents with the rest in step. */
export function feedRates(
  volumes: { incidents: number; news: number },
  intervalSeconds?: number,
): FeedRates {
  const historyIncidentSeconds =
    volumes.incidents > 0 ? 1 / currentRate(volumes.incidents) : Infinity;
  // News is spread over the news API's window, less the day it keeps clear at the far end.
  const historyNewsSeconds =
    volumes.news > 0 ? (NEWS_MAX_WINDOW_SECONDS - DAY) / volumes.news : Infinity;
  const incidentSeconds = intervalSeconds ?? historyIncidentSeconds;
  const speedUp = Number.isFinite(historyIncidentSeconds)
    ? incidentSeconds / historyIncidentSeconds
    : 1;
  return {
    incidentSeconds,
    revisionSeconds: incidentSeconds / REVISIONS_PER_INCIDENT,
    newsSeconds: Math.max(MIN_NEWS_SECONDS, historyNewsSeconds * speedUp),
  };
}

export interface FeedCounts {
  incidents: number;
  revisions: number;
  news: number;
}

export interface LiveFeed {
  rates: FeedRates;
  /** Adds every event due up to `nowSeconds`; answers what it added. */
  catchUp(nowSeconds: number): FeedCounts;
  /** Runs `catchUp` on a timer until the returned function is called. */
  start(now: () => number): () => void;
}

export function createLiveFeed(options: {
  drawer: LiveDrawer;
  writer: LiveWriter;
  rates: FeedRates;
  startSeconds: number;
  logError?: (message: string, error: unknown) => void;
}): LiveFeed {
  const { drawer, writer, rates } = options;
  const random = drawer.random;
  /** Seconds until the next event of a process with this mean gap. */
  const gap = (mean: number) =>
    Number.isFinite(mean) ? -Math.log(1 - random.float(0, 1)) * mean : Infinity;
  const next = {
    incident: options.startSeconds + gap(rates.incidentSeconds),
    revision: options.startSeconds + gap(rates.revisionSeconds),
    news: options.startSeconds + gap(rates.newsSeconds),
  };

  function addIncident(at: number) {
    const number = writer.lastIncidentNumber() + random.int(1, 3);
    // Some incidents continue an earlier report, as in the history.
    const earlier = random.chance(0.08)
      ? writer.recentIncidents(at - REVISABLE_SECONDS, false)
      : [];
    const originId = earlier.length > 0 ? `IN-${random.pick(earlier)}` : null;
    writer.addIncident(drawer.newIncident(at, `IN-${number}`, originId), at);
  }

  /** Revises a recent incident, an ongoing one half the time; false when there is none. */
  function revise(at: number): boolean {
    const since = at - REVISABLE_SECONDS;
    const ongoing = random.chance(0.5) ? writer.recentIncidents(since, true) : [];
    const candidates = ongoing.length > 0 ? ongoing : writer.recentIncidents(since, false);
    if (candidates.length === 0) return false;
    const stored = writer.storedIncident(random.pick(candidates));
    if (!stored || stored.updatedAt >= at) return false;
    writer.reviseIncident(drawer.revise(stored, at), at);
    return true;
  }

  function catchUp(nowSeconds: number): FeedCounts {
    const counts = { incidents: 0, revisions: 0, news: 0 };
    for (;;) {
      const kind = (['incident', 'revision', 'news'] as const).reduce((first, one) =>
        next[one] < next[first] ? one : first,
      );
      const at = Math.floor(next[kind]);
      if (next[kind] > nowSeconds) break;
      const done =
        kind === 'incident'
          ? counts.incidents
          : kind === 'revision'
            ? counts.revisions
            : counts.news;
      if (done >= MAX_EVENTS_PER_CATCH_UP) {
        // Too far behind: skip to now rather than flood the data with one instant's backlog.
        next[kind] = nowSeconds + gap(rates[`${kind}Seconds`]);
        continue;
      }
      if (kind === 'incident') {
        addIncident(at);
        counts.incidents += 1;
      } else if (kind === 'revision') {
        if (revise(at)) counts.revisions += 1;
      } else {
        writer.addNews(drawer.newsItem(at));
        counts.news += 1;
      }
      next[kind] += gap(rates[`${kind}Seconds`]);
    }
    return counts;
  }

  return {
    rates,
    catchUp,
    start(now) {
      const tickMs = Math.min(
        1000,
        Math.max(100, (Math.min(rates.incidentSeconds, rates.newsSeconds) * 1000) / 4),
      );
      const timer = setInterval(() => {
        try {
          catchUp(now());
        } catch (error) {
          // A failed event is logged and the feed goes on with the next.
          (options.logError ?? console.error)('[live feed] an event failed:', error);
        }
      }, tickMs);
      // The feed never keeps the process alive on its own.
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
