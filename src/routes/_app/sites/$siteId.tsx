import { createFileRoute } from '@tanstack/react-router';
import { SitePage } from '@/features/sites/site-page';
import { parseSiteSearch } from '@/features/sites/sites-search';

export const Route = createFileRoute('/_app/sites/$siteId')({
  validateSearch: parseSiteSearch,
  // Prefetch, never wait: the page shows its skeleton and explains a 404 in place.
  loader: async ({ context, params }) => {
    const { getSiteOptions } = await import('@/lib/http/watchfloor');
    void context.queryClient.prefetchQuery(getSiteOptions({ path: { id: params.siteId } }));
  },
  component: SitePage,
});
