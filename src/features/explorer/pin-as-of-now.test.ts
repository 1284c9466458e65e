import { expect, test } from 'vitest';
import { pinAsOfNow, periodStart, reportedSince } from './pin-as-of-now';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const DAY = 86_400;

test('a plain view is cut off at now', () => {
  expect(pinAsOfNow({ country: { op: 'in', values: ['FRA'] } }, NOW)).toEqual({
    values: { country: { op: 'in', values: ['FRA'] }, reportedAt: { op: 'lte', value: NOW } },
    unpinned: [],
  });
});

test('relative periods become absolute ranges ending now', () => {
  const { values, unpinned } = pinAsOfNow(
    { startedInPeriod: { op: 'eq', value: 'P7D' }, reportedInPeriod: { op: 'eq', value: 'P1D' } },
    NOW,
  );
  expect(unpinned).toEqual([]);
  expect(values.startedInPeriod).toBeUndefined();
  expect(values.reportedInPeriod).toBeUndefined();
  expect(values.startedAt).toEqual({ op: 'bt', from: NOW - 7 * DAY, to: NOW });
  expect(values.reportedAt).toEqual({ op: 'bt', from: NOW - DAY, to: NOW });
});

test('existing ranges are narrowed, not replaced', () => {
  const earlier = NOW - 3 * DAY;
  expect(pinAsOfNow({ reportedAt: { op: 'gte', value: earlier } }, NOW).values.reportedAt).toEqual({
    op: 'bt',
    from: earlier,
    to: NOW,
  });
  expect(pinAsOfNow({ reportedAt: { op: 'lt', value: earlier } }, NOW).values.reportedAt).toEqual({
    op: 'lte',
    value: earlier - 1,
  });
  expect(
    pinAsOfNow(
      {
        startedAt: { op: 'lte', value: NOW - DAY },
        startedInPeriod: { op: 'eq', value: 'P30D' },
      },
      NOW,
    ).values.startedAt,
  ).toEqual({ op: 'bt', from: NOW - 30 * DAY, to: NOW - DAY });
});

test('what cannot be written as one range stays as it was and is reported', () => {
  const { values, unpinned } = pinAsOfNow(
    {
      reportedAt: { op: 'nbt', from: NOW - 2 * DAY, to: NOW - DAY },
      startedAt: { op: 'neq', value: NOW - DAY },
      startedInPeriod: { op: 'eq', value: 'P7D' },
    },
    NOW,
  );
  expect(unpinned).toEqual(['startedInPeriod', 'reportedAt']);
  expect(values.reportedAt).toEqual({ op: 'nbt', from: NOW - 2 * DAY, to: NOW - DAY });
  expect(values.startedInPeriod).toEqual({ op: 'eq', value: 'P7D' });
});

test('calendar periods count back on the calendar', () => {
  const endOfMarch = Date.UTC(2026, 2, 31, 12) / 1000;
  expect(new Date(periodStart('P1M', endOfMarch)! * 1000).getUTCDate()).toBe(28);
  expect(periodStart('nonsense', NOW)).toBeUndefined();
});

test('what is new since a moment: reported after it, within any range already set', () => {
  const since = NOW - DAY;
  expect(reportedSince({}, since)).toEqual({ reportedAt: { op: 'gte', value: since + 1 } });
  expect(reportedSince({ reportedAt: { op: 'lte', value: NOW } }, since)).toEqual({
    reportedAt: { op: 'bt', from: since + 1, to: NOW },
  });
  expect(reportedSince({ reportedAt: { op: 'lte', value: since - 5 } }, since)).toBeUndefined();
});
