import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { MapPointsCache } from './map-points-cache.ts';

const set = (size: number, fill = 'x') => Buffer.from(`${fill.repeat(size - 1)}\n`);
const key = (country: string) => MapPointsCache.keyOf({ country });
/** Epoch ms, a few seconds into a minute. */
const T = 1_800_000_005_000;

describe('the kept map-point sets', () => {
  test('the same filters are one set; other filters are not', () => {
    expect(key('eq:FRA')).toBe(key('eq:FRA'));
    expect(key('eq:FRA')).not.toBe(key('eq:DEU'));
  });

  test('a set is served for a minute after its read began, across the clock’s minute', () => {
    const cache = new MapPointsCache({ maxBytes: 1_000_000, maxEntries: 10 });
    // Read at :50; a reload 20 s later is in the next minute of the clock.
    const readAt = T + 45_000;
    cache.set(key('a'), readAt, set(100));
    expect(cache.body(key('a'), undefined, readAt + 20_000)).toBeDefined();
    expect(cache.body(key('a'), undefined, readAt + 59_999)).toBeDefined();
    expect(cache.body(key('a'), undefined, readAt + 60_000)).toBeUndefined();
    // Past its minute it is gone, not only hidden.
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  test('a set comes back in any encoding, each compressed once and counted', async () => {
    const cache = new MapPointsCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const raw = set(10_000, 'ab');
    cache.set(key('a'), T, raw);
    expect(await cache.body(key('a'), undefined, T)).toEqual(raw);
    const br = await cache.body(key('a'), 'br', T);
    expect(brotliDecompressSync(br!)).toEqual(raw);
    expect(gunzipSync((await cache.body(key('a'), 'gzip', T))!)).toEqual(raw);
    expect(cache.body(key('a'), 'br', T)).toBe(cache.body(key('a'), 'br', T));
    expect(cache.size.bytes).toBeGreaterThan(raw.byteLength);
    expect(cache.body(key('b'), undefined, T)).toBeUndefined();
  });

  test('bounded by bytes and entries, the least recently used going first', () => {
    const cache = new MapPointsCache({ maxBytes: 3_000, maxEntries: 2 });
    cache.set(key('a'), T, set(1_000));
    cache.set(key('b'), T, set(1_000));
    void cache.body(key('a'), undefined, T);
    cache.set(key('c'), T, set(1_000));
    expect(cache.body(key('b'), undefined, T)).toBeUndefined();
    expect(cache.body(key('a'), undefined, T)).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 2_000 });

    cache.set(key('d'), T, set(2_500));
    expect(cache.size).toEqual({ entries: 1, bytes: 2_500 });
    // Larger than the whole cache: not kept at all.
    cache.set(key('e'), T, set(5_000));
    expect(cache.body(key('e'), undefined, T)).toBeUndefined();
  });

  test('a set past its minute goes when another is kept', () => {
    const cache = new MapPointsCache({ maxBytes: 1_000_000, maxEntries: 10 });
    cache.set(key('a'), T, set(100));
    cache.set(key('b'), T + 30_000, set(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    cache.set(key('c'), T + 60_000, set(100));
    expect(cache.body(key('b'), undefined, T + 60_000)).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    expect(cache.body(key('a'), undefined, T + 30_000)).toBeUndefined();
  });
});
