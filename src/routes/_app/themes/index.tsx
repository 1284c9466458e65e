import { createFileRoute } from '@tanstack/react-router';
import { ThemesView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/themes/')({
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch the page the address asks for (hover included), without waiting: the table shows
  // that it is loading while a slow service answers. The view reports bad parameters.
  // The grammar and the client come with the views' code (routes/-views.ts), imported here,
  // not at the top, so they stay out of the entry bundle.
  loader: async ({ context, deps }) => {
    const { prefetch } = await viewsModule();
    prefetch.themes(context.queryClient, deps.search);
  },
  component: ThemesView,
});
