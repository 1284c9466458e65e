import { performance } from 'node:perf_hooks';
import { compileRadiusRule, DEFAULT_CATEGORY_KM } from '../../contract/sites/radius-rules.ts';
import { compileFilters, type CompiledWatch } from '../../server/watches/match-incident.ts';
import { alertsFor } from '../../server/watches/watcher.ts';
import type { WatchRow } from '../../server/watches/watch-store.ts';
import { feedIncident } from '../../server/testing/fake-feed.ts';
import type { Figure } from './page-bench.ts';

/**
 * Issue 26's matching budget: 1,000 watches × 1,000 new incidents matched (filters, then each
 * site's radius by category and impact, then areas) in one poll's work, timed on what the
 * watcher runs (`alertsFor`), with the poll's database reads left out. Beside it, the time to
 * parse the same incidents' JSON: the floor any poll of that size pays anyway.
 *
 * The data is drawn from a fixed seed so runs compare: incidents around twenty hotspots (as the
 * feed clusters in cities), each with a polygon on its map a quarter of the time; watches
 * limited to 1–5 sites near hotspots (half), to a drawn area (a fifth), or by filters alone.
 */

const WATCHES = 1_000;
const INCIDENTS = 1_000;
const ROUNDS = 5;

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

export function watchMatchingFigures(): Figure[] {
  const random = seededRandom(26);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const categories = Object.keys(DEFAULT_CATEGORY_KM);
  const hotspots = Array.from({ length: 20 }, () => ({
    longitude: random() * 300 - 150,
    latitude: random() * 120 - 60,
  }));
  const near = (spot: { longitude: number; latitude: number }, degrees: number) => ({
    longitude: spot.longitude + (random() - 0.5) * degrees,
    latitude: spot.latitude + (random() - 0.5) * degrees,
  });

  const at = Math.floor(Date.now() / 1000);
  const incidents = Array.from({ length: INCIDENTS }, () => {
    const incident = feedIncident({
      ...near(pick(hotspots), 2),
      at,
      category: pick(categories),
      impact: 1 + Math.floor(random() * 5),
    });
    if (random() < 0.25) {
      const { longitude: x, latitude: y } = incident.location;
      incident.map = {
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [x - 0.1, y - 0.1],
                  [x + 0.1, y - 0.1],
                  [x + 0.1, y + 0.1],
                  [x - 0.1, y + 0.1],
                  [x - 0.1, y - 0.1],
                ],
              ],
            },
          },
        ],
      } as never;
    }
    return incident;
  });

  const created = new Date((at - 3600) * 1000);
  const watches = Array.from({ length: WATCHES }, (_, index) => {
    const kind = random();
    const address =
      kind < 0.3
        ? `/incidents?impact=gte:${1 + Math.floor(random() * 4)}`
        : kind < 0.6
          ? '/incidents?country=in:FRA,NGA'
          : '/incidents';
    const sites =
      kind < 0.5
        ? Array.from({ length: 1 + Math.floor(random() * 5) }, (_, site) => ({
            id: `site-${index}-${site}`,
            name: `Site ${index}.${site}`,
            ...near(pick(hotspots), 1),
            rule: compileRadiusRule({ allKm: null, categories: {}, impacts: {} }),
          }))
        : [];
    const areas =
      kind >= 0.5 && kind < 0.7
        ? [
            {
              id: `area-${index}`,
              name: `Area ${index}`,
              rings: (() => {
                const { longitude: x, latitude: y } = pick(hotspots);
                return [
                  [
                    [x - 1, y - 1],
                    [x + 1, y - 1],
                    [x + 1, y + 1],
                    [x - 1, y + 1],
                    [x - 1, y - 1],
                  ],
                ];
              })(),
            },
          ]
        : [];
    const compiled: CompiledWatch = {
      id: `watch-${index}`,
      ...compileFilters(address),
      minImpact: null,
      triggers: 'both',
      sites,
      areas,
      limitedToPlaces: sites.length + areas.length > 0,
    };
    const row = {
      id: compiled.id,
      created_at: created,
      cadence: 'instant',
      quiet_start: null,
      quiet_end: null,
      time_zone: 'UTC',
    } as unknown as WatchRow;
    return { compiled, row };
  });

  const json = JSON.stringify({ data: incidents });
  const parseTimes: number[] = [];
  const matchTimes: number[] = [];
  let alerts = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    let start = performance.now();
    JSON.parse(json);
    parseTimes.push(performance.now() - start);
    start = performance.now();
    alerts = alertsFor(watches, incidents as never, new Map(), new Date(at * 1000)).length;
    matchTimes.push(performance.now() - start);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return [
    {
      key: 'watches.match1000x1000.ms',
      label: `${WATCHES.toLocaleString('en')} watches × ${INCIDENTS.toLocaleString('en')} incidents matched`,
      value: median(matchTimes),
      unit: 'ms',
      note: `median of ${ROUNDS}; ${alerts.toLocaleString('en')} alerts; parsing the incidents' JSON ${median(parseTimes).toFixed(1)} ms`,
    },
  ];
}
