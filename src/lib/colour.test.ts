import { expect, test } from 'vitest';
import { inkOn, relativeLuminance } from './colour';

test('luminance runs from black to white', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
});

test('dark colours take white ink, light ones black', () => {
  expect(inkOn('#1D3557')).toBe('#ffffff');
  expect(inkOn('#4F5D95')).toBe('#ffffff');
  expect(inkOn('#E3A008')).toBe('#000000');
  expect(inkOn('#3FB8E0')).toBe('#000000');
});
