import { createFileRoute } from '@tanstack/react-router';
import { ThemePage } from '@/features/themes/theme-page';

export const Route = createFileRoute('/_app/themes/$themeId')({
  // Prefetch, never throw, never wait: the page shows its skeleton while a slow service
  // answers, and explains a 404 or a failure in place, inside the shell.
  // The client is imported here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, params }) => {
    const { getThemeOptions } = await import('@/lib/http/incidents');
    void context.queryClient.prefetchQuery(getThemeOptions({ path: { id: params.themeId } }));
  },
  component: ThemePage,
});
