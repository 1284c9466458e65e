import { createFileRoute } from '@tanstack/react-router';
import { IncidentPage } from '@/features/incident-detail/incident-page';
import { TriagePanel } from '@/features/triage/triage-panel';

export const Route = createFileRoute('/_app/incidents/$incidentId')({
  // Prefetch, never throw, never wait: the page shows its skeleton while a slow service
  // answers, and explains a 404 or a failure in place, inside the shell. The map's code and
  // basemap start with the record, once the page is really opened (a pointer resting on a link
  // fetches the record only). Imported here, not at the top, so the client stays out of the
  // entry bundle.
  loader: async ({ context, params, preload }) => {
    const { prefetchIncidentPage } = await import('@/features/incident-detail/incident-request');
    prefetchIncidentPage(context.queryClient, params.incidentId, {
      map: !preload,
      offlineBasemap: !context.config.mapStyleUrl,
    });
  },
  component: IncidentRoute,
});

/** The incident's record with the team's triage of it beside the facts. */
function IncidentRoute() {
  const { incidentId } = Route.useParams();
  return <IncidentPage beside={<TriagePanel key={incidentId} incidentId={incidentId} />} />;
}
