import { z } from 'zod';
import { IncidentMap } from './geojson.ts';
import {
  AffectedSector,
  Casualties,
  IncidentReference,
  InvolvedParty,
  LocalTimestamp,
  Location,
  Narrative,
  Person,
} from './incident-parts.ts';
import { KNOWN_INCIDENT_STATUSES } from './known-values.ts';
import { count, incidentId, openEnum, unixSeconds, uuid } from './primitives.ts';
import {
  ImpactRating,
  IncidentCategory,
  IncidentCountry,
  IncidentTypeReference,
  TagReference,
} from './reference.ts';
import { ThemeListItem } from './theme.ts';

/** Spec 2.10 and 2.11: an incident in its full, list-item and overview forms. */

export const IncidentCounts = z
  .object({
    affectedSectors: count(),
    casualties: count(),
    involvedParties: count(),
    links: count(),
    mapFeatures: count(),
    narratives: count(),
    references: count(),
    themes: count(),
    tags: count(),
    watchers: count(),
  })
  .meta({ id: 'IncidentCounts' });

const status = openEnum(KNOWN_INCIDENT_STATUSES, 'Publication status of the incident.');

/** Fields the overview (2.11) shares with the full form. */
const overviewFields = {
  id: incidentId(),
  organisationId: uuid(),
  category: IncidentCategory,
  type: IncidentTypeReference,
  summary: z.string(),
  description: z.string(),
  location: Location,
  countries: z.array(IncidentCountry),
  startedAt: LocalTimestamp,
  endedAt: LocalTimestamp,
  isOngoing: z.boolean(),
  impact: ImpactRating,
  counts: IncidentCounts,
  status,
  originId: z.string().nullable(),
  isWatched: z.boolean(),
  reportedAt: unixSeconds(),
  reviewedAt: unixSeconds(),
};

/** Fields of the full form beyond the overview, apart from the reporter and themes. */
const detailFields = {
  ...overviewFields,
  assigneeId: uuid().nullable(),
  casualties: Casualties,
  map: IncidentMap,
  narratives: z.array(Narrative),
  affectedSectors: z.array(AffectedSector),
  references: z.array(IncidentReference),
  involvedParties: z.array(InvolvedParty),
  links: z
    .array(z.unknown())
    .meta({ description: 'Element fields are not specified (spec 2.13).' }),
  tags: z.array(TagReference),
  draftedAt: unixSeconds(),
  updatedAt: unixSeconds(),
};

export const IncidentOverview = z.object(overviewFields).meta({ id: 'IncidentOverview' });

/** GET /incidents/{id}. The spec leaves the element form of `themes` open here; it is the list item. */
export const Incident = z
  .object({ ...detailFields, reporter: Person, themes: z.array(ThemeListItem) })
  .meta({ id: 'Incident' });

/** An element of GET /incidents: the reporter is only its id. */
export const IncidentListItem = z
  .object({
    ...detailFields,
    reporter: z.object({ id: uuid() }).meta({ id: 'ReporterReference' }),
    themes: z.array(ThemeListItem),
  })
  .meta({ id: 'IncidentListItem' });

export type IncidentCounts = z.infer<typeof IncidentCounts>;
export type IncidentOverview = z.infer<typeof IncidentOverview>;
export type Incident = z.infer<typeof Incident>;
export type IncidentListItem = z.infer<typeof IncidentListItem>;
