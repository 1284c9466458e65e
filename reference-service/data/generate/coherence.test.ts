import { beforeAll, describe, expect, test } from 'vitest';
import type { Incident } from '../../../contract/resources/incident.ts';
import type { NewsItem } from '../../../contract/resources/news.ts';
import { TEST_NOW } from '../../testing/service.ts';
import { loadCountries } from '../geography.ts';
import { profileOf, WAR_TYPES } from '../vocabulary/country-profiles.ts';
import { GROUPS } from '../vocabulary/reference.ts';
import { generateIncidentData, generateNewsData } from './index.ts';
import { HISTORY_SECONDS, historyRate } from './timelines.ts';

const DAY = 24 * 3600;
const options = { seed: 3, nowSeconds: TEST_NOW, incidents: 20_000, news: 20_000 };
let incidents: readonly Incident[] = [];
let news: readonly NewsItem[] = [];

beforeAll(() => {
  incidents = generateIncidentData(options).incidents;
  news = generateNewsData(options).news;
}, 180_000);

const continents = new Map(
  loadCountries().map((country) => [country.code, country.continent.code]),
);
const profileOfCode = (code: string) => profileOf(code, continents.get(code)!);
const groups = new Map(GROUPS.map((group) => [group.name, group]));
const ACTING = ['Actor', 'Claimed Responsibility', 'Suspected Actor'];

describe('incidents fit their places', () => {
  test('every incident’s type is one its country’s profile lists', () => {
    expect(incidents).toHaveLength(20_000);
    const misfits = incidents.filter(
      (incident) => !(profileOfCode(incident.countries[0]!.code).types[incident.type.name]! > 0),
    );
    expect(misfits.map((one) => `${one.type.name} in ${one.countries[0]!.name}`)).toEqual([]);
  });

  test('no war-type incident happens in a country without an armed conflict', () => {
    // North Korea's missile tests are its only ones, and it fights no war.
    const standoff = incidents.filter(
      (incident) => profileOfCode(incident.countries[0]!.code).conflict === 'standoff',
    );
    expect(
      standoff.filter((one) => WAR_TYPES.has(one.type.name) && !/Missile/.test(one.type.name)),
    ).toEqual([]);
    const atPeace = incidents.filter(
      (incident) => profileOfCode(incident.countries[0]!.code).conflict === 'none',
    );
    expect(atPeace.length).toBeGreaterThan(5_000);
    const warLike = atPeace.filter((incident) => WAR_TYPES.has(incident.type.name));
    expect(warLike.map((one) => `${one.type.name} in ${one.countries[0]!.name}`)).toEqual([]);
    // The stories of the issue that prompted the profiles.
    const inCountry = (code: string) => atPeace.filter((one) => one.countries[0]!.code === code);
    for (const code of ['GBR', 'CHE', 'DEU']) {
      expect(inCountry(code).filter((one) => one.category.name === 'Indirect Weapons')).toEqual([]);
    }
  });

  test('fighting in Ukraine stays on the front line; strikes reach the west only now and then', () => {
    const ukraine = incidents.filter((incident) => incident.countries[0]!.code === 'UKR');
    const front = ukraine.filter((one) =>
      ['Artillery Shelling', 'Armed Clash', 'Mortar Fire', 'Sniper Fire'].includes(one.type.name),
    );
    expect(front.length).toBeGreaterThan(100);
    // Lviv lies at 24°E; the front-line oblasts lie east of 30.5°E.
    expect(front.filter((one) => one.location.longitude < 30.5)).toEqual([]);
    const strikes = ukraine.filter((one) =>
      ['Drone Strike', 'Cruise Missile'].includes(one.type.name),
    );
    const west = strikes.filter((one) => one.location.longitude < 30.5).length / strikes.length;
    expect(west).toBeGreaterThan(0.05);
    expect(west).toBeLessThan(0.4);
  });

  test('hazards keep to their seasons: Atlantic hurricanes in the Caribbean fall in June–November', () => {
    const hurricanes = incidents.filter(
      (one) =>
        one.type.name === 'Tropical Cyclone' &&
        ['CUB', 'DOM', 'JAM', 'HTI', 'BHS', 'USA', 'HND', 'PRI'].includes(one.countries[0]!.code),
    );
    const inSeason = hurricanes.filter((one) => {
      const month = new Date(one.startedAt.timestamp * 1000).getUTCMonth() + 1;
      return month >= 6 && month <= 11;
    });
    expect(hurricanes.length).toBeGreaterThan(5);
    expect(inSeason.length / hurricanes.length).toBeGreaterThan(0.8);
  });
});

