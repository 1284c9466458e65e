import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../-views';

export const Route = createFileRoute('/_app/')({
  // Every part's request starts while the page's code loads, never waited for. The client comes
  // with the views' code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context }) => {
    const { prefetch } = await import('../-views');
    prefetch.home(context.queryClient);
  },
  component: OverviewView,
});
