import { createFileRoute } from '@tanstack/react-router';
import { NewsView } from '../-views';
import { viewsModule } from '../-views-module';

export const Route = createFileRoute('/_app/news')({
  // Starts the request beside the page's code; entering the page waits briefly for it
  // (lib/query/first-screen.ts). A change of filters on the page ('stay') is the page's own
  // query. The client comes with the views' code (routes/-views.ts), imported here, not at the
  // top, so it stays out of the entry bundle.
  loader: async ({ context, location, cause }) => {
    if (cause === 'stay') return;
    const { prefetch, awaitFirstScreen } = await viewsModule();
    await awaitFirstScreen(prefetch.news(context.queryClient, location.search), cause);
  },
  component: NewsView,
});
