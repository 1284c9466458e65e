import type { Feature, Point } from 'geojson';
import type { IncidentListItem } from '@/lib/http/incidents';

const utc = (seconds: number) => new Date(seconds * 1000).toISOString();
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join('; ');
const casualtyTotal = (casualties: IncidentListItem['casualties']) =>
  Object.values(casualties).reduce((sum, count) => sum + count, 0);

function partyNames(incident: IncidentListItem): string {
  return incident.involvedParties
    .map((party) =>
      party.individual ? `${party.individual.name} (${party.group.name})` : party.group.name,
    )
    .join('; ');
}

/**
 * One incident as a flat record an analyst can read in a spreadsheet: names next to ids,
 * incident-local times as the service wrote them next to UTC, lists joined with "; ".
 */
export function incidentRecord(incident: IncidentListItem, detailUrl: string) {
  return {
    id: incident.id,
    summary: incident.summary,
    category: incident.category.name,
    type: incident.type.name,
    impact: incident.impact.rating,
    impactDescription: incident.impact.shortDescription,
    status: incident.status,
    ongoing: incident.isOngoing,
    countries: names(incident.countries),
    countryCodes: incident.countries.map((country) => country.code).join('; '),
    latitude: incident.location.latitude,
    longitude: incident.location.longitude,
    accuracyMetres: incident.location.accuracy,
    timeZone: incident.location.timeZone,
    startedLocal: incident.startedAt.localTime,
    startedUtc: utc(incident.startedAt.timestamp),
    endedLocal: incident.isOngoing ? '' : incident.endedAt.localTime,
    endedUtc: incident.isOngoing ? '' : utc(incident.endedAt.timestamp),
    reportedUtc: utc(incident.reportedAt),
    reviewedUtc: utc(incident.reviewedAt),
    updatedUtc: utc(incident.updatedAt),
    themes: names(incident.themes),
    tags: names(incident.tags),
    affectedSectors: incident.affectedSectors.map((affected) => affected.sector.name).join('; '),
    involvedParties: partyNames(incident),
    casualties: casualtyTotal(incident.casualties),
    references: incident.counts.references,
    narratives: incident.counts.narratives,
    watched: incident.isWatched,
    reporterId: incident.reporter.id,
    originId: incident.originId ?? '',
    categoryId: incident.category.id,
    typeId: incident.type.id,
    url: detailUrl,
  };
}

export type IncidentRecord = ReturnType<typeof incidentRecord>;

/** The CSV columns, in order: also the header of an export with no rows. */
export const INCIDENT_RECORD_FIELDS: readonly (keyof IncidentRecord)[] = [
  'id',
  'summary',
  'category',
  'type',
  'impact',
  'impactDescription',
  'status',
  'ongoing',
  'countries',
  'countryCodes',
  'latitude',
  'longitude',
  'accuracyMetres',
  'timeZone',
  'startedLocal',
  'startedUtc',
  'endedLocal',
  'endedUtc',
  'reportedUtc',
  'reviewedUtc',
  'updatedUtc',
  'themes',
  'tags',
  'affectedSectors',
  'involvedParties',
  'casualties',
  'references',
  'narratives',
  'watched',
  'reporterId',
  'originId',
  'categoryId',
  'typeId',
  'url',
];

/** One Point feature per incident at its location, with the same readable properties. */
export function incidentFeature(
  incident: IncidentListItem,
  detailUrl: string,
): Feature<Point, IncidentRecord & { categoryColour: string }> {
  return {
    type: 'Feature',
    id: incident.id,
    geometry: {
      type: 'Point',
      coordinates: [incident.location.longitude, incident.location.latitude],
    },
    properties: {
      ...incidentRecord(incident, detailUrl),
      categoryColour: incident.category.colour,
    },
  };
}
