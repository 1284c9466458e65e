import { expect, test } from 'vitest';
import { formatViewport, MAP_PARAMETER_CHECKS, parseViewport } from './map-address';

test('a viewport is written short and read back', () => {
  const written = formatViewport({ center: [2.352_219_7, 48.856_614], zoom: 5.123_45 });
  expect(written).toBe('2.3522,48.8566,5.12');
  expect(parseViewport(written)).toEqual({ center: [2.3522, 48.8566], zoom: 5.12 });
  expect(formatViewport({ center: [0, -0.000_01], zoom: 1 })).toBe('0,0,1');
});

test('a centre panned past the antimeridian is written within ±180', () => {
  expect(formatViewport({ center: [190, 10], zoom: 3 })).toBe('-170,10,3');
  expect(formatViewport({ center: [-370, 10], zoom: 3 })).toBe('-10,10,3');
});

test.each(['', '1,2', '1,2,3,4', 'a,b,c', '181,0,2', '0,91,2', '0,0,23', '0,0,-1', '1e3,0,2'])(
  'at=%j is not a map view',
  (text) => {
    expect(parseViewport(text)).toBeUndefined();
    expect(MAP_PARAMETER_CHECKS.at!(text)).toMatch(/is not a map view/);
  },
);

test('layout, mapLayer and nearIncident accept only their own values', () => {
  expect(MAP_PARAMETER_CHECKS.layout!('split')).toBeUndefined();
  expect(MAP_PARAMETER_CHECKS.layout!('grid')).toBe('"grid" is not table, map or split');
  expect(MAP_PARAMETER_CHECKS.mapLayer!('heat')).toBeUndefined();
  expect(MAP_PARAMETER_CHECKS.mapLayer!('dots')).toBe('"dots" is not points or heat');
  expect(MAP_PARAMETER_CHECKS.nearIncident!('IN-200001')).toBeUndefined();
  expect(MAP_PARAMETER_CHECKS.nearIncident!('200001')).toMatch(/not an incident id/);
});
