import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LOOKBACK_MS,
  LAST_LOOKED_STORAGE_KEY,
  MAX_LOOKBACK_MS,
  recordHomeVisit,
  SESSION_GAP_MS,
} from './last-looked';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 29, 9);

describe('since when the watch floor shows changes', () => {
  test('a first visit looks back a day', () => {
    expect(recordHomeVisit(memoryStorage(), 'a@x', T)).toEqual({
      since: T - DEFAULT_LOOKBACK_MS,
      previousLook: false,
    });
  });

  test('the next visit after a break shows what came since the one before', () => {
    const storage = memoryStorage();
    recordHomeVisit(storage, 'a@x', T);
    expect(recordHomeVisit(storage, 'a@x', T + 3 * HOUR)).toEqual({
      since: T,
      previousLook: true,
    });
  });

  test('a reload within the session keeps the same baseline', () => {
    const storage = memoryStorage();
    recordHomeVisit(storage, 'a@x', T);
    const look = recordHomeVisit(storage, 'a@x', T + 3 * HOUR);
    expect(recordHomeVisit(storage, 'a@x', T + 3 * HOUR + SESSION_GAP_MS / 2)).toEqual(look);
  });

  test('a long absence looks back a week at most', () => {
    const storage = memoryStorage();
    recordHomeVisit(storage, 'a@x', T);
    expect(recordHomeVisit(storage, 'a@x', T + 30 * 24 * HOUR).since).toBe(
      T + 30 * 24 * HOUR - MAX_LOOKBACK_MS,
    );
  });

  test('each analyst has their own, and an unreadable value counts as a first visit', () => {
    const storage = memoryStorage();
    recordHomeVisit(storage, 'a@x', T);
    expect(recordHomeVisit(storage, 'b@x', T + 3 * HOUR).previousLook).toBe(false);
    storage.setItem(LAST_LOOKED_STORAGE_KEY, '{not json');
    expect(recordHomeVisit(storage, 'a@x', T + 6 * HOUR).previousLook).toBe(false);
    expect(recordHomeVisit(storage, 'a@x', T + 10 * HOUR).since).toBe(T + 6 * HOUR);
  });
});
