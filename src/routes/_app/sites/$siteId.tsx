import { createFileRoute } from '@tanstack/react-router';
import { parseSiteSearch } from '@/features/sites/sites-search';
import { SiteView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/sites/$siteId')({
  validateSearch: parseSiteSearch,
  // Prefetch, never wait: the page shows its skeleton and explains a 404 in place. The client
  // comes with the views' code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context, params }) => {
    const { prefetch } = await viewsModule();
    prefetch.site(context.queryClient, params.siteId);
  },
  component: SiteView,
});
