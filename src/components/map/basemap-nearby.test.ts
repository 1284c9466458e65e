import type { Feature, MultiPolygon, Point, Polygon } from 'geojson';
import { expect, test } from 'vitest';
import type { BasemapCountries } from './basemap-countries';
import { basemapNear } from './basemap-nearby';
import type { CountryLabelProperties } from './country-labels';

const box = (west: number, south: number, east: number, north: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

const country = (name: string, geometry: Polygon | MultiPolygon) =>
  ({ type: 'Feature', properties: { name }, geometry }) as Feature<
    Polygon | MultiPolygon,
    { name?: string }
  >;

const label = (name: string, longitude: number, latitude: number) =>
  ({
    type: 'Feature',
    properties: { name, area: 1 },
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
  }) as Feature<Point, CountryLabelProperties>;

// Longitudes as the basemap holds them once unwrapped (unwrap-antimeridian.ts): Fiji reaches
// past +180.
const world: BasemapCountries = {
  countries: {
    type: 'FeatureCollection',
    features: [
      country('France', box(-5, 42, 8, 51)),
      country('Belgium', box(2.5, 49.5, 6.4, 51.5)),
      country('Japan', box(129, 31, 146, 45)),
      country('Fiji', {
        type: 'MultiPolygon',
        coordinates: [box(177, -19, 181, -16).coordinates, box(179.5, -17, 180.5, -16).coordinates],
      }),
    ],
  },
  labels: {
    type: 'FeatureCollection',
    features: [
      label('France', 2.5, 46.5),
      label('Belgium', 4.6, 50.6),
      label('Japan', 138, 36),
      label('Fiji', 178.5, -17.7),
    ],
  },
};

const names = (data: BasemapCountries | undefined) => ({
  countries: data?.countries.features.map((feature) => feature.properties.name),
  labels: data?.labels.features.map((feature) => feature.properties.name),
});

test('a map opening on a city gets the countries and names around it, not the world', () => {
  // Paris at about zoom 9.
  expect(names(basemapNear(world, [2.0, 48.3, 2.7, 48.8]))).toEqual({
    countries: ['France'],
    labels: [],
  });
});

test('the countries just beyond the view come too, so a first pan finds them drawn', () => {
  // Lille: Belgium starts 0.3° east of the view's edge, within one view's width.
  expect(names(basemapNear(world, [2.6, 50.4, 3.2, 50.8])).countries).toEqual([
    'France',
    'Belgium',
  ]);
});

test('a view across the antimeridian finds the shapes drawn on the neighbouring world copy', () => {
  // MapLibre gives this view as -181…-179: Fiji is held at 177…181.
  expect(names(basemapNear(world, [-181, -18.5, -179, -16.5]))).toEqual({
    countries: ['Fiji'],
    labels: ['Fiji'],
  });
  expect(names(basemapNear(world, [179, -18.5, 181, -16.5])).countries).toEqual(['Fiji']);
});

test('a view over most of the world sends the whole set at once', () => {
  expect(basemapNear(world, [-30, 20, 40, 60])).toBeUndefined();
  expect(basemapNear(world, [0, -60, 20, 0])).toBeUndefined();
});

test('the sea far from every country gets no shapes, not the world', () => {
  expect(names(basemapNear(world, [-140, -40, -139, -39]))).toEqual({
    countries: [],
    labels: [],
  });
});
