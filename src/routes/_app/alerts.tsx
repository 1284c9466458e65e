import { createFileRoute } from '@tanstack/react-router';
import { parseAlertsSearch } from '@/features/alerts/alerts-search';
import { AlertsView } from '../-views';
import { viewsModule } from '../-views-module';

export const Route = createFileRoute('/_app/alerts')({
  validateSearch: parseAlertsSearch,
  loaderDeps: ({ search }) => ({ search }),
  // Asked for while the page's code loads, never waited for. The client comes with the views'
  // code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context, deps }) => {
    const { prefetch } = await viewsModule();
    prefetch.alerts(context.queryClient, deps.search);
  },
  component: AlertsView,
});
