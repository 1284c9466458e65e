import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { ListError } from '@/components/list-states';
import { RecordSkeleton } from '@/components/page-states';
import { apiErrorOf } from '@/lib/http/api-error';
import { getBriefingOptions } from '@/lib/http/watchfloor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BriefingReport } from './briefing-report';

const route = getRouteApi('/_app/briefings/$briefingId');

function MissingBriefing({ briefingId }: { briefingId: string }) {
  return (
    <section aria-labelledby="missing-briefing" className="mx-auto max-w-xl px-6 py-16">
      <p className="text-sm font-medium text-muted">Error 404</p>
      <h1 id="missing-briefing" className="mt-1 text-2xl font-semibold">
        This briefing does not exist
      </h1>
      <p className="mt-3 text-muted">
        No briefing has the id {briefingId}: it was deleted, it is someone’s private one, or the
        link is wrong.
      </p>
      <Link to="/briefings" className={`${secondaryButton} mt-6`}>
        <ArrowLeft aria-hidden className="size-4" /> All briefings
      </Link>
    </section>
  );
}

/** `/briefings/$briefingId`: a saved briefing, shown as it was made. */
export function BriefingPage() {
  const { briefingId } = route.useParams();
  const query = useQuery(getBriefingOptions({ path: { id: briefingId } }));
  const briefing = query.data?.data.briefing;
  useDocumentTitle(briefing ? briefing.params.title : 'Briefing');
  const error = apiErrorOf(query.error, 'watchfloor', 'GET /api/watchfloor/briefings/{id}');

  if (error?.status === 404) return <MissingBriefing briefingId={briefingId} />;
  if (error) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
        <h1 className="sr-only">Briefing</h1>
        <ListError
          title="The briefing could not be loaded"
          error={error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!briefing) return <RecordSkeleton label="Loading the briefing" />;
  return <BriefingReport briefing={briefing} />;
}
