/**
 * The service's idea of "now". Generated data is placed relative to the clock's start, so the
 * news API's default last-24-hours window is never empty; tests pin and move it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  nowMs(): number;
}

export const nowSeconds = (clock: Clock) => Math.floor(clock.nowMs() / 1000);

/**
 * Real time, or real time shifted so that the service starts at `startMs` (the clock still
 * advances, so lockouts and token expiry behave as in production).
 */
export function systemClock(startMs?: number): Clock {
  if (startMs === undefined) return { nowMs: () => Date.now() };
  const shift = startMs - Date.now();
  return { nowMs: () => Date.now() + shift };
}

/** A clock that moves only when told to: for tests of lockouts and expiry. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(startMs: number): ManualClock {
  let now = startMs;
  return {
    nowMs: () => now,
    advance: (ms) => void (now += ms),
    set: (ms) => void (now = ms),
  };
}
