import { expect, test } from 'vitest';
import { trendSeriesOf } from './trend-series';

test('weekly objects as the reference service writes them: the incidents count, labelled by period start', () => {
  const series = trendSeriesOf([
    {
      periodStart: '2026-08-31T00:00:00+0000',
      periodEnd: '2026-09-07T00:00:00+0000',
      incidents: 0,
    },
    {
      periodStart: '2026-09-07T00:00:00+0000',
      periodEnd: '2026-09-14T00:00:00+0000',
      incidents: 3,
    },
  ]);
  expect(series).toEqual({
    measure: 'incidents',
    unreadable: 0,
    points: [
      { value: 0, label: '2026-08-31T00:00:00+0000' },
      { value: 3, label: '2026-09-07T00:00:00+0000' },
    ],
  });
});

test('plain numbers and numeric strings are values without labels', () => {
  expect(trendSeriesOf([1, '2', 3.5]).points).toEqual([{ value: 1 }, { value: 2 }, { value: 3.5 }]);
});

test('[label, value] pairs keep their label', () => {
  expect(
    trendSeriesOf([
      ['2026-W01', 4],
      [1_700_000_000, 5],
    ]).points,
  ).toEqual([
    { value: 4, label: '2026-W01' },
    { value: 5, label: '1700000000' },
  ]);
});

test('an object with an unfamiliar count field uses its one numeric field, not its timestamp', () => {
  const series = trendSeriesOf([{ weekStart: 1_700_000_000, hits: 7, name: 'W1' }]);
  expect(series.measure).toBe('hits');
  expect(series.points).toEqual([{ value: 7, label: 'W1' }]);
});

test('elements without a readable number are counted as unreadable, not drawn as zero', () => {
  const series = trendSeriesOf([null, 'rising', { label: 'x' }, Number.NaN, 2, {}]);
  expect(series.points).toEqual([{ value: 2 }]);
  expect(series.unreadable).toBe(5);
  expect(series.measure).toBeUndefined();
});

test('an empty history is an empty series', () => {
  expect(trendSeriesOf([])).toEqual({ points: [], unreadable: 0 });
});
