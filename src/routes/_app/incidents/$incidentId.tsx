import { createFileRoute } from '@tanstack/react-router';
import { IncidentSummaryPage } from '@/features/incident-detail/incident-summary-page';

export const Route = createFileRoute('/_app/incidents/$incidentId')({
  component: IncidentSummaryPage,
});
