import { expect, test } from 'vitest';
import { incidentsQuery } from '../../../../contract/filters/incidents';
import { buildQuery, parseQuery } from '../../../../contract/filters/query';
import { startedAtFilterOf, startedAtRangeOf } from './timeline-range';

const parsedStartedAt = (written: string) =>
  parseQuery(incidentsQuery, { startedAt: written }).values.startedAt;

test('a bt filter read from the address is the timeline’s range', () => {
  expect(startedAtRangeOf(parsedStartedAt('bt:1763683200;1763769599'))).toEqual({
    from: 1_763_683_200,
    to: 1_763_769_599,
  });
});

test('other operators, and no filter, are no range', () => {
  expect(startedAtRangeOf(parsedStartedAt('gte:1763683200'))).toBeUndefined();
  expect(startedAtRangeOf(parsedStartedAt('nbt:1763683200;1763769599'))).toBeUndefined();
  expect(startedAtRangeOf(undefined)).toBeUndefined();
});

test('a range is written back as the API’s startedAt=bt:<from>;<to>, none clears it', () => {
  const filter = startedAtFilterOf({ from: 1_763_683_200, to: 1_763_769_599 });
  expect(buildQuery(incidentsQuery, { startedAt: filter })).toEqual({
    startedAt: 'bt:1763683200;1763769599',
  });
  expect(startedAtFilterOf(undefined)).toBeUndefined();
});
