import { createFileRoute } from '@tanstack/react-router';
import { parseWatchesSearch } from '@/features/watches/watches-search';
import { WatchesView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/watches/')({
  validateSearch: parseWatchesSearch,
  // The watches are asked for while the page's code loads, never waited for. The client comes
  // with the views' code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context }) => {
    const { prefetch } = await viewsModule();
    prefetch.watches(context.queryClient);
  },
  component: WatchesView,
});
