import type { PolygonCoordinates } from '../filters/value-formats.ts';
import type { Candidate } from './fuzzy.ts';

/**
 * The reference lists typed values are read against. Plain data, so the contract stays free of
 * I/O: the dashboard passes what it has loaded; a list it is still loading is named in
 * `pending`, so a value is explained as "still loading" rather than "unknown".
 */
export interface ReferenceData {
  countries: readonly {
    code: string;
    alpha2: string | null;
    name: string;
    continent?: { code: string; name: string };
  }[];
  categories: readonly { id: string; name: string }[];
  types: readonly { id: string; name: string; category: { name: string } }[];
  themes: readonly { id: string; name: string }[];
  tags: readonly { slug: string; name: string }[];
  sectors: readonly { id: string; name: string }[];
  /** Groups and individuals seen in loaded incidents (there is no list endpoint). */
  parties: readonly { id: string; name: string }[];
  taxonomies: readonly {
    id: string;
    name: string;
    subTaxonomies: readonly { id: string; name: string }[];
  }[];
  /** Map ids of incidents named in `near:` (IN-123 → its map), null when it has none. */
  incidentMaps?: ReadonlyMap<string, string | null>;
  /** The team's saved areas, by name, with the polygon the incident API gets for each. */
  areas?: readonly { id: string; name: string; polygon: PolygonCoordinates }[];
  pending?: readonly ReferenceList[];
}

export type ReferenceList =
  | 'countries'
  | 'categories'
  | 'types'
  | 'themes'
  | 'tags'
  | 'sectors'
  | 'taxonomies'
  | 'areas';

export const EMPTY_REFERENCE: ReferenceData = {
  countries: [],
  categories: [],
  types: [],
  themes: [],
  tags: [],
  sectors: [],
  parties: [],
  taxonomies: [],
};

/** Each list as candidates for fuzzy matching: the value the API takes and the names typed. */
export const candidates = {
  countries: (data: ReferenceData): Candidate<string>[] =>
    data.countries.map((country) => ({
      value: country.code,
      name: country.name,
      codes: country.alpha2 ? [country.code, country.alpha2] : [country.code],
    })),
  continents: (data: ReferenceData): Candidate<string>[] => {
    const seen = new Map<string, string>();
    for (const country of data.countries) {
      if (country.continent) seen.set(country.continent.code, country.continent.name);
    }
    return [...seen].map(([code, name]) => ({ value: code, name, codes: [code] }));
  },
  categories: (data: ReferenceData): Candidate<string>[] =>
    data.categories.map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  types: (data: ReferenceData): Candidate<string>[] =>
    data.types.map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  themes: (data: ReferenceData): Candidate<string>[] =>
    data.themes.map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  tags: (data: ReferenceData): Candidate<string>[] =>
    data.tags.map((one) => ({ value: one.slug, name: one.name, codes: [one.slug] })),
  sectors: (data: ReferenceData): Candidate<string>[] =>
    data.sectors.map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  areas: (data: ReferenceData): Candidate<string>[] =>
    (data.areas ?? []).map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  parties: (data: ReferenceData): Candidate<string>[] =>
    data.parties.map((one) => ({ value: one.id, name: one.name, codes: [one.id] })),
  taxonomies: (data: ReferenceData): Candidate<string>[] =>
    data.taxonomies.flatMap((main) => [
      { value: main.id, name: main.name, codes: [main.id] },
      ...main.subTaxonomies.map((sub) => ({ value: sub.id, name: sub.name, codes: [sub.id] })),
    ]),
};
