import { createFileRoute } from '@tanstack/react-router';
import { ExplorerView } from '../../-views';
import type { SearchRecord } from '@/lib/url/search-string';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/incidents/')({
  // Every value stays as written; the page reads it through the contract grammar and says which
  // parameters it had to drop.
  validateSearch: (search: Record<string, unknown>) => search as SearchRecord,
  loaderDeps: ({ search }) => ({ search }),
  // The first page is asked for while the page's code loads; entering the page waits briefly for
  // it, a change of filters does not (lib/query/first-screen.ts). The grammar and the client
  // come with the views' code (routes/-views.ts), imported here, not at the top, so they stay
  // out of the entry bundle; once the views' code is loaded this import costs no download.
  loader: async ({ context, deps, cause }) => {
    const { prefetch, awaitFirstScreen } = await viewsModule();
    await awaitFirstScreen(prefetch.explorer(context.queryClient, deps.search), cause);
  },
  component: ExplorerView,
});
