import { createFileRoute } from '@tanstack/react-router';
import { themesQuery } from '../../../../contract/filters/incidents';
import { parseQuery } from '../../../../contract/filters/query';
import { ThemesPage } from '@/features/themes/themes-page';

export const Route = createFileRoute('/_app/themes/')({
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page the address asks for (hover included); the view reports bad parameters.
  // The client is imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, deps }) => {
    const { themesListOptions } = await import('@/features/themes/themes-query');
    const { values } = parseQuery(themesQuery, deps.search);
    await context.queryClient.prefetchQuery(themesListOptions(values));
  },
  component: ThemesPage,
});
