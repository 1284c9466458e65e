import { createFileRoute } from '@tanstack/react-router';
import { QueuePage } from '@/features/triage/queue-page';
import type { SearchRecord } from '@/lib/url/search-string';

export const Route = createFileRoute('/_app/queue')({
  // Every value stays as written; the page reads it through the queue's grammar and says which
  // parameters it had to drop.
  validateSearch: (search: Record<string, unknown>) => search as SearchRecord,
  loaderDeps: ({ search }) => ({ search }),
  // The queue is asked for while the page's code loads; the grammar and the client are imported
  // here, not at the top, so they stay out of the entry bundle.
  loader: async ({ context, deps }) => {
    const { queueListOptionsForSearch } = await import('@/features/triage/queue-query');
    void context.queryClient.prefetchQuery(queueListOptionsForSearch(deps.search));
  },
  component: QueuePage,
});
