import { expect, test } from 'vitest';
import { boxesMeet, boxOf, kmLowerBound } from './geometry-bounds.ts';
import { kmToGeometry, type GeoGeometry } from './match-incident.ts';

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** A small polygon anywhere: high latitudes and the antimeridian included. */
function randomPolygon(random: () => number): GeoGeometry {
  const x = random() * 360 - 180;
  const y = random() * 170 - 85;
  const size = random() * 6;
  const ring = [
    [x, y],
    [x + size, y + random()],
    [x + size / 2, y + size],
    [x, y],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

test('the bound is never above the exact distance turf measures, anywhere on the globe', () => {
  const random = seededRandom(7);
  let skippable = 0;
  for (let shape = 0; shape < 300; shape += 1) {
    const geometry = randomPolygon(random);
    const box = boxOf([geometry.coordinates]);
    for (let site = 0; site < 40; site += 1) {
      // Half the sites near the shape, half anywhere.
      const near = random() < 0.5;
      const longitude = near ? box.west + (random() - 0.5) * 20 : random() * 360 - 180;
      const latitude = near
        ? Math.max(-89, Math.min(89, box.south + (random() - 0.5) * 20))
        : random() * 178 - 89;
      const exact = kmToGeometry([longitude, latitude], geometry);
      const bound = kmLowerBound(longitude, latitude, box);
      expect(bound).toBeLessThanOrEqual(exact);
      if (bound > 50) skippable += 1;
    }
  }
  // And it is worth having: most far sites are skipped at a 50 km radius.
  expect(skippable).toBeGreaterThan(300 * 40 * 0.4);
});

test('a site across the antimeridian from an incident is near, not half a world away', () => {
  const box = boxOf([[179.9, -17]]);
  expect(kmLowerBound(-179.9, -17, box)).toBeLessThan(25);
  expect(kmToGeometry([-179.9, -17], { type: 'Point', coordinates: [179.9, -17] })).toBeLessThan(
    25,
  );
});

test('near a point the bound stays under its distance, and grows with it further out', () => {
  const box = boxOf([[2.35, 48.85]]);
  const nearby = kmToGeometry([2.5, 48.9], { type: 'Point', coordinates: [2.35, 48.85] });
  expect(kmLowerBound(2.5, 48.9, box)).toBeLessThanOrEqual(nearby);
  const further = kmToGeometry([4, 49.5], { type: 'Point', coordinates: [2.35, 48.85] });
  expect(kmLowerBound(4, 49.5, box)).toBeLessThanOrEqual(further);
  expect(kmLowerBound(4, 49.5, box)).toBeGreaterThan(further * 0.5);
});

test('boxes meet when they share a point, and not when apart', () => {
  const paris = boxOf([
    [
      [2, 48],
      [3, 49],
    ],
  ]);
  expect(boxesMeet(paris, boxOf([[2.5, 48.5]]))).toBe(true);
  expect(boxesMeet(paris, boxOf([[3, 49]]))).toBe(true);
  expect(boxesMeet(paris, boxOf([[13.4, 52.5]]))).toBe(false);
});
