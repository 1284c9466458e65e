import { createFileRoute } from '@tanstack/react-router';
import { BriefingView } from '../../-views';
import { viewsModule } from '../../-views-module';

export const Route = createFileRoute('/_app/briefings/$briefingId')({
  // Prefetch, never wait: the page shows its skeleton and explains a 404 in place. The client
  // comes with the views' code (routes/-views.ts), imported here, not at the top.
  loader: async ({ context, params }) => {
    const { prefetch } = await viewsModule();
    prefetch.briefing(context.queryClient, params.briefingId);
  },
  component: BriefingView,
});
