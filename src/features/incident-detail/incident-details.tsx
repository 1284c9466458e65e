import type { ReactNode } from 'react';
import { IncidentActions } from './actions/incident-actions';
import type { LooseIncident } from './loose';
import { IncidentMapSection } from './map/incident-map-section';
import { CasualtiesSection } from './sections/casualties-section';
import { CountsSection } from './sections/counts-section';
import { DescriptionSection } from './sections/description-section';
import { ImpactSection } from './sections/impact-section';
import { IncidentHeader } from './sections/incident-header';
import { LinksSection } from './sections/links-section';
import { LocationSection } from './sections/location-section';
import { NarrativesSection } from './sections/narratives-section';
import { NearestSitesSection } from './sections/nearest-sites-section';
import { PartiesSection } from './sections/parties-section';
import { PeopleSection } from './sections/people-section';
import { RecordSection } from './sections/record-section';
import { ReferencesSection } from './sections/references-section';
import { SectorsSection } from './sections/sectors-section';
import { TagsSection } from './sections/tags-section';
import { ThemesSection } from './sections/themes-section';
import { TimingSection } from './sections/timing-section';
import './incident-print.css';

/**
 * Every field of the full incident (spec 2.10): the narrative parts in the main column, the
 * facts (when, where, who, how it is filed) beside them, so an analyst reads down one side
 * and scans the other.
 */
export function IncidentDetails({
  incident,
  beside,
}: {
  incident: LooseIncident;
  /** Shown above the facts, in the same column (the team's triage). */
  beside?: ReactNode;
}) {
  return (
    <article
      aria-labelledby="incident-title"
      className="incident-sheet mx-auto max-w-7xl px-4 py-6 lg:px-6"
    >
      <IncidentHeader incident={incident} />
      <IncidentActions incident={incident} />
      <div className="mt-4 grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
        <div className="min-w-0 space-y-6">
          <DescriptionSection description={incident.description} />
          <ImpactSection impact={incident.impact} />
          <IncidentMapSection incident={incident} />
          <CasualtiesSection casualties={incident.casualties} />
          <PartiesSection parties={incident.involvedParties} />
          <ReferencesSection references={incident.references} />
          <NarrativesSection narratives={incident.narratives} reporter={incident.reporter} />
          <LinksSection links={incident.links} />
        </div>
        <div className="min-w-0 space-y-6 self-start">
          {beside}
          <aside
            aria-label="Incident facts"
            className="min-w-0 space-y-6 rounded-lg border border-line bg-surface p-4 print:mt-6 print:border-0 print:p-0"
          >
            <TimingSection incident={incident} />
            <LocationSection incident={incident} />
            <NearestSitesSection incident={incident} />
            <PeopleSection incident={incident} />
            <ThemesSection themes={incident.themes} />
            <TagsSection tags={incident.tags} />
            <SectorsSection sectors={incident.affectedSectors} />
            <RecordSection incident={incident} />
          </aside>
        </div>
      </div>
      <CountsSection counts={incident.counts} className="mt-8" />
    </article>
  );
}
