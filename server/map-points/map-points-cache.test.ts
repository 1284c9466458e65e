import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { MapPointsCache } from './map-points-cache.ts';

const set = (size: number, fill = 'x') => Buffer.from(`${fill.repeat(size - 1)}\n`);
const key = (minute: number, country: string) => MapPointsCache.keyOf(minute, { country });

describe('the kept map-point sets', () => {
  test('the same filters in the same minute are one set; another minute or filters are not', () => {
    expect(key(1, 'eq:FRA')).toBe(key(1, 'eq:FRA'));
    expect(key(1, 'eq:FRA')).not.toBe(key(2, 'eq:FRA'));
    expect(key(1, 'eq:FRA')).not.toBe(key(1, 'eq:DEU'));
  });

  test('a set comes back in any encoding, each compressed once and counted', async () => {
    const cache = new MapPointsCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const raw = set(10_000, 'ab');
    cache.set(key(1, 'a'), 1, raw);
    expect(await cache.body(key(1, 'a'), undefined)).toEqual(raw);
    const br = await cache.body(key(1, 'a'), 'br');
    expect(brotliDecompressSync(br!)).toEqual(raw);
    expect(gunzipSync((await cache.body(key(1, 'a'), 'gzip'))!)).toEqual(raw);
    expect(cache.body(key(1, 'a'), 'br')).toBe(cache.body(key(1, 'a'), 'br'));
    expect(cache.size.bytes).toBeGreaterThan(raw.byteLength);
    expect(cache.body(key(1, 'b'), undefined)).toBeUndefined();
  });

  test('bounded by bytes and entries, the least recently used going first', () => {
    const cache = new MapPointsCache({ maxBytes: 3_000, maxEntries: 2 });
    cache.set(key(1, 'a'), 1, set(1_000));
    cache.set(key(1, 'b'), 1, set(1_000));
    void cache.body(key(1, 'a'), undefined);
    cache.set(key(1, 'c'), 1, set(1_000));
    expect(cache.body(key(1, 'b'), undefined)).toBeUndefined();
    expect(cache.body(key(1, 'a'), undefined)).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 2_000 });

    cache.set(key(1, 'd'), 1, set(2_500));
    expect(cache.size).toEqual({ entries: 1, bytes: 2_500 });
    // Larger than the whole cache: not kept at all.
    cache.set(key(1, 'e'), 1, set(5_000));
    expect(cache.body(key(1, 'e'), undefined)).toBeUndefined();
  });

  test('a set of a past minute goes when a newer one is kept', () => {
    const cache = new MapPointsCache({ maxBytes: 1_000_000, maxEntries: 10 });
    cache.set(key(1, 'a'), 1, set(100));
    cache.set(key(2, 'b'), 2, set(100));
    expect(cache.body(key(1, 'a'), undefined)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
  });
});
