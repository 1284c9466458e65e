import { createFileRoute } from '@tanstack/react-router';
import { parseSitesSearch } from '@/features/sites/sites-search';
import { SitesView } from '../../-views';

export const Route = createFileRoute('/_app/sites/')({
  validateSearch: parseSitesSearch,
  // The sites and their counts are asked for while the page's code loads, never waited for. The
  // client comes with the views' code (routes/-views.ts), imported here, not at the top, so it
  // stays out of the entry bundle.
  loader: async ({ context, location }) => {
    const { prefetch } = await import('../../-views');
    prefetch.sites(context.queryClient, {
      offlineBasemap: !context.config.mapStyleUrl,
      search: parseSitesSearch(location.search),
    });
  },
  component: SitesView,
});
