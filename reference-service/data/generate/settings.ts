import type { CountryRecord, Place } from '../geography.ts';
import type { Random } from '../random.ts';
import { profileOf, type CountryProfile } from '../vocabulary/country-profiles.ts';
import type { ReferenceData } from './reference.ts';

const DAY = 24 * 3600;
const WEEK = 7 * DAY;

/** Where an incident happened and what it was: drawn for every incident before its details. */
export interface IncidentSetting {
  country: CountryRecord;
  place: Place;
  type: ReferenceData['types'][number];
}

export interface SettingPools {
  countries: readonly CountryRecord[];
  placesByCountry: ReadonlyMap<string, readonly Place[]>;
  reference: ReferenceData;
}

/** Outside its season a seasonal hazard still happens, rarely. */
const OFF_SEASON = 0.08;

/** Protests peak on Fridays and Saturdays; strikes are called on working days. */
const WEEKLY_RHYTHM: Readonly<Record<string, readonly number[]>> = {
  //              Sun  Mon  Tue  Wed  Thu  Fri  Sat
  Protest: [1.0, 0.8, 0.8, 0.85, 0.9, 1.25, 1.5],
  Riot: [1.0, 0.8, 0.8, 0.8, 0.9, 1.2, 1.5],
  'Strike Action': [0.2, 1.2, 1.2, 1.2, 1.2, 1.0, 0.3],
};

/**
 * A war or insurgency escalates now and then: an offensive, a campaign of strikes. Each is a
 * few weeks in which the country sees more of the incidents, which themes' weekly trends show.
 */
interface Escalation {
  from: number;
  to: number;
  factor: number;
}

function drawEscalations(
  random: Random,
  countries: readonly CountryRecord[],
  since: number,
  until: number,
): Map<string, Escalation[]> {
  const escalations = new Map<string, Escalation[]>();
  for (const country of countries) {
    const { conflict } = profileOf(country.code, country.continent.code);
    if (conflict !== 'war' && conflict !== 'insurgency') continue;
    const episodes = Array.from({ length: random.int(2, 5) }, () => {
      const from = random.float(since, until);
      return { from, to: from + random.int(2, 7) * WEEK, factor: random.float(1.5, 2.5) };
    });
    escalations.set(country.code, episodes);
  }
  return escalations;
}

/**
 * Draws where and what each incident was, from its start time: the country by its profile's
 * volume (more while it escalates), the type by the country's profile (hazards in their season,
 * protests by day of the week), the place in the provinces where that type happens.
 */
export function createSettingDrawer(
  random: Random,
  pools: SettingPools,
  window: { since: number; until: number },
) {
  const countries = pools.countries.filter(
    (country) => (pools.placesByCountry.get(country.code)?.length ?? 0) > 0,
  );
  const profiles = new Map(
    countries.map((country) => [country.code, profileOf(country.code, country.continent.code)]),
  );
  const escalations = drawEscalations(random, countries, window.since, window.until);
  const typesByName = new Map(pools.reference.types.map((type) => [type.name, type]));

  const countryPickers = new Map<number, () => CountryRecord>();
  function countryAt(instant: number): CountryRecord {
    const week = Math.floor(instant / WEEK);
    let picker = countryPickers.get(week);
    if (!picker) {
      const middle = week * WEEK + WEEK / 2;
      picker = random.weightedPicker(
        countries.map((country) => {
          const escalation = (escalations.get(country.code) ?? []).find(
            (one) => middle >= one.from && middle < one.to,
          );
          return [country, profiles.get(country.code)!.volume * (escalation?.factor ?? 1)] as const;
        }),
      );
      countryPickers.set(week, picker);
    }
    return picker();
  }

  // Pickers by country, month and weekday; the day's month and weekday are worked out once.
  const countryIndex = new Map(countries.map((country, index) => [country.code, index]));
  const typePickers = new Map<number, () => ReferenceData['types'][number]>();
  const calendar = new Map<number, number>();
  function typeIn(country: CountryRecord, instant: number) {
    const day = Math.floor(instant / DAY);
    let monthAndWeekday = calendar.get(day);
    if (monthAndWeekday === undefined) {
      const date = new Date(day * DAY * 1000);
      monthAndWeekday = (date.getUTCMonth() + 1) * 7 + date.getUTCDay();
      calendar.set(day, monthAndWeekday);
    }
    const key = countryIndex.get(country.code)! * 100 + monthAndWeekday;
    let picker = typePickers.get(key);
    if (!picker) {
      const month = Math.floor(monthAndWeekday / 7);
      const weekday = monthAndWeekday % 7;
      const profile = profiles.get(country.code)!;
      picker = random.weightedPicker(
        Object.entries(profile.types).map(([name, weight]) => {
          const season = profile.seasons[name];
          const inSeason = !season || season.includes(month) ? 1 : OFF_SEASON;
          const rhythm = WEEKLY_RHYTHM[name]?.[weekday] ?? 1;
          const type = typesByName.get(name);
          if (!type)
            throw new Error(`The profile of ${country.code} names an unknown type ${name}`);
          return [type, weight * inSeason * rhythm] as const;
        }),
      );
      typePickers.set(key, picker);
    }
    return picker();
  }

  const placesIn = new Map<string, readonly Place[]>();
  function placeOf(country: CountryRecord, profile: CountryProfile, type: string): Place {
    const all = pools.placesByCountry.get(country.code)!;
    const region = profile.regions[type];
    if (!region || !random.chance(region.share)) return weightedPlace(random, all);
    const key = `${country.code}/${type}`;
    let places = placesIn.get(key);
    if (!places) {
      const inRegion = all.filter((place) => region.provinces.includes(place.province));
      places = inRegion.length > 0 ? inRegion : all;
      placesIn.set(key, places);
    }
    return weightedPlace(random, places);
  }

  /** Draws the setting of an incident that started at `startedAt` into `into`. */
  return <Target extends { startedAt: number }>(into: Target): Target & IncidentSetting => {
    const country = countryAt(into.startedAt);
    const type = typeIn(country, into.startedAt);
    const place = placeOf(country, profiles.get(country.code)!, type.name);
    // Written into the caller's object: a hundred thousand merged copies would cost the
    // garbage collector more than drawing them.
    return Object.assign(into, { country, place, type });
  };
}

/** Larger places see more incidents, but not in proportion to population. */
function weightedPlace(random: Random, places: readonly Place[]): Place {
  const candidates = random.sample(places, 6);
  return random.weighted(
    candidates.map((place) => [place, Math.log10(place.population + 10)] as const),
  );
}
