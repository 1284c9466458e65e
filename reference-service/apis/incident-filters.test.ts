import { beforeAll, describe, expect, test } from 'vitest';
import type { Incident } from '../../contract/resources/incident.ts';
import { createTestService, TEST_NOW } from '../testing/service.ts';

/**
 * Every operator of every filter of GET /incidents, checked against a plain evaluation over the
 * same generated incidents: the SQL must select exactly the incidents the rule describes.
 */

type TestService = Awaited<ReturnType<typeof createTestService>>;
let service: TestService;
let incidents: readonly Incident[];

beforeAll(async () => {
  service = await createTestService();
  incidents = service.dataset.incidents;
});

/** Every id the API returns for a query, following pages of 1000. */
async function idsFor(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const separator = query ? '&' : '';
    const { status, body } = await service.get(
      'incident',
      `/incidents?${query}${separator}pageSize=1000&page=${page}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const data = (body as { data: { id: string }[] }).data;
    ids.push(...data.map((item) => item.id));
    if (data.length < 1000) return ids;
  }
}

function expectSelection(ids: string[], rule: (incident: Incident) => boolean) {
  const expected = incidents.filter(rule).map((incident) => incident.id);
  expect([...ids].sort()).toEqual(expected.sort());
  return expected.length;
}

const ORDERED = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'bt', 'nbt'] as const;

function ordered(op: (typeof ORDERED)[number], value: number, a: number, b: number): boolean {
  switch (op) {
    case 'eq':
      return value === a;
    case 'neq':
      return value !== a;
    case 'gt':
      return value > a;
    case 'gte':
      return value >= a;
    case 'lt':
      return value < a;
    case 'lte':
      return value <= a;
    case 'bt':
      return value >= a && value <= b;
    case 'nbt':
      return value < a || value > b;
  }
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;

describe('timestamp filters', () => {
  const fields = {
    startedAt: (incident: Incident) => incident.startedAt.timestamp,
    endedAt: (incident: Incident) => incident.endedAt.timestamp,
    reportedAt: (incident: Incident) => incident.reportedAt,
    reviewedAt: (incident: Incident) => incident.reviewedAt,
    updatedAt: (incident: Incident) => incident.updatedAt,
  };
  for (const [name, read] of Object.entries(fields)) {
    test.each(ORDERED)(`${name} %s`, async (op) => {
      const values = incidents.map(read);
      const a = median(values);
      const b = a + 14 * 24 * 3600;
      // eq/neq need an instant some incident has exactly.
      const written = op === 'bt' || op === 'nbt' ? `${op}:${a};${b}` : `${op}:${a}`;
      const ids = await idsFor(`${name}=${written}`);
      const count = expectSelection(ids, (incident) => ordered(op, read(incident), a, b));
      expect(count).toBeGreaterThan(0);
    });
  }
});

describe('impact', () => {
  test.each(ORDERED)('impact %s', async (op) => {
    const [a, b] = op === 'bt' || op === 'nbt' ? [2, 4] : [3, 3];
    const written = op === 'bt' || op === 'nbt' ? `${op}:${a};${b}` : `${op}:${a}`;
    const ids = await idsFor(`impact=${written}`);
    expect(
      expectSelection(ids, (incident) => ordered(op, incident.impact.rating, a, b)),
    ).toBeGreaterThan(0);
  });

  test('impact eq:-1 finds the unassessed incidents', async () => {
    const ids = await idsFor('impact=eq:-1');
    expect(expectSelection(ids, (incident) => incident.impact.rating === -1)).toBeGreaterThan(0);
  });
});

describe('single-valued id filters', () => {
  const fields = {
    category: (incident: Incident) => incident.category.id,
    type: (incident: Incident) => incident.type.id,
  };
  for (const [name, read] of Object.entries(fields)) {
    test.each(['eq', 'neq', 'in', 'nin'] as const)(`${name} %s`, async (op) => {
      const [first, second] = [...new Set(incidents.map(read))];
      const values = op === 'in' || op === 'nin' ? [first!, second!] : [first!];
      const ids = await idsFor(`${name}=${op}:${values.join(';')}`);
      const hit = (incident: Incident) => values.includes(read(incident));
      expectSelection(ids, (incident) =>
        op === 'neq' || op === 'nin' ? !hit(incident) : hit(incident),
      );
    });
  }

  test.each(['eq', 'in'] as const)('reporter %s', async (op) => {
    const reporters = [...new Set(incidents.map((incident) => incident.reporter.id))];
    const values = op === 'in' ? reporters.slice(0, 3) : reporters.slice(0, 1);
    const ids = await idsFor(`reporter=${op}:${values.join(';')}`);
    expect(
      expectSelection(ids, (incident) => values.includes(incident.reporter.id)),
    ).toBeGreaterThan(0);
  });
});

describe('many-valued filters', () => {
  const fields: Record<string, (incident: Incident) => string[]> = {
    country: (incident) => incident.countries.map((country) => country.code),
    continent: (incident) => {
      const continents = new Map(service.dataset.countries.map((c) => [c.code, c.continent.code]));
      return incident.countries.map((country) => continents.get(country.code)!);
    },
    theme: (incident) => incident.themes.map((theme) => theme.id),
    tagged: (incident) => incident.tags.map((tag) => tag.slug),
    involving: (incident) =>
      incident.involvedParties.flatMap((party) =>
        party.type === 'individual' ? [party.group.id, party.individual.id] : [party.group.id],
      ),
    affects: (incident) => incident.affectedSectors.map((affected) => affected.sector.id),
  };
  for (const [name, read] of Object.entries(fields)) {
    test.each(['eq', 'neq', 'in', 'nin'] as const)(`${name} %s`, async (op) => {
      // The most common values, so each case selects a real share of the data.
      const tally = new Map<string, number>();
      for (const incident of incidents) {
        for (const value of new Set(read(incident))) tally.set(value, (tally.get(value) ?? 0) + 1);
      }
      const common = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
      const values = op === 'in' || op === 'nin' ? common.slice(0, 2) : common.slice(0, 1);
      const ids = await idsFor(`${name}=${op}:${values.join(';')}`);
      const hit = (incident: Incident) => read(incident).some((value) => values.includes(value));
      const count = expectSelection(ids, (incident) =>
        op === 'neq' || op === 'nin' ? !hit(incident) : hit(incident),
      );
      expect(count).toBeGreaterThan(0);
    });
  }
});

describe('ongoing and periods', () => {
  test.each([
    ['ongoing=eq:true', true],
    ['ongoing=eq:false', false],
    ['ongoing=true', true],
    ['ongoing=false', false],
  ] as const)('%s', async (query, ongoing) => {
    const ids = await idsFor(query);
    expect(expectSelection(ids, (incident) => incident.isOngoing === ongoing)).toBeGreaterThan(0);
  });

  test.each([
    ['P1D', 24 * 3600],
    ['P7D', 7 * 24 * 3600],
    ['PT12H', 12 * 3600],
    ['P2W', 14 * 24 * 3600],
  ] as const)('startedInPeriod and reportedInPeriod eq:%s', async (period, seconds) => {
    const from = TEST_NOW - seconds;
    const started = await idsFor(`startedInPeriod=eq:${period}`);
    expectSelection(started, (incident) => incident.startedAt.timestamp >= from);
    const reported = await idsFor(`reportedInPeriod=eq:${period}`);
    expect(expectSelection(reported, (incident) => incident.reportedAt >= from)).toBeGreaterThan(0);
  });

  test('a period in months counts calendar months back from now', async () => {
    const from = new Date(TEST_NOW * 1000);
    from.setUTCMonth(from.getUTCMonth() - 1);
    const ids = await idsFor('startedInPeriod=eq:P1M');
    expectSelection(ids, (incident) => incident.startedAt.timestamp >= from.getTime() / 1000);
  });
});

/** Ray casting, written independently of the service's geometry code. */
function inside([lng, lat]: [number, number], ring: [number, number][]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function haversineKm([lng1, lat1]: number[], [lng2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * rad;
  const dLng = (lng2! - lng1!) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe('geography', () => {
  // Eastern Europe, written as the vendor does: an open ring.
  const ring: [number, number][] = [
    [22, 44],
    [41, 44],
    [41, 53],
    [22, 53],
  ];
  const location = (incident: Incident): [number, number] => [
    incident.location.longitude,
    incident.location.latitude,
  ];

  test.each(['in', 'nin'] as const)('area %s (an open ring is closed)', async (op) => {
    const ids = await idsFor(`area=${op}:${encodeURIComponent(JSON.stringify([ring]))}`);
    const count = expectSelection(ids, (incident) =>
      op === 'in' ? inside(location(incident), ring) : !inside(location(incident), ring),
    );
    expect(count).toBeGreaterThan(0);
  });

  test.each(['in', 'nin'] as const)('near %s', async (op) => {
    const source = incidents.find((incident) => incident.countries[0]?.code === 'UKR')!;
    const points = source.map.features.map((feature) => feature.geometry.coordinates as number[]);
    const km = 150;
    const ids = await idsFor(`near=${op}:${source.map.id};${km}`);
    const near = (incident: Incident) =>
      points.some((point) => haversineKm(location(incident), point) <= km);
    const count = expectSelection(ids, (incident) =>
      op === 'in' ? near(incident) : !near(incident),
    );
    expect(count).toBeGreaterThan(1);
  });
});

describe('search', () => {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  test.each(['injured', 'police', 'drone strike', 'Protest'])('search=%s', async (term) => {
    const ids = await idsFor(`search=${encodeURIComponent(term)}`);
    const count = expectSelection(ids, (incident) => {
      const text = words(`${incident.summary} ${incident.description}`);
      return words(term).every((word) => text.some((token) => token.startsWith(word)));
    });
    expect(count).toBeGreaterThan(0);
  });

  test('ranks summary hits first by default', async () => {
    const { body } = await service.get('incident', '/incidents?search=police&pageSize=5');
    const first = (body as { data: Incident[] }).data[0]!;
    expect(first.summary.toLowerCase()).toContain('police');
  });

  test('a term without letters or digits matches nothing', async () => {
    expect(await idsFor(`search=${encodeURIComponent('"*)(')}`)).toEqual([]);
  });
});

describe('combined filters', () => {
  test('five filters and a search select the intersection', async () => {
    const from = TEST_NOW - 200 * 24 * 3600;
    const query = `search=attack&startedAt=gte:${from}&impact=gte:2&ongoing=eq:false&continent=nin:OC;SA`;
    const ids = await idsFor(query);
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const continents = new Map(service.dataset.countries.map((c) => [c.code, c.continent.code]));
    expectSelection(
      ids,
      (incident) =>
        words(`${incident.summary} ${incident.description}`).some((token) =>
          token.startsWith('attack'),
        ) &&
        incident.startedAt.timestamp >= from &&
        incident.impact.rating >= 2 &&
        !incident.isOngoing &&
        !incident.countries.some((country) => ['OC', 'SA'].includes(continents.get(country.code)!)),
    );
  });
});

describe('sorting and paging', () => {
  const byDefault = (a: Incident, b: Incident) =>
    b.reportedAt - a.reportedAt || Number(b.id.slice(3)) - Number(a.id.slice(3));

  test('the default order is the most recently reported first', async () => {
    const ids = await idsFor('');
    expect(ids).toEqual([...incidents].sort(byDefault).map((incident) => incident.id));
  });

  test('multi-key sort: impact desc, then startedAt asc, then id', async () => {
    const ids = await idsFor('sort=impact:desc;startedAt:asc');
    const expected = [...incidents]
      .sort(
        (a, b) =>
          b.impact.rating - a.impact.rating ||
          a.startedAt.timestamp - b.startedAt.timestamp ||
          Number(b.id.slice(3)) - Number(a.id.slice(3)),
      )
      .map((incident) => incident.id);
    expect(ids).toEqual(expected);
  });

  test.each([
    ['duration', (i: Incident) => i.endedAt.timestamp - i.startedAt.timestamp],
    ['endedAt', (i: Incident) => i.endedAt.timestamp],
    ['reviewedAt', (i: Incident) => i.reviewedAt],
    ['updatedAt', (i: Incident) => i.updatedAt],
    ['reportedAt', (i: Incident) => i.reportedAt],
    ['id', (i: Incident) => Number(i.id.slice(3))],
  ] as const)('sort=%s:asc and :desc', async (property, read) => {
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await idsFor(`sort=${property}:${direction}`);
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...incidents]
        .sort((a, b) => sign * (read(a) - read(b)) || Number(b.id.slice(3)) - Number(a.id.slice(3)))
        .map((incident) => incident.id);
      expect(ids).toEqual(expected);
    }
  });

  test('pages follow each other without gaps or repeats; the default page size is 100', async () => {
    const first = await service.get('incident', '/incidents?sort=id:asc');
    const second = await service.get('incident', '/incidents?sort=id:asc&page=2');
    const ids = [
      ...(first.body as { data: Incident[] }).data,
      ...(second.body as { data: Incident[] }).data,
    ].map((incident) => incident.id);
    const expected = [...incidents]
      .sort((a, b) => Number(a.id.slice(3)) - Number(b.id.slice(3)))
      .slice(0, 200)
      .map((incident) => incident.id);
    expect(ids).toEqual(expected);
  });

  test('a page past the end is empty, even an absurd one', async () => {
    for (const page of [99, Number.MAX_SAFE_INTEGER]) {
      const { status, body } = await service.get(
        'incident',
        `/incidents?page=${page}&pageSize=1000`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ data: [] });
    }
  });
});
