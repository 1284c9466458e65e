import { expect, test } from 'vitest';
import { describeArea } from './area-summary';

test('a closed ring counts its corners once and spans its box, west and south negative', () => {
  const ring: [number, number][] = [
    [-0.51, 51.28],
    [0.33, 51.28],
    [0.33, 51.69],
    [-0.51, 51.69],
    [-0.51, 51.28],
  ];
  expect(describeArea([ring])).toBe('4 points, 0.51°W to 0.33°E, 51.28°N to 51.69°N');
});

test('an open ring (the vendor writes them so) counts every point', () => {
  expect(
    describeArea([
      [
        [10, -5],
        [12, -5],
        [11, -3],
      ],
    ]),
  ).toBe('3 points, 10.00°E to 12.00°E, 5.00°S to 3.00°S');
});
