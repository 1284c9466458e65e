import type { FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import coarseUrl from 'world-atlas/countries-110m.json?url';
import fineUrl from 'world-atlas/countries-50m.json?url';
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

const URLS: Record<BasemapResolution, string> = { coarse: coarseUrl, fine: fineUrl };

/** The countries' shapes alone (no labels): what an SVG map's layout needs, in its worker. */
export async function loadCountryShapes(
  resolution: BasemapResolution,
): Promise<BasemapCountries['countries']> {
  const response = await fetch(URLS[resolution]);
  if (!response.ok) throw new Error(`The basemap answered HTTP ${response.status}`);
  const topology = (await response.json()) as Topology<{
    countries: GeometryCollection<{ name?: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name?: string }
  >;
  return { ...collection, features: collection.features.map(unwrapFeature) };
}

async function load(resolution: BasemapResolution): Promise<BasemapCountries> {
  const countries = await loadCountryShapes(resolution);
  return { countries, labels: countryLabels(countries) };
}

const loaded = new Map<BasemapResolution, Promise<BasemapCountries>>();

/** Loaded once per page; a failed load is forgotten so the next map can try again. */
export function loadBasemapCountries(resolution: BasemapResolution): Promise<BasemapCountries> {
  let promise = loaded.get(resolution);
  if (!promise) {
    promise = load(resolution);
    promise.catch(() => loaded.delete(resolution));
    loaded.set(resolution, promise);
  }
  return promise;
}
