import { createFileRoute } from '@tanstack/react-router';
import { ExplorerPage } from '@/features/explorer/explorer-page';
import type { SearchRecord } from '@/lib/url/search-string';

export const Route = createFileRoute('/_app/incidents/')({
  // Every value stays as written; the page reads it through the contract grammar and says which
  // parameters it had to drop.
  validateSearch: (search: Record<string, unknown>) => search as SearchRecord,
  loaderDeps: ({ search }) => ({ search }),
  // The first page is asked for while the page's code loads. The grammar and the client are
  // imported here, not at the top, so they stay out of the entry bundle; the page imports the
  // same module, so once its code is loaded this import costs no download.
  loader: async ({ context, deps }) => {
    const { prefetchExplorerPage } = await import('@/features/explorer/explorer-list-options');
    prefetchExplorerPage(context.queryClient, deps.search);
  },
  component: ExplorerPage,
});
