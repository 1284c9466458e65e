import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { IncidentsQuery } from '../../../contract/filters/incidents';
import { NearRadiusForm, type NearSource } from '@/components/near-this/near-radius-form';
import { NearThisAction } from '@/components/near-this/near-this-action';
import { apiErrorOf } from '@/lib/http/api-error';
import { getIncidentOptions, type IncidentOverview } from '@/lib/http/incidents';
import { nearIncidentHref } from '@/lib/links/app-links';

const NO_FEATURES = 'This incident’s map has no features to measure from.';

/**
 * "Incidents near this" from the peek: the explorer's current filters stay, `near` is replaced
 * and the page starts again. The overview says whether there are map features; the map's id is
 * only in the full record, fetched when the form opens (and cached for "Open the full incident").
 */
export function PeekNearAction({
  incident,
  filters,
}: {
  incident: IncidentOverview;
  filters: IncidentsQuery;
}) {
  return (
    <NearThisAction unavailable={incident.counts.mapFeatures === 0 ? NO_FEATURES : undefined}>
      <PeekNearForm incidentId={incident.id} filters={filters} />
    </NearThisAction>
  );
}

function PeekNearForm({ incidentId, filters }: { incidentId: string; filters: IncidentsQuery }) {
  const router = useRouter();
  const full = useQuery(getIncidentOptions({ path: { id: incidentId } }));
  const error = apiErrorOf(full.error, 'incidents', 'GET /incidents/{id}');
  const map = full.data?.map;
  const source: NearSource = map
    ? map.features.length > 0
      ? { state: 'ready', mapId: map.id }
      : { state: 'unavailable', reason: NO_FEATURES }
    : error
      ? { state: 'failed', message: error.message, retry: () => void full.refetch() }
      : { state: 'loading' };
  return (
    <NearRadiusForm
      source={source}
      onGo={(near) =>
        void router.navigate({ href: nearIncidentHref({ incidentId, near, filters }) })
      }
    />
  );
}
