import { z } from 'zod';
import { Casualties, InvolvedParty, Person } from './incident-parts.ts';
import { count, hexColour, localTimeString, NamedReference, themeId } from './primitives.ts';
import { TagReference } from './reference.ts';

/** Spec 2.12: themes group incidents. */

export const ThemeCounts = z
  .object({
    affectedSectors: count(),
    casualties: count(),
    incidents: count(),
    involvedParties: count(),
    tags: count(),
  })
  .meta({ id: 'ThemeCounts' });

export const ThemeListItem = z
  .object({
    id: themeId(),
    name: z.string(),
    colour: hexColour(),
    identifiedAt: localTimeString(),
    counts: ThemeCounts,
    trendHistory: z
      .array(z.unknown())
      .meta({ description: 'Element fields are not specified (spec 2.13).' }),
  })
  .meta({ id: 'ThemeListItem' });

export const ThemeIncidentDates = z
  .object({ firstAt: localTimeString(), lastAt: localTimeString() })
  .meta({ id: 'ThemeIncidentDates' });

export const ThemeDetail = z
  .object({
    id: themeId(),
    name: z.string(),
    description: z.string().nullable(),
    colour: hexColour(),
    incidentDates: ThemeIncidentDates,
    casualties: Casualties,
    affectedSectors: z.array(NamedReference),
    involvedParties: z.array(InvolvedParty),
    tags: z.array(TagReference),
    identifiedAt: localTimeString(),
    analyst: Person,
    counts: ThemeCounts,
  })
  .meta({ id: 'ThemeDetail' });

export type ThemeListItem = z.infer<typeof ThemeListItem>;
export type ThemeDetail = z.infer<typeof ThemeDetail>;
