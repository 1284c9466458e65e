import { expect, test } from 'vitest';
import { newsWindowProblem } from '../../../contract/filters/news';
import {
  absoluteFilter,
  anchorNow,
  bucketFor,
  coveredSpan,
  DEFAULT_WINDOW,
  filterOfRange,
  requestFilter,
  WINDOW_PRESETS,
  windowLimitProblem,
  windowOf,
  type PublishedWindow,
} from './published-window';

const NOW = 1_795_300_000;
const DAY = 86_400;
const preset = (id: string): PublishedWindow => ({
  kind: 'preset',
  preset: WINDOW_PRESETS.find((one) => one.id === id)!,
});

test('the service default sends no publishedAt; other presets send gte from the anchor', () => {
  expect(requestFilter(DEFAULT_WINDOW, NOW)).toBeUndefined();
  expect(requestFilter(preset('P7D'), NOW)).toEqual({ op: 'gte', value: NOW - 7 * DAY });
  expect(requestFilter(preset('P90D'), NOW)).toEqual({ op: 'gte', value: NOW - 90 * DAY });
});

test('every preset stays inside the service limit, even with the clock a day apart', () => {
  for (const one of WINDOW_PRESETS) {
    const filter = requestFilter({ kind: 'preset', preset: one }, NOW);
    expect(newsWindowProblem(filter, NOW + DAY), one.id).toBeUndefined();
  }
});

test('an absolute publishedAt wins over a preset; an unknown preset is the default', () => {
  const filter = { op: 'gte', value: NOW - DAY } as const;
  expect(windowOf(filter, 'P7D')).toEqual({ kind: 'absolute', filter });
  expect(windowOf(undefined, 'P30D')).toEqual(preset('P30D'));
  expect(windowOf(undefined, 'P5D')).toMatchObject({ preset: { label: 'Last 5 days' } });
  expect(windowOf(undefined, 'P100D')).toEqual(DEFAULT_WINDOW);
});

test('windows past 3 months are explained before sending, open ends included', () => {
  expect(windowLimitProblem(preset('P90D'), NOW)).toBeUndefined();
  const long = { kind: 'absolute', filter: { op: 'bt', from: NOW - 100 * DAY, to: NOW } } as const;
  expect(windowLimitProblem(long, NOW)).toBe(
    'This window spans 100 days; the news API serves at most 3 months (92 days) at a time.',
  );
  // gte runs to now: a start four months back is too far.
  const since = { kind: 'absolute', filter: { op: 'gte', value: NOW - 120 * DAY } } as const;
  expect(windowLimitProblem(since, NOW)).toMatch(/spans 120 days/);
  // lte covers one day, wherever it ends.
  const until = { kind: 'absolute', filter: { op: 'lte', value: NOW - 400 * DAY } } as const;
  expect(windowLimitProblem(until, NOW)).toBeUndefined();
});

test('the covered span follows the service: lte is the day before, gte runs to now', () => {
  expect(coveredSpan(DEFAULT_WINDOW, NOW)).toEqual({ from: NOW - DAY, to: NOW });
  expect(coveredSpan({ kind: 'absolute', filter: { op: 'lte', value: NOW - DAY } }, NOW)).toEqual({
    from: NOW - 2 * DAY,
    to: NOW - DAY,
  });
  expect(
    coveredSpan({ kind: 'absolute', filter: { op: 'gte', value: NOW - 3 * DAY } }, NOW),
  ).toEqual({ from: NOW - 3 * DAY, to: NOW });
});

test('"as of now" pins every window to the results shown', () => {
  const anchor = NOW - 120;
  const asOf = NOW;
  // The default window ran to the moment of the fetch.
  expect(absoluteFilter(DEFAULT_WINDOW, anchor, asOf)).toEqual({
    op: 'bt',
    from: asOf - DAY,
    to: asOf,
  });
  // A preset starts where its request started.
  expect(absoluteFilter(preset('P7D'), anchor, asOf)).toEqual({
    op: 'bt',
    from: anchor - 7 * DAY,
    to: asOf,
  });
  const bt = { op: 'bt', from: NOW - 5 * DAY, to: NOW - 4 * DAY } as const;
  expect(absoluteFilter({ kind: 'absolute', filter: bt }, anchor, asOf)).toEqual(bt);
  expect(
    absoluteFilter({ kind: 'absolute', filter: { op: 'gte', value: NOW - DAY } }, anchor, asOf),
  ).toEqual({ op: 'bt', from: NOW - DAY, to: asOf });
  expect(
    absoluteFilter({ kind: 'absolute', filter: { op: 'lte', value: NOW - DAY } }, anchor, asOf),
  ).toEqual({ op: 'bt', from: NOW - 2 * DAY, to: NOW - DAY });
});

test('a typed range becomes bt, gte or lte', () => {
  expect(filterOfRange({ from: 1, to: 2 })).toEqual({ op: 'bt', from: 1, to: 2 });
  expect(filterOfRange({ from: 1 })).toEqual({ op: 'gte', value: 1 });
  expect(filterOfRange({ to: 2 })).toEqual({ op: 'lte', value: 2 });
  expect(filterOfRange({})).toBeUndefined();
});

test('hours for up to three days, days beyond; anchors on the minute', () => {
  expect(bucketFor(DAY)).toBe('hour');
  expect(bucketFor(3 * DAY)).toBe('hour');
  expect(bucketFor(7 * DAY)).toBe('day');
  expect(anchorNow(1_795_300_059_999)).toBe(1_795_300_020);
});
