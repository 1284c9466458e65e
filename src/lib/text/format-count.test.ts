import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatCount } from './format-count';

afterEach(() => vi.restoreAllMocks());

describe('a number as the interface writes it', () => {
  test('English separators and decimals, exactly as the English locale writes them', () => {
    for (const value of [0, 1, 999, 1000, 1204, 20000, 1234567, -4321, 2.5, 12.25, 0.1234]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en'));
    }
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(2.5)).toBe('2.5');
  });

  test('one formatter serves every number: none is made per call', () => {
    formatCount(1);
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let value = 0; value < 50; value += 1) formatCount(value * 1000);
    expect(made).not.toHaveBeenCalled();
  });
});
