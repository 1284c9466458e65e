import { createFileRoute } from '@tanstack/react-router';
import { IncidentView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/incidents/$incidentId')({
  // Prefetch, never throw, never wait: the page shows its skeleton while a slow service
  // answers, and explains a 404 or a failure in place, inside the shell. The map's code and
  // basemap start with the record, once the page is really opened (a pointer resting on a link
  // fetches the record only). The client comes with the views' code (routes/-views.ts),
  // imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, params, preload }) => {
    const { prefetch } = await viewsModule();
    prefetch.incident(context.queryClient, params.incidentId, {
      map: !preload,
      offlineBasemap: !context.config.mapStyleUrl,
    });
  },
  component: IncidentView,
});
