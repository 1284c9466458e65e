import { describe, expect, test } from 'vitest';
import {
  compileRadiusRule,
  DEFAULT_RADIUS_RULE,
  defaultCategoryKm,
  effectiveRadiusKm,
  MAX_RADIUS_KM,
} from './radius-rules.ts';

describe('the default radius rule', () => {
  const rule = compileRadiusRule(DEFAULT_RADIUS_RULE);

  test('reaches further for armed conflict and natural hazards than for crime', () => {
    const crime = effectiveRadiusKm(rule, 'Crime', 3);
    expect(effectiveRadiusKm(rule, 'Indirect Weapons', 3)).toBeGreaterThan(crime);
    expect(effectiveRadiusKm(rule, 'Natural Hazards', 3)).toBeGreaterThan(
      effectiveRadiusKm(rule, 'Indirect Weapons', 3),
    );
    expect(crime).toBe(5);
  });

  test('reads other vendors’ category names by what they say, in any case', () => {
    expect(defaultCategoryKm('  natural hazards ')).toBe(100);
    expect(defaultCategoryKm('Armed Conflict')).toBe(50);
    expect(defaultCategoryKm('Earthquake')).toBe(100);
    expect(defaultCategoryKm('Petty theft')).toBe(5);
    expect(defaultCategoryKm('Something new')).toBe(15);
  });

  test('scales with impact: extreme twice as far as moderate, unknown as moderate', () => {
    expect(effectiveRadiusKm(rule, 'Crime', 5)).toBe(10);
    expect(effectiveRadiusKm(rule, 'Crime', 1)).toBe(2.5);
    expect(effectiveRadiusKm(rule, 'Crime', -1)).toBe(5);
    expect(rule.maxKm).toBe(200);
  });
});

describe('a site’s own rule', () => {
  test('overrides a category, every other category, and an impact', () => {
    const rule = compileRadiusRule({
      allKm: 2,
      categories: { crime: 1, 'Natural Hazards': 300 },
      impacts: { '5': 4 },
    });
    expect(effectiveRadiusKm(rule, 'Crime', 3)).toBe(1);
    expect(effectiveRadiusKm(rule, 'Civil Unrest', 3)).toBe(2);
    expect(effectiveRadiusKm(rule, 'Civil Unrest', 4)).toBe(3);
    expect(effectiveRadiusKm(rule, 'Natural Hazards', 5)).toBe(MAX_RADIUS_KM);
    expect(rule.maxKm).toBe(MAX_RADIUS_KM);
    expect(compileRadiusRule({ allKm: 0, categories: {}, impacts: {} }).maxKm).toBe(0);
  });
});
