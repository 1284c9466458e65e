import { createFileRoute } from '@tanstack/react-router';
import type { SearchRecord } from '@/lib/url/search-string';
import { ThemesPage } from '@/features/themes/themes-page';

export const Route = createFileRoute('/_app/themes/')({
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page the address asks for (hover included), without waiting: the table shows
  // that it is loading while a slow service answers. The view reports bad parameters.
  // The grammar and the client are imported here, not at the top, so they stay out of the
  // entry bundle.
  loader: async ({ context, deps }) => {
    const { themesListOptionsForSearch } = await import('@/features/themes/themes-query');
    void context.queryClient.prefetchQuery(themesListOptionsForSearch(deps.search as SearchRecord));
  },
  component: ThemesPage,
});
