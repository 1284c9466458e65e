import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../contract/filters/incidents.ts';
import type { ServerDeps } from '../../deps.ts';
import { getVendorJson, refused, type VendorResult } from '../sites/vendor-incidents.ts';

/**
 * The vendor's reference lists the world summary groups by: which continent each country is in
 * (incident API, `GET /geography/countries`) and which main taxonomy each news taxonomy belongs
 * to (news API, `GET /taxonomies`). They change about never, so each is read once an hour per
 * process and shared by every user; a failed read is not kept.
 */

/** Long enough to spare the vendor, short enough that a new country shows up the same day. */
export const REFERENCE_TTL_MS = 3_600_000;
/** About 250 countries exist; this bounds the paging should the list misbehave. */
const MAX_COUNTRY_PAGES = 10;

export interface Continent {
  code: string;
  name: string;
}

/** Country alpha-3 code to its continent. */
export type ContinentsByCountry = ReadonlyMap<string, Continent>;

export interface MainTaxonomy {
  id: string;
  name: string;
}

/** Any taxonomy id, main or sub, to its main taxonomy. */
export type MainTaxonomies = ReadonlyMap<string, MainTaxonomy>;

interface Kept<T> {
  at: number;
  value: Promise<VendorResult<T>>;
}

const countriesByBase = new Map<string, Kept<ContinentsByCountry>>();
const taxonomiesByBase = new Map<string, Kept<MainTaxonomies>>();

async function keptFor<T>(
  cache: Map<string, Kept<T>>,
  key: string,
  now: number,
  read: () => Promise<VendorResult<T>>,
): Promise<VendorResult<T>> {
  const kept = cache.get(key);
  if (kept && now - kept.at < REFERENCE_TTL_MS) {
    const result = await kept.value;
    // Another user's failed read (their token refused, say) is not this user's answer.
    if (result.ok) return result;
  }
  const entry: Kept<T> = { at: now, value: read() };
  cache.set(key, entry);
  const result = await entry.value;
  if (!result.ok && cache.get(key) === entry) cache.delete(key);
  return result;
}

const CountriesPage = z.object({
  data: z.object({
    countries: z.array(
      z.object({
        code: z.string(),
        continent: z.object({ code: z.string(), name: z.string() }),
      }),
    ),
  }),
});

async function readContinents(
  deps: ServerDeps,
  c: Context,
): Promise<VendorResult<ContinentsByCountry>> {
  const continents = new Map<string, Continent>();
  for (let page = 1; page <= MAX_COUNTRY_PAGES; page += 1) {
    const query = new URLSearchParams({ page: String(page), pageSize: String(MAX_PAGE_SIZE) });
    const answer = await getVendorJson(deps, c, 'incidents', '/geography/countries', query);
    if (!answer.ok) return answer;
    const list = CountriesPage.safeParse(answer.value.body);
    if (answer.value.status !== 200 || !list.success) {
      return {
        ok: false,
        failure: refused('The incident service sent a country list this server cannot read.'),
      };
    }
    const { countries } = list.data.data;
    for (const country of countries) continents.set(country.code, country.continent);
    // No totals on this list either: a page that is not full is the last.
    if (countries.length < MAX_PAGE_SIZE) break;
  }
  return { ok: true, value: continents };
}

const TaxonomyList = z.object({
  data: z.object({
    taxonomies: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        subTaxonomies: z.array(z.object({ id: z.string() })).default([]),
      }),
    ),
  }),
});

async function readTaxonomies(deps: ServerDeps, c: Context): Promise<VendorResult<MainTaxonomies>> {
  const answer = await getVendorJson(deps, c, 'news', '/taxonomies', new URLSearchParams());
  if (!answer.ok) return answer;
  const list = TaxonomyList.safeParse(answer.value.body);
  if (answer.value.status !== 200 || !list.success) {
    return {
      ok: false,
      failure: refused('The news service sent a taxonomy list this server cannot read.'),
    };
  }
  const mains = new Map<string, MainTaxonomy>();
  for (const { id, name, subTaxonomies } of list.data.data.taxonomies) {
    const main = { id, name };
    mains.set(id, main);
    for (const sub of subTaxonomies) mains.set(sub.id, main);
  }
  return { ok: true, value: mains };
}

export function continentsByCountry(
  deps: ServerDeps,
  c: Context,
): Promise<VendorResult<ContinentsByCountry>> {
  return keptFor(countriesByBase, deps.config.upstreams.incidents, deps.now().getTime(), () =>
    readContinents(deps, c),
  );
}

export function mainTaxonomies(
  deps: ServerDeps,
  c: Context,
): Promise<VendorResult<MainTaxonomies>> {
  return keptFor(taxonomiesByBase, deps.config.upstreams.news, deps.now().getTime(), () =>
    readTaxonomies(deps, c),
  );
}
