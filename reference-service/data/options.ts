import { ServiceConfigError } from '../config.ts';

/** What the generator builds and around which instant. All optional; defaults documented in the README. */
export interface DataOptions {
  seed: number;
  /** The instant the service clock starts at (ms); undefined = the real time. */
  clockStartMs: number | undefined;
  incidents: number;
  news: number;
  /**
   * `TI_FEED_INTERVAL`: the mean seconds between new incidents of the live feed; undefined = the
   * rate the history implies, and with a pinned clock no feed at all.
   */
  feedIntervalSeconds: number | undefined;
  /** `TI_FEED_INTERVAL=off`: no live feed even on the real clock (the end-to-end run). */
  feedOff: boolean;
}

export const DATA_DEFAULTS = { seed: 1, incidents: 5_000, news: 20_000 } as const;
const MAX_INCIDENTS = 1_000_000;
const MAX_NEWS = 2_000_000;

type Env = Record<string, string | undefined>;

/** `--incidents=100000` on the command line wins over `TI_INCIDENTS`. */
function flag(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  return arg.startsWith(prefix) ? arg.slice(prefix.length) : argv[index + 1];
}

function count(written: string | undefined, name: string, fallback: number, max: number) {
  if (written === undefined || written.trim() === '') return fallback;
  const value = Number(written.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new ServiceConfigError(
      `${name} must be a whole number from 0 to ${max}, got "${written}"`,
    );
  }
  return value;
}

/** `TI_CLOCK`: an ISO 8601 instant (`2026-11-20T09:00:00Z`) or Unix seconds. */
function clockStart(written: string | undefined): number | undefined {
  if (written === undefined || written.trim() === '') return undefined;
  const text = written.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new ServiceConfigError(
      `TI_CLOCK must be an ISO 8601 instant such as 2026-11-20T09:00:00Z or Unix seconds, got "${written}"`,
    );
  }
  return ms;
}

/** `TI_FEED_INTERVAL`: a positive number of seconds, such as 5 or 0.5 (or `off`). */
function feedInterval(written: string | undefined): number | undefined {
  if (written === undefined || written.trim() === '' || written.trim() === 'off') return undefined;
  const seconds = Number(written.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new ServiceConfigError(
      `TI_FEED_INTERVAL must be a positive number of seconds between new incidents, such as 5, or off, got "${written}"`,
    );
  }
  return seconds;
}

export function readDataOptions(env: Env = process.env, argv: readonly string[] = []): DataOptions {
  const seedText = flag(argv, 'seed') ?? env.TI_SEED;
  const seed = count(seedText, 'TI_SEED', DATA_DEFAULTS.seed, 2 ** 32 - 1);
  return {
    seed,
    clockStartMs: clockStart(flag(argv, 'clock') ?? env.TI_CLOCK),
    incidents: count(
      flag(argv, 'incidents') ?? env.TI_INCIDENTS,
      'TI_INCIDENTS',
      DATA_DEFAULTS.incidents,
      MAX_INCIDENTS,
    ),
    news: count(flag(argv, 'news') ?? env.TI_NEWS, 'TI_NEWS', DATA_DEFAULTS.news, MAX_NEWS),
    feedIntervalSeconds: feedInterval(env.TI_FEED_INTERVAL),
    feedOff: env.TI_FEED_INTERVAL?.trim() === 'off',
  };
}
