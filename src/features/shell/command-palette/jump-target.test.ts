import { describe, expect, test } from 'vitest';
import { parseJumpTarget } from './jump-target';

describe('parseJumpTarget', () => {
  test.each([
    ['IN-123', 'IN-123'],
    ['in-123', 'IN-123'],
    ['in 123', 'IN-123'],
    ['In123', 'IN-123'],
    ['#123', 'IN-123'],
    ['123', 'IN-123'],
    ['  IN-123  ', 'IN-123'],
    ['IN-0012', 'IN-12'],
    ['000007', 'IN-7'],
    ['IN-999999999999', 'IN-999999999999'],
  ])('%j is incident %s', (query, id) => {
    expect(parseJumpTarget(query)).toEqual({ kind: 'incident', id });
  });

  test.each([
    ['TH-45', 'TH-45'],
    ['th45', 'TH-45'],
    ['th 45', 'TH-45'],
    ['\tTh-045 ', 'TH-45'],
  ])('%j is theme %s', (query, id) => {
    expect(parseJumpTarget(query)).toEqual({ kind: 'theme', id });
  });

  test.each([
    '',
    '   ',
    'IN-',
    'IN-0',
    '0',
    '#TH-45',
    '-123',
    '12.5',
    '1e3',
    'IN-12a',
    'index',
    'in 1 2',
    'incident 123',
    'XX-123',
    '1234567890123',
    'IN-1234567890123',
    '١٢٣',
  ])('%j is not an id', (query) => {
    expect(parseJumpTarget(query)).toBeNull();
  });
});
