import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MissingRecord, RecordLoadError, RecordSkeleton } from '@/components/page-states';
import { apiErrorOf } from '@/lib/http/api-error';
import { getIncidentOverviewOptions } from '@/lib/http/incidents';
import { rememberRecentItem } from '@/lib/recent/recent-items';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IncidentSummary } from './incident-summary';

const route = getRouteApi('/_app/incidents/$incidentId');

/** One incident, from its overview: what it is, where, when, how bad. */
export function IncidentSummaryPage() {
  const { incidentId } = route.useParams();
  const overview = useQuery(getIncidentOverviewOptions({ path: { id: incidentId } }));
  const error = apiErrorOf(overview.error, 'incidents', 'GET /incidents/{id}/overview');
  useDocumentTitle(overview.data ? `${incidentId} ${overview.data.summary}` : incidentId);

  useEffect(() => {
    if (overview.data) {
      rememberRecentItem({ kind: 'incident', id: overview.data.id, label: overview.data.summary });
    }
  }, [overview.data]);

  if (overview.data) return <IncidentSummary incident={overview.data} />;
  if (error?.status === 404) return <MissingRecord noun="Incident" id={incidentId} />;
  if (error) {
    return (
      <RecordLoadError
        title={`Incident ${incidentId} could not be loaded`}
        message={error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return <RecordSkeleton label={`Loading incident ${incidentId}`} />;
}
