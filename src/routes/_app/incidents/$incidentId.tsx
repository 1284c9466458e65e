import { createFileRoute } from '@tanstack/react-router';
import { IncidentSummaryPage } from '@/features/incident-detail/incident-summary-page';

export const Route = createFileRoute('/_app/incidents/$incidentId')({
  // Prefetch, never throw: the page explains a 404 or a failure in place, inside the shell.
  // The client is imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, params }) => {
    const { getIncidentOverviewOptions } = await import('@/lib/http/incidents');
    await context.queryClient.prefetchQuery(
      getIncidentOverviewOptions({ path: { id: params.incidentId } }),
    );
  },
  component: IncidentSummaryPage,
});
