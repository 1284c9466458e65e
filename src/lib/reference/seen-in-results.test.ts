import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import {
  exampleGroupParty,
  exampleIncidentListItem,
  exampleIndividualParty,
} from '../../../contract/examples/incidents';
import { listIncidentsQueryKey, type IncidentsResponse } from '@/lib/http/incidents';
import { seenInResults } from './seen-in-results';

const page = (
  reporter: string,
  parties = [exampleGroupParty, exampleIndividualParty],
): IncidentsResponse => ({
  data: [{ ...exampleIncidentListItem, reporter: { id: reporter }, involvedParties: parties }],
});

test('parties and reporters are read from every loaded page of incidents', () => {
  const client = new QueryClient();
  client.setQueryData(listIncidentsQueryKey({ query: { page: 1 } }), page('reporter-1'));
  client.setQueryData(listIncidentsQueryKey({ query: { page: 2 } }), page('reporter-2', []));
  // Not a page of incidents: never read.
  client.setQueryData(['something else'], { data: [{ involvedParties: 'no' }] });

  const { parties, reporters } = seenInResults(client);
  expect([...reporters].sort()).toEqual(['reporter-1', 'reporter-2']);
  expect(parties.get(exampleGroupParty.group.id)).toEqual({
    id: exampleGroupParty.group.id,
    name: 'National Armed Forces',
  });
  // An individual is named with their group.
  expect(parties.get(exampleIndividualParty.individual!.id)).toEqual({
    id: exampleIndividualParty.individual!.id,
    name: 'Regional police commander',
    group: 'State Security Forces',
  });
});

test('a page replaced in the cache is read again', () => {
  const client = new QueryClient();
  const key = listIncidentsQueryKey({ query: { page: 1 } });
  client.setQueryData(key, page('reporter-1'));
  expect([...seenInResults(client).reporters]).toEqual(['reporter-1']);
  client.setQueryData(key, page('reporter-9'));
  expect([...seenInResults(client).reporters]).toEqual(['reporter-9']);
});
