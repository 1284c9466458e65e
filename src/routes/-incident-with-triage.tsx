import { getRouteApi } from '@tanstack/react-router';
import { IncidentPage } from '@/features/incident-detail/incident-page';
import { TriagePanel } from '@/features/triage/triage-panel';

const route = getRouteApi('/_app/incidents/$incidentId');

/** The incident's record with the team's triage of it beside the facts. */
export function IncidentWithTriage() {
  const { incidentId } = route.useParams();
  return <IncidentPage beside={<TriagePanel key={incidentId} incidentId={incidentId} />} />;
}
