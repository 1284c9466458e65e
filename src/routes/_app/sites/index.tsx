import { createFileRoute } from '@tanstack/react-router';
import { SitesPage } from '@/features/sites/sites-page';
import { parseSitesSearch } from '@/features/sites/sites-search';

export const Route = createFileRoute('/_app/sites/')({
  validateSearch: parseSitesSearch,
  // The sites and their counts are asked for while the page's code loads, never waited for.
  // The client is imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context }) => {
    const { listSitesOptions, getSitesExposureOptions } = await import('@/lib/http/watchfloor');
    void context.queryClient.prefetchQuery(listSitesOptions());
    void context.queryClient.prefetchQuery(getSitesExposureOptions());
  },
  component: SitesPage,
});
