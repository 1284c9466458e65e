import { describe, expect, test } from 'vitest';
import { TEST_REFERENCE } from './reference-data.testing.ts';
import { readTypedQuery, suggestCompletions } from './typed-query.ts';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0) / 1000;

describe('a typed query', () => {
  test('names its view first, or its keys imply it, or the caller’s view applies', () => {
    expect(
      readTypedQuery('incidents country:ng impact>=4 last 7d', TEST_REFERENCE, NOW).query?.view,
    ).toBe('incidents');
    expect(readTypedQuery('taxonomy:health', TEST_REFERENCE, NOW).query?.view).toBe('news');
    expect(readTypedQuery('impact>=4', TEST_REFERENCE, NOW).query?.view).toBe('incidents');
    expect(readTypedQuery('country:ng', TEST_REFERENCE, NOW).query).toBeUndefined();
    expect(readTypedQuery('country:ng', TEST_REFERENCE, NOW, 'news').query?.view).toBe('news');
  });

  test('each problem points at the text it is about', () => {
    const text = 'incidents impact>=4 colour:red';
    const read = readTypedQuery(text, TEST_REFERENCE, NOW);
    const problem = read.problems[0]!;
    expect(text.slice(problem.start, problem.end)).toBe('colour:red');
  });

  test('suggests keys, then values from the reference data', () => {
    expect(
      suggestCompletions('incidents cou', 'incidents', TEST_REFERENCE).map((one) => one.text),
    ).toEqual(['country:']);
    const values = suggestCompletions('country:NG,gh', 'incidents', TEST_REFERENCE);
    expect(values.map((one) => one.text)).toEqual(['GHA']);
    expect(values[0]).toMatchObject({ replaceFrom: 11, replaceTo: 13 });
    expect(
      suggestCompletions('category:civ', 'incidents', TEST_REFERENCE).map((one) => one.text),
    ).toEqual(['"Civil Unrest"']);
    expect(
      suggestCompletions('published:l', 'news', TEST_REFERENCE).map((one) => one.text),
    ).toContain('last 3d');
  });

  test('lists the saved areas after area:, and completes a quoted name with spaces', () => {
    expect(
      suggestCompletions('area:', 'incidents', TEST_REFERENCE).map((one) => one.label),
    ).toEqual(['Lagos metro', 'Port of Tema']);
    const text = 'impact>=3 area:"Port of';
    const [port] = suggestCompletions(text, 'incidents', TEST_REFERENCE);
    expect(port).toMatchObject({ text: '"Port of Tema"', replaceFrom: 15, replaceTo: text.length });
    // `area:` alone names the view.
    expect(readTypedQuery('area:"Lagos metro"', TEST_REFERENCE, NOW).query?.view).toBe('incidents');
  });
});
