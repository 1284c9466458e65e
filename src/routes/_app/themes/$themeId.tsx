import { createFileRoute } from '@tanstack/react-router';
import { ThemeView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/themes/$themeId')({
  // Prefetch, never throw, never wait: the page shows its skeleton while a slow service
  // answers, and explains a 404 or a failure in place, inside the shell.
  // The client comes with the views' code (routes/-views.ts), imported here, not at the top,
  // so it stays out of the entry bundle.
  loader: async ({ context, params }) => {
    const { prefetch } = await viewsModule();
    prefetch.theme(context.queryClient, params.themeId);
  },
  component: ThemeView,
});
