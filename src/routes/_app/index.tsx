import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../-views';
import { viewsModule } from '../-views-module';

export const Route = createFileRoute('/_app/')({
  // Every part's request starts while the page's code loads; entering the page waits briefly for
  // their answers, so it is drawn once with them (lib/query/first-screen.ts). The client comes
  // with the views' code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context, cause }) => {
    const { prefetch, awaitFirstScreen } = await viewsModule();
    await awaitFirstScreen(prefetch.home(context.queryClient), cause);
  },
  component: OverviewView,
});