describe('parties fit the incident’s category and place', () => {
  test('actors are active where the incident happened', () => {
    const strangers = incidents.flatMap((incident) =>
      incident.involvedParties
        .filter((party) => ACTING.includes(party.involvement))
        .map((party) => groups.get(party.group.name)!)
        .filter(
          (group) =>
            group.countries.length > 0 &&
            !incident.countries.some((country) => group.countries.includes(country.code)),
        )
        .map((group) => `${group.name} in ${incident.countries[0]!.name}`),
    );
    expect(strangers).toEqual([]);
  });

  test('hacking groups act only in cyber incidents, and cyber incidents only have hacking groups', () => {
    for (const incident of incidents) {
      const kinds = incident.involvedParties.map((party) => groups.get(party.group.name)!.kind);
      if (incident.category.name === 'Cyber')
        expect(kinds.every((kind) => kind === 'cyber')).toBe(true);
      else expect(kinds).not.toContain('cyber');
    }
  });

  test('each category has the actors it calls for', () => {
    const allowed: Record<string, readonly string[]> = {
      'Indirect Weapons': ['state', 'non-state'],
      'Direct Weapons': ['non-state', 'criminal'],
      Explosives: ['non-state'],
      Terrorism: ['non-state', 'criminal'],
      'Civil Unrest': ['civil'],
      Crime: ['criminal'],
      Cyber: ['cyber'],
      'Natural Hazards': [],
      Aviation: ['state'],
      'Security Operations': ['state'],
    };
    const misfits = incidents.flatMap((incident) =>
      incident.involvedParties
        .filter((party) => ACTING.includes(party.involvement))
        .map((party) => [party.group.name, groups.get(party.group.name)!.kind] as const)
        .filter(([, kind]) => allowed[incident.category.name]?.includes(kind) === false)
        .map(([name]) => `${name} as actor of ${incident.type.name}`),
    );
    expect(misfits).toEqual([]);
  });
});

describe('news fits its countries', () => {
  // A ceasefire is not among them: protesters far away call for one.
  const WAR_WORDS = /\bcoups?\b|insurgen|airstrike|shelling|artillery|rebel/i;

  test('no war, insurgency or coup in the news of a country at peace', () => {
    const misfits = news.filter(
      (item) =>
        WAR_WORDS.test(`${item.title} ${item.summary}`) &&
        item.countries.some(
          (country) => !['war', 'insurgency'].includes(profileOfCode(country.code).conflict),
        ) &&
        !/\bcoups?\b/i.test(item.title),
    );
    expect(misfits.map((item) => `${item.title} (${item.countries[0]!.name})`)).toEqual([]);
    const coups = news.filter((item) => /\bcoups?\b/i.test(`${item.title} ${item.summary}`));
    expect(coups.length).toBeGreaterThan(0);
    expect(
      coups.filter((item) => item.countries.some((c) => !profileOfCode(c.code).coupProne)),
    ).toEqual([]);
  });

  test('sanctions, heatwaves, elections and troop deployments only where they happen', () => {
    const about = (pattern: RegExp) => news.filter((item) => pattern.test(item.title));
    const misfits = (items: readonly NewsItem[], fits: (code: string) => boolean) =>
      items
        .filter((item) => !fits(item.countries[0]!.code))
        .map((item) => `${item.title} (${item.countries[0]!.name})`);
    const sanctions = about(/sanction/i);
    expect(sanctions.length).toBeGreaterThan(0);
    expect(misfits(sanctions, (code) => profileOfCode(code).underSanctions)).toEqual([]);
    const heat = about(/heatwave|temperatures top/i);
    expect(heat.length).toBeGreaterThan(0);
    expect(misfits(heat, (code) => (profileOfCode(code).types.Wildfire ?? 0) > 0)).toEqual([]);
    const elections = about(/election|polls open/i);
    expect(elections.length).toBeGreaterThan(0);
    expect(misfits(elections, (code) => profileOfCode(code).holdsElections)).toEqual([]);
    const troops = about(/deploys additional troops|troop reinforcements/i);
    expect(misfits(troops, (code) => profileOfCode(code).volume >= 0.7)).toEqual([]);
  });

  test('news about an incident shares its country, place and time', () => {
    const byId = new Map(incidents.map((incident) => [incident.id, incident]));
    const linked = news.filter((item) => item.incidentId !== null);
    expect(linked.length).toBeGreaterThan(news.length * 0.05);
    for (const item of linked) {
      const incident = byId.get(item.incidentId!)!;
      expect(item.countries.map((country) => country.code)).toEqual([incident.countries[0]!.code]);
      expect(item.publishedAt).toBeGreaterThanOrEqual(incident.startedAt.timestamp);
      expect(item.publishedAt - incident.startedAt.timestamp).toBeLessThanOrEqual(DAY);
    }
  });
});

