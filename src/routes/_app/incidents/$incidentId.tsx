import { createFileRoute } from '@tanstack/react-router';
import { IncidentPage } from '@/features/incident-detail/incident-page';
import { TriagePanel } from '@/features/triage/triage-panel';

export const Route = createFileRoute('/_app/incidents/$incidentId')({
  // Prefetch, never throw, never wait: the page shows its skeleton while a slow service
  // answers, and explains a 404 or a failure in place, inside the shell.
  // The client is imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, params }) => {
    const { getIncidentOptions } = await import('@/lib/http/incidents');
    void context.queryClient.prefetchQuery(getIncidentOptions({ path: { id: params.incidentId } }));
  },
  component: IncidentRoute,
});

/** The incident's record with the team's triage of it beside the facts. */
function IncidentRoute() {
  const { incidentId } = Route.useParams();
  return <IncidentPage beside={<TriagePanel key={incidentId} incidentId={incidentId} />} />;
}
