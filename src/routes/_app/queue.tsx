import { createFileRoute } from '@tanstack/react-router';
import type { SearchRecord } from '@/lib/url/search-string';
import { QueueView } from '../-views';
import { viewsModule } from '../-views-module';

export const Route = createFileRoute('/_app/queue')({
  // Every value stays as written; the page reads it through the queue's grammar and says which
  // parameters it had to drop.
  validateSearch: (search: Record<string, unknown>) => search as SearchRecord,
  loaderDeps: ({ search }) => ({ search }),
  // The queue is asked for while the page's code loads; the grammar and the client come with the
  // views' code (routes/-views.ts), imported here, not at the top, so they stay out of the entry
  // bundle.
  loader: async ({ context, deps }) => {
    const { prefetch } = await viewsModule();
    prefetch.queue(context.queryClient, deps.search);
  },
  component: QueueView,
});
