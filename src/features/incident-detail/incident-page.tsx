import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { MissingRecord, RecordLoadError, RecordSkeleton } from '@/components/page-states';
import { apiErrorOf } from '@/lib/http/api-error';
import { rememberRecentItem } from '@/lib/recent/recent-items';
import { useDocumentTitle } from '@/lib/use-document-title';
import { IncidentDetails } from './incident-details';
import { incidentOptions } from './incident-request';

const route = getRouteApi('/_app/incidents/$incidentId');

/**
 * One incident in full (GET /incidents/{id}): the record, its map, and what to do with it.
 * `beside` is what the route adds at the head of the facts column (the team's triage).
 */
export function IncidentPage({ beside }: { beside?: ReactNode } = {}) {
  const { incidentId } = route.useParams();
  const incident = useQuery(incidentOptions(incidentId));
  const error = apiErrorOf(incident.error, 'incidents', 'GET /incidents/{id}');
  useDocumentTitle(
    incident.data
      ? `${incidentId} ${incident.data.summary}`
      : error?.status === 404
        ? `${incidentId} not found`
        : incidentId,
  );

  useEffect(() => {
    if (incident.data) {
      rememberRecentItem({ kind: 'incident', id: incident.data.id, label: incident.data.summary });
    }
  }, [incident.data]);

  if (incident.data) return <IncidentDetails incident={incident.data} beside={beside} />;
  if (error?.status === 404) return <MissingRecord noun="Incident" id={incidentId} />;
  if (error) {
    return (
      <RecordLoadError
        title={`Incident ${incidentId} could not be loaded`}
        message={error.message}
        onRetry={() => void incident.refetch()}
      />
    );
  }
  return <RecordSkeleton label={`Loading incident ${incidentId}`} />;
}
