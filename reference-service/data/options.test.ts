import { describe, expect, test } from 'vitest';
import { readDataOptions } from './options.ts';

describe('TI_FEED_INTERVAL', () => {
  test('is the mean seconds between new incidents of the live feed, unset by default', () => {
    expect(readDataOptions({}).feedIntervalSeconds).toBeUndefined();
    expect(readDataOptions({ TI_FEED_INTERVAL: '5' }).feedIntervalSeconds).toBe(5);
    expect(readDataOptions({ TI_FEED_INTERVAL: ' 0.5 ' }).feedIntervalSeconds).toBe(0.5);
    expect(readDataOptions({}).feedOff).toBe(false);
  });

  test('off stops the feed even on the real clock', () => {
    expect(readDataOptions({ TI_FEED_INTERVAL: 'off' })).toMatchObject({
      feedOff: true,
      feedIntervalSeconds: undefined,
    });
  });

  test.each(['0', '-3', 'fast', 'Infinity', '5s'])(
    'refuses "%s" in one readable line',
    (written) => {
      expect(() => readDataOptions({ TI_FEED_INTERVAL: written })).toThrow(
        `TI_FEED_INTERVAL must be a positive number of seconds between new incidents, such as 5, or off, got "${written}"`,
      );
    },
  );
});
