import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/features/news/news-page';

export const Route = createFileRoute('/_app/news')({
  // Starts the request beside the page's code, never waits for it: the page shows skeletons.
  // A change of filters on the page ('stay') is the page's own query. The client is imported
  // here, not at the top, so it stays out of the entry bundle.
  loader: async ({ context, location, cause }) => {
    if (cause === 'stay') return;
    const { prefetchNewsFeed } = await import('@/features/news/feed-options');
    prefetchNewsFeed(context.queryClient, location.search);
  },
  component: NewsPage,
});
