import { createFileRoute } from '@tanstack/react-router';
import { parseSitesSearch } from '@/features/sites/sites-search';
import { SitesView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/sites/')({
  validateSearch: parseSitesSearch,
  // The sites and their counts are asked for while the page's code loads; entering the page
  // waits briefly for its first rows (lib/query/first-screen.ts). The client comes with the
  // views' code (routes/-views.ts), imported here, not at the top, so it stays out of the entry
  // bundle.
  loader: async ({ context, location, cause }) => {
    const { prefetch, awaitFirstScreen } = await viewsModule();
    const rows = prefetch.sites(context.queryClient, {
      offlineBasemap: !context.config.mapStyleUrl,
      search: parseSitesSearch(location.search),
    });
    await awaitFirstScreen(rows, cause);
  },
  component: SitesView,
});
