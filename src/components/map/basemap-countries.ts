import type { FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import coarseUrl from 'world-atlas/countries-110m.json?url';
import fineUrl from 'world-atlas/countries-50m.json?url';
import { geometriesNear, type LngLatBox } from './basemap-nearby';
import { countryLabels, type CountryLabelProperties } from './country-labels';
import { unwrapFeature } from './unwrap-antimeridian';

/**
 * Natural Earth countries from world-atlas, shipped as static assets (never bundled into
 * JavaScript) and fetched on first use: the 1:110m set (38 kB gzip) for the world, the 1:50m
 * set (230 kB gzip) only once the analyst zooms in far enough to see the difference.
 */

export type BasemapResolution = 'coarse' | 'fine';

export interface BasemapCountries {
  countries: FeatureCollection<Polygon | MultiPolygon, { name?: string }>;
  labels: FeatureCollection<Point, CountryLabelProperties>;
}

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name?: string }> }>;
type CountryGeometries = CountriesTopology['objects']['countries']['geometries'];

const URLS: Record<BasemapResolution, string> = { coarse: coarseUrl, fine: fineUrl };

/** Loaded once per page; a failed load is forgotten so the next map can try again. */
function once<T>(load: (resolution: BasemapResolution) => Promise<T>) {
  const loaded = new Map<BasemapResolution, Promise<T>>();
  return (resolution: BasemapResolution): Promise<T> => {
    let promise = loaded.get(resolution);
    if (!promise) {
      promise = load(resolution);
      promise.catch(() => loaded.delete(resolution));
      loaded.set(resolution, promise);
    }
    return promise;
  };
}

const loadTopology = once(async (resolution): Promise<CountriesTopology> => {
  const response = await fetch(URLS[resolution]);
  if (!response.ok) throw new Error(`The basemap answered HTTP ${response.status}`);
  return (await response.json()) as CountriesTopology;
});

function shapesOf(topology: CountriesTopology, geometries: CountryGeometries) {
  const collection = feature(topology, {
    type: 'GeometryCollection',
    geometries,
  }) as BasemapCountries['countries'];
  return { ...collection, features: collection.features.map(unwrapFeature) };
}

function withLabels(countries: BasemapCountries['countries']): BasemapCountries {
  return { countries, labels: countryLabels(countries) };
}

/** Fetches and reads a set now, so the map that converts it does not wait for the network. */
export function prefetchBasemap(resolution: BasemapResolution): void {
  void loadTopology(resolution).catch(() => undefined);
}

/** The countries' shapes alone (no labels): what an SVG map's layout needs, in its worker. */
export async function loadCountryShapes(
  resolution: BasemapResolution,
): Promise<BasemapCountries['countries']> {
  const topology = await loadTopology(resolution);
  return shapesOf(topology, topology.objects.countries.geometries);
}

/** The whole set, with the countries' names. */
export const loadBasemapCountries = once(async (resolution) =>
  withLabels(await loadCountryShapes(resolution)),
);

/**
 * The countries around `view` and their names, converted alone (a fraction of the whole set's
 * work), or the whole set (`whole`) when the view is wide.
 */
export async function loadBasemapAround(
  resolution: BasemapResolution,
  view: LngLatBox,
): Promise<{ data: BasemapCountries; whole: boolean }> {
  const topology = await loadTopology(resolution);
  const { geometries } = topology.objects.countries;
  const near = geometriesNear(topology, geometries, view);
  if (!near) return { data: await loadBasemapCountries(resolution), whole: true };
  return { data: withLabels(shapesOf(topology, near)), whole: false };
}
