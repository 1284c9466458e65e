import { describe, expect, test } from 'vitest';
import { compileRadiusRule, DEFAULT_RADIUS_RULE } from '../../contract/sites/radius-rules.ts';
import {
  compileFilters,
  matchIncident,
  type CompiledWatch,
  type WatchedIncident,
} from './match-incident.ts';

const CRIME = '11111111-1111-4111-8111-111111111111';
const HAZARD = '22222222-2222-4222-8222-222222222222';

/** An incident at a point; Paris by default. */
function incident(over: Partial<WatchedIncident> = {}): WatchedIncident {
  return {
    id: 'IN-1',
    category: { id: CRIME, name: 'Crime' },
    type: { id: '66666666-6666-4666-8666-666666666666' },
    impact: { rating: 3 },
    location: { longitude: 2.3522, latitude: 48.8566 },
    countries: [{ code: 'FRA' }],
    startedAt: { timestamp: 1_700_000_000 },
    endedAt: { timestamp: 1_700_000_000 },
    isOngoing: false,
    reportedAt: 1_700_000_600,
    reviewedAt: 1_700_000_300,
    updatedAt: 1_700_000_600,
    tags: [{ slug: 'riot' }],
    ...over,
  };
}

/** 0.01° of latitude is about 1.11 km. */
const north = (km: number) => ({ longitude: 2.3522, latitude: 48.8566 + km / 111.195 });

function watch(over: Partial<CompiledWatch> = {}, address = '/incidents'): CompiledWatch {
  return {
    id: 'w',
    ...compileFilters(address),
    minImpact: null,
    triggers: 'both',
    sites: [],
    areas: [],
    limitedToPlaces: false,
    ...over,
  };
}

const site = (rule = DEFAULT_RADIUS_RULE) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Paris office',
  longitude: 2.3522,
  latitude: 48.8566,
  rule: compileRadiusRule(rule),
});

describe('matching an incident to a watch', () => {
  test('a site’s radius depends on the incident’s category and impact', () => {
    const onSite = watch({ sites: [site()], limitedToPlaces: true });
    // Crime reaches 5 km at impact 3, 7.5 km at impact 4; natural hazards 100 km.
    const at = (km: number, extra: Partial<WatchedIncident> = {}) =>
      matchIncident(onSite, incident({ location: north(km), ...extra }), false);
    expect(at(4.5)).toMatchObject({
      matches: true,
      reasons: [{ type: 'site', name: 'Paris office' }],
    });
    expect(at(6).matches).toBe(false);
    expect(at(6, { impact: { rating: 4 } }).matches).toBe(true);
    expect(at(60, { category: { id: HAZARD, name: 'Natural Hazards' } }).matches).toBe(true);
    const reason = at(4.5);
    expect(reason.matches && reason.reasons[0]!.distanceMetres).toBeCloseTo(4500, -1);
  });

  test('a site’s own rule overrides the defaults', () => {
    const wide = watch({
      sites: [site({ allKm: null, categories: { crime: 20 }, impacts: {} })],
      limitedToPlaces: true,
    });
    expect(matchIncident(wide, incident({ location: north(15) }), false).matches).toBe(true);
  });

  test('the incident’s map features count, not only its point', () => {
    const onSite = watch({ sites: [site()], limitedToPlaces: true });
    const far = incident({
      location: north(50),
      map: {
        features: [
          {
            geometry: {
              type: 'LineString',
              coordinates: [
                [2.2, 48.86],
                [2.5, 48.86],
              ],
            },
          },
        ],
      },
    });
    const outcome = matchIncident(onSite, far, false);
    expect(outcome.matches).toBe(true);
    expect(outcome.matches && outcome.reasons[0]!.distanceMetres).toBeLessThan(1000);
  });

  test('an area matches what lies inside it, and not what lies outside', () => {
    const paris = {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Inner Paris',
      rings: [
        [
          [2.25, 48.8],
          [2.45, 48.8],
          [2.45, 48.9],
          [2.25, 48.9],
          [2.25, 48.8],
        ],
      ],
    };
    const inArea = watch({ areas: [paris], limitedToPlaces: true });
    expect(matchIncident(inArea, incident(), false)).toMatchObject({
      matches: true,
      reasons: [{ type: 'area', name: 'Inner Paris', distanceMetres: 0 }],
    });
    expect(matchIncident(inArea, incident({ location: north(30) }), false).matches).toBe(false);
  });

  test('filters, minimum impact and triggers', () => {
    const filtered = watch({}, `/incidents?category=in:${CRIME}&tagged=eq:riot&country=eq:FRA`);
    expect(filtered.problems).toEqual({});
    expect(matchIncident(filtered, incident(), false).matches).toBe(true);
    expect(
      matchIncident(
        filtered,
        incident({ category: { id: HAZARD, name: 'Natural Hazards' } }),
        false,
      ).matches,
    ).toBe(false);
    expect(matchIncident(filtered, incident({ tags: [] }), false).matches).toBe(false);
    expect(matchIncident(watch({ minImpact: 4 }), incident(), false).matches).toBe(false);
    expect(matchIncident(watch({}, '/incidents?impact=gte:4'), incident(), false).matches).toBe(
      false,
    );
    expect(matchIncident(watch({ triggers: 'new' }), incident(), true)).toMatchObject({
      matches: true,
      wanted: false,
    });
    expect(matchIncident(watch({ triggers: 'revised' }), incident(), true)).toMatchObject({
      wanted: true,
    });
  });

  test('filters that no longer parse, or that a watch cannot apply, are problems, not matches', () => {
    const broken = compileFilters('/incidents?impact=gte:high&near=in:x&sort=impact:desc');
    expect(Object.keys(broken.problems).sort()).toEqual(['impact', 'near']);
    expect(matchIncident(watch(broken), incident(), false).matches).toBe(false);
  });
});
