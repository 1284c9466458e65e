import { base, en, Faker } from '@faker-js/faker';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The generator's only source of randomness. Each part of the data set draws from its own
 * stream (`createRandom(seed, 'news')`), so changing how many news items are generated does not
 * change a single incident.
 */
export interface Random {
  /** Integer from `min` to `max`, both inclusive. */
  int(min: number, max: number): number;
  /** Number from `min` (inclusive) to `max` (exclusive). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /**
   * A picker for a fixed weighted list: like `weighted`, but the cumulative weights are computed
   * once, so drawing from hundreds of countries costs a binary search.
   */
  weightedPicker<T>(items: readonly (readonly [T, number])[]): () => T;
  /** `count` distinct items (fewer when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4 UUID. */
  uuid(): string;
  /** Names, words and the like, seeded with this stream. */
  readonly faker: Faker;
}

/** FNV-1a over the stream name, mixed with the seed: a stable 32-bit seed per stream. */
function streamSeed(seed: number, stream: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let index = 0; index < stream.length; index++) {
    hash ^= stream.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number, stream: string): Random {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(streamSeed(seed, stream));
  // Numbers come straight from xoroshiro128+ rather than through faker: the generator draws
  // tens of millions of them, and faker's per-call option handling dominated start-up.
  const generator = xoroshiro128plus(streamSeed(seed, `${stream}:numbers`));
  const next = () => (generator.next() >>> 0) / 4294967296;
  // Defined once, not per uuid() call: the generator draws millions of ids.
  const hex = (bits: number) =>
    Math.floor(next() * 2 ** bits)
      .toString(16)
      .padStart(bits / 4, '0');

  const random: Random = {
    faker,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick(items) {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [item, weight] of items) {
        point -= weight;
        if (point < 0) return item;
      }
      return items.at(-1)![0];
    },
    weightedPicker(items) {
      if (items.length === 0) throw new Error('weightedPicker() over an empty list');
      const cumulative: number[] = [];
      let total = 0;
      for (const [, weight] of items) cumulative.push((total += weight));
      return () => {
        const point = next() * total;
        let low = 0;
        let high = cumulative.length - 1;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (cumulative[middle]! > point) high = middle;
          else low = middle + 1;
        }
        return items[low]![0];
      };
    },
    sample(items, count) {
      // A few from many: draw indices, no copy of the list.
      if (count * 4 < items.length) {
        const chosen = new Set<number>();
        while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
        return [...chosen].map((index) => items[index]!);
      }
      const pool = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0) {
        const index = Math.floor(next() * pool.length);
        chosen.push(pool[index]!);
        pool[index] = pool.at(-1)!;
        pool.pop();
      }
      return chosen;
    },
    uuid() {
      // Version 4, variant 10xx.
      const variant = (8 + Math.floor(next() * 4)).toString(16);
      return `${hex(32)}-${hex(16)}-4${hex(12)}-${variant}${hex(12)}-${hex(24)}${hex(24)}`;
    },
  };
  return random;
}
