import { createFileRoute } from '@tanstack/react-router';
import { BriefingsView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/briefings/')({
  // The briefings and schedules are asked for while the page's code loads, never waited for.
  loader: async ({ context }) => {
    const { prefetch } = await viewsModule();
    prefetch.briefings(context.queryClient);
  },
  component: BriefingsView,
});
