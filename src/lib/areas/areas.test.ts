import { describe, expect, test } from 'vitest';
import { circlePolygon } from '../../../contract/areas/api-polygon';
import type { PolygonRings } from '../../../contract/areas/area-geometry';
import {
  addressAreaOf,
  areaLabel,
  formatCircleParameter,
  parseCircleParameter,
  shapeToSave,
} from './address-area';
import type { Area } from './areas-api';
import { readGeoJsonAreas } from './geojson-file';

const LAGOS: PolygonRings = [
  [
    [3.1, 6.4],
    [3.7, 6.4],
    [3.7, 6.7],
    [3.1, 6.7],
    [3.1, 6.4],
  ],
];

const area = (overrides: Partial<Area> = {}): Area => ({
  id: '0b0e6a2c-7777-4aaa-8aaa-000000000001',
  owner: { email: 'ana@team.example', name: 'Ana' },
  visibility: 'team',
  version: 2,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T11:00:00.000Z',
  mayChange: true,
  name: 'Lagos metro',
  shape: { kind: 'polygon', geometry: { type: 'Polygon', coordinates: LAGOS } },
  apiPolygon: LAGOS,
  vertexCount: 4,
  simplifiedFrom: null,
  ...overrides,
});

describe('the area in an address', () => {
  const saved = area();

  test('is the saved area while the polygon is its own, by id or by polygon alone', () => {
    expect(addressAreaOf(LAGOS, { areaId: saved.id }, [saved])).toEqual({
      kind: 'saved',
      area: saved,
    });
    // A pasted link that kept only `area` is still named.
    expect(addressAreaOf(LAGOS, {}, [saved])).toEqual({ kind: 'saved', area: saved });
    expect(areaLabel({ kind: 'saved', area: saved }, LAGOS)).toBe('“Lagos metro”');
  });

  test('says so when the saved area no longer has this shape', () => {
    const moved: PolygonRings = [LAGOS[0]!.map(([lng, lat]) => [lng + 0.2, lat])];
    expect(addressAreaOf(moved, { areaId: saved.id }, [saved])).toEqual({
      kind: 'changed',
      area: saved,
    });
    expect(areaLabel({ kind: 'changed', area: saved }, moved)).toBe('“Lagos metro” (changed)');
  });

  test('names an area it cannot find as unknown, and waits while the list loads', () => {
    expect(addressAreaOf(LAGOS, { areaId: 'a-deleted-one' }, [])).toEqual({
      kind: 'unknown',
      id: 'a-deleted-one',
      loading: false,
    });
    expect(addressAreaOf(LAGOS, { areaId: saved.id }, undefined)).toMatchObject({
      kind: 'unknown',
      loading: true,
    });
    expect(addressAreaOf(undefined, { areaId: saved.id }, [saved])).toEqual({ kind: 'none' });
  });

  test('keeps a drawn circle a circle only while the polygon is that circle’s', () => {
    const circle = { center: [3.4, 6.5] as [number, number], radiusKm: 12 };
    const written = formatCircleParameter(circle);
    expect(parseCircleParameter(written)).toEqual(circle);
    const polygon = circlePolygon(circle.center, circle.radiusKm);
    const drawn = addressAreaOf(polygon, { areaCircle: written }, []);
    expect(drawn).toEqual({ kind: 'drawn', circle });
    expect(shapeToSave(polygon, circle)).toEqual({ kind: 'circle', ...circle });
    expect(areaLabel(drawn, polygon)).toBe('a drawn circle (12 km)');
    // The corners were moved since: a polygon now.
    expect(addressAreaOf(LAGOS, { areaCircle: written }, [])).toEqual({ kind: 'drawn' });
    expect(areaLabel({ kind: 'drawn' }, LAGOS)).toBe('a drawn area (4 points)');
    expect(parseCircleParameter('3,95,10')).toBeUndefined();
    expect(parseCircleParameter('3,6,-1')).toBeUndefined();
  });
});

describe('a GeoJSON file of areas', () => {
  const feature = (name: string, coordinates: unknown, type = 'Polygon') => ({
    type: 'Feature',
    properties: { name },
    geometry: { type, coordinates },
  });
  const collection = (...features: unknown[]) =>
    JSON.stringify({ type: 'FeatureCollection', features });

  test('each shape is named from its properties and checked; a crossing one is refused with the reason', () => {
    const bowTie = [
      [
        [3, 6],
        [4, 7],
        [4, 6],
        [3, 7],
        [3, 6],
      ],
    ];
    const reading = readGeoJsonAreas(
      collection(feature('Lagos', LAGOS), feature('Bow tie', bowTie)),
      'sites.geojson',
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.candidates.map((one) => [one.name, one.problem])).toEqual([
      ['Lagos', undefined],
      [
        'Bow tie',
        'The polygon’s edges cross each other near 3.5°E, 6.5°N: an area’s boundary may not cross itself.',
      ],
    ]);
  });

  test('a MultiPolygon of several parts is one area per part, and says why', () => {
    const east: PolygonRings = [LAGOS[0]!.map(([lng, lat]) => [lng + 1, lat])];
    const reading = readGeoJsonAreas(
      collection(feature('Lagos', [LAGOS, east], 'MultiPolygon')),
      'x.geojson',
    );
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.candidates.map((one) => one.name)).toEqual([
      'Lagos (part 1 of 2)',
      'Lagos (part 2 of 2)',
    ]);
    expect(reading.candidates[0]!.notes[0]).toMatch(/the incident API filters by one polygon/);
  });

  test('a bare geometry takes the file’s name; mended winding is noted', () => {
    const clockwise = [[...LAGOS[0]!].reverse()];
    const reading = readGeoJsonAreas(
      JSON.stringify({ type: 'Polygon', coordinates: clockwise }),
      'Ikeja.geojson',
    );
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.candidates[0]!.name).toBe('Ikeja');
    expect(reading.candidates[0]!.problem).toBeUndefined();
    expect(reading.candidates[0]!.notes.join(' ')).toMatch(/turned round/);
  });

  test('a file that is not JSON, or not GeoJSON, is refused as a whole with where', () => {
    const broken = readGeoJsonAreas('{"type": "Polygon",\n "coordinates": [[[0,0]', 'a.json');
    expect(broken).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not valid JSON/) as string,
    });
    const notGeo = readGeoJsonAreas('[1, 2, 3]', 'a.json');
    expect(notGeo).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is JSON but not GeoJSON/) as string,
    });
    expect(readGeoJsonAreas(collection(), 'a.json')).toEqual({
      ok: false,
      message: 'The file holds no shapes.',
    });
  });
});
