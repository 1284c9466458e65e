import type { SiteExposure } from '../resources/sites.ts';

/**
 * The Sites page's "most exposed first" order, shared by the server (the first screen of rows,
 * `GET /api/watchfloor/sites/first`) and the page (every row), so the rows the first answer
 * painted keep their places when the whole list arrives.
 */

/** Below any impact rating (-1 is "unknown"): no incident at all. */
const NONE = -100;

/**
 * The order's key: today's highest impact, the week's, today's count, the week's. Undefined for
 * a site nothing touched, whose key would be the lowest of all.
 */
function keyOf(found: SiteExposure | undefined): readonly number[] | undefined {
  if (!found) return undefined;
  const key = [
    found.day.maxImpact ?? NONE,
    found.week.maxImpact ?? NONE,
    found.day.count,
    found.week.count,
  ];
  return key[0] === NONE && key[1] === NONE && key[2] === 0 && key[3] === 0 ? undefined : key;
}

/**
 * `items` (sites by name) with the touched ones first, the most exposed first, ties by name; the
 * rest follow by name. Only the touched sites (a few hundred of 10,000) are sorted: the others
 * have the lowest key there is (10,000 sites: 0.7 ms instead of 8.7 warm).
 */
export function byExposure<Item>(
  items: readonly Item[],
  exposureOf: (item: Item) => SiteExposure | undefined,
): Item[] {
  const touched: { item: Item; index: number; key: readonly number[] }[] = [];
  const quiet: Item[] = [];
  items.forEach((item, index) => {
    const key = keyOf(exposureOf(item));
    if (key) touched.push({ item, index, key });
    else quiet.push(item);
  });
  touched.sort((a, b) => {
    for (let at = 0; at < a.key.length; at += 1) {
      const difference = b.key[at]! - a.key[at]!;
      if (difference !== 0) return difference;
    }
    return a.index - b.index;
  });
  return [...touched.map(({ item }) => item), ...quiet];
}
