import type { Incident } from '../../contract/resources/incident.ts';

/**
 * One incident as the loader inserts it: the columns and link values filters read, and its
 * JSON with the theme ids (`"themes":["TH-101"]`) standing in for the theme list items, which
 * are spliced in when the incident is read, so their counts are always current. Plain data, so
 * a worker thread can build rows and post them.
 */
export interface IncidentRow {
  number: number;
  categoryId: string;
  typeId: string;
  reporterId: string;
  startedAt: number;
  endedAt: number;
  reportedAt: number;
  reviewedAt: number;
  updatedAt: number;
  impact: number;
  isOngoing: boolean;
  longitude: number;
  latitude: number;
  countries: string[];
  themes: string[];
  tags: string[];
  /** Group and individual ids. */
  parties: string[];
  sectors: string[];
  mapId: string;
  featureGeometries: string[];
  summary: string;
  description: string;
  json: string;
  /** Where the reporter object sits in `json`, to cut it to `{id}` for the list form. */
  reporterStart: number;
  reporterEnd: number;
}

export const incidentNumber = (id: string) => Number(id.slice('IN-'.length));

export function incidentRow(incident: Incident): IncidentRow {
  const json = JSON.stringify({ ...incident, themes: incident.themes.map((theme) => theme.id) });
  const reporter = JSON.stringify(incident.reporter);
  const reporterStart = json.indexOf(`"reporter":${reporter}`) + '"reporter":'.length;
  if (reporterStart < '"reporter":'.length) throw new Error(`No reporter in ${incident.id}`);
  const parties = new Set<string>();
  for (const party of incident.involvedParties) {
    parties.add(party.group.id);
    if (party.individual) parties.add(party.individual.id);
  }
  return {
    number: incidentNumber(incident.id),
    categoryId: incident.category.id,
    typeId: incident.type.id,
    reporterId: incident.reporter.id,
    startedAt: incident.startedAt.timestamp,
    endedAt: incident.endedAt.timestamp,
    reportedAt: incident.reportedAt,
    reviewedAt: incident.reviewedAt,
    updatedAt: incident.updatedAt,
    impact: incident.impact.rating,
    isOngoing: incident.isOngoing,
    longitude: incident.location.longitude,
    latitude: incident.location.latitude,
    countries: incident.countries.map((country) => country.code),
    themes: incident.themes.map((theme) => theme.id),
    tags: incident.tags.map((tag) => tag.slug),
    parties: [...parties],
    sectors: incident.affectedSectors.map((affected) => affected.sector.id),
    mapId: incident.map.id,
    featureGeometries: incident.map.features.map((feature) => JSON.stringify(feature.geometry)),
    summary: incident.summary,
    description: incident.description,
    json,
    reporterStart,
    reporterEnd: reporterStart + reporter.length,
  };
}

const THEMES_KEY = '"themes":[';

/**
 * A stored incident document with its theme ids replaced by the themes' current list items. The
 * key is found by its text: inside string values quotes are escaped, so it occurs only as a key.
 */
export function withThemeItems(json: string, themeJson: ReadonlyMap<string, string>): string {
  const open = json.indexOf(THEMES_KEY) + THEMES_KEY.length;
  if (json[open] === ']') return json;
  const close = json.indexOf(']', open);
  const ids = json.slice(open, close).split(',');
  const items = ids.map((quoted) => themeJson.get(quoted.slice(1, -1))!).join(',');
  return `${json.slice(0, open)}${items}${json.slice(close)}`;
}
