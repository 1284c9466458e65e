import type { QueryClient } from '@tanstack/react-query';
import type { IncidentsResponse } from '@/lib/http/incidents';

/**
 * Parties and reporters have no list endpoint: their names are known only from the incidents
 * the analyst has loaded. This reads them from every page of incidents in the query cache.
 * Each page is read once (remembered per answer): the filter controls ask again whenever a
 * reference list arrives, and with the map's pages loaded the cache holds tens of thousands of
 * incidents.
 */

export interface SeenParty {
  id: string;
  name: string;
  /** For an individual, the name of their group. */
  group?: string;
}

interface SeenInPage {
  parties: readonly SeenParty[];
  reporters: readonly string[];
}

const read = new WeakMap<object, SeenInPage>();

function seenIn(page: IncidentsResponse): SeenInPage {
  let seen = read.get(page);
  if (!seen) {
    const parties: SeenParty[] = [];
    const reporters: string[] = [];
    for (const incident of page.data) {
      reporters.push(incident.reporter.id);
      for (const party of incident.involvedParties) {
        parties.push({ id: party.group.id, name: party.group.name });
        if (party.individual) {
          parties.push({
            id: party.individual.id,
            name: party.individual.name,
            group: party.group.name,
          });
        }
      }
    }
    seen = { parties, reporters };
    read.set(page, seen);
  }
  return seen;
}

/** Every party and reporter in the loaded incidents, by id (the latest name seen wins). */
export function seenInResults(client: QueryClient): {
  parties: Map<string, SeenParty>;
  reporters: Set<string>;
} {
  const parties = new Map<string, SeenParty>();
  const reporters = new Set<string>();
  for (const [, page] of client.getQueriesData<IncidentsResponse>({
    queryKey: [{ _id: 'listIncidents' }],
  })) {
    if (!page) continue;
    const seen = seenIn(page);
    for (const party of seen.parties) parties.set(party.id, party);
    for (const reporter of seen.reporters) reporters.add(reporter);
  }
  return { parties, reporters };
}