describe('a steady history', () => {
  /** Incidents started in each whole calendar month of the window, with the count expected. */
  function months() {
    const firstMonth = new Date((TEST_NOW - HISTORY_SECONDS) * 1000);
    const counts: { month: string; count: number; expected: number }[] = [];
    const cursor = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + 1));
    const mean = options.incidents / HISTORY_SECONDS;
    while (true) {
      const from = cursor.getTime() / 1000;
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
      const to = cursor.getTime() / 1000;
      if (to > TEST_NOW) break;
      const count = incidents.filter(
        (one) => one.startedAt.timestamp >= from && one.startedAt.timestamp < to,
      ).length;
      // The history's rate, relative to its mean: coverage grows slowly towards today.
      const relative =
        historyRate(TEST_NOW - (from + to) / 2) / ((1 + historyRate(HISTORY_SECONDS)) / 2);
      counts.push({
        month: new Date(from * 1000).toISOString().slice(0, 7),
        count,
        expected: mean * relative * (to - from),
      });
    }
    return counts;
  }

  test('the monthly count never drops or jumps beyond the growth of coverage and chance', () => {
    const counts = months();
    expect(counts.length).toBeGreaterThanOrEqual(22);
    for (const { month, count, expected } of counts) {
      // Five standard deviations of a Poisson count: never met by chance in 24 months.
      expect(Math.abs(count - expected), month).toBeLessThan(5 * Math.sqrt(expected));
    }
    for (let index = 1; index < counts.length; index++) {
      const ratio = counts[index]!.count / counts[index - 1]!.count;
      expect(ratio, counts[index]!.month).toBeGreaterThan(0.82);
      expect(ratio, counts[index]!.month).toBeLessThan(1.22);
    }
  });

  test('the last 90 days are no denser than the 90 before them: no cliff', () => {
    const between = (from: number, to: number) =>
      incidents.filter((one) => one.startedAt.timestamp >= from && one.startedAt.timestamp < to)
        .length;
    const recent = between(TEST_NOW - 90 * DAY, TEST_NOW);
    const before = between(TEST_NOW - 180 * DAY, TEST_NOW - 90 * DAY);
    expect(recent / before).toBeGreaterThan(0.9);
    expect(recent / before).toBeLessThan(1.15);
  });

  test('a war escalates: Ukraine’s busiest month has well over its quietest', () => {
    const byMonth = new Map<string, number>();
    for (const one of incidents) {
      if (one.countries[0]!.code !== 'UKR') continue;
      const month = new Date(one.startedAt.timestamp * 1000).toISOString().slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
    }
    const counts = [...byMonth.values()].slice(1, -1);
    expect(Math.max(...counts) / Math.min(...counts)).toBeGreaterThan(1.5);
  });
});
