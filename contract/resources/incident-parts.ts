import { z } from 'zod';
import { KNOWN_INVOLVEMENTS, KNOWN_REFERENCE_STATUSES } from './known-values.ts';
import {
  count,
  localTimeString,
  NamedReference,
  openEnum,
  unixSeconds,
  uuid,
} from './primitives.ts';

/** Sub-objects of spec 2.10 that themes (2.12) share with incidents. */

export const CASUALTY_KEYS = [
  'civilianDeaths',
  'civilianInjuries',
  'criminalDeaths',
  'criminalInjuries',
  'emergencyDeaths',
  'emergencyInjuries',
  'militaryDeaths',
  'militaryInjuries',
  'policeDeaths',
  'policeInjuries',
] as const;

export const Casualties = z
  .object(
    Object.fromEntries(CASUALTY_KEYS.map((key) => [key, count()])) as Record<
      (typeof CASUALTY_KEYS)[number],
      ReturnType<typeof count>
    >,
  )
  .meta({ id: 'Casualties' });

const involvement = openEnum(KNOWN_INVOLVEMENTS, 'How the party is involved.');

/** A party is a group, or an individual who also names their group (spec 2.10). */
export const InvolvedParty = z
  .discriminatedUnion('type', [
    z
      .object({
        id: uuid(),
        type: z.literal('group'),
        involvement,
        group: NamedReference,
        individual: NamedReference.nullish().meta({ description: 'Absent or null for a group.' }),
      })
      .meta({ id: 'InvolvedGroup' }),
    z
      .object({
        id: uuid(),
        type: z.literal('individual'),
        involvement,
        group: NamedReference,
        individual: NamedReference,
      })
      .meta({ id: 'InvolvedIndividual' }),
  ])
  .meta({ id: 'InvolvedParty' });

/** An instant as Unix seconds plus the wall-clock time where it happened. */
export const LocalTimestamp = z
  .object({ timestamp: unixSeconds(), localTime: localTimeString() })
  .meta({ id: 'LocalTimestamp' });

export const Location = z
  .object({
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    accuracy: z.int(),
    timeZone: z.string().meta({ description: 'IANA zone name.', example: 'America/Los_Angeles' }),
    utcOffset: z.int().meta({ description: 'Offset from UTC in seconds.', example: -28800 }),
  })
  .meta({ id: 'Location' });

export const AffectedSector = z
  .object({ id: uuid(), sector: NamedReference })
  .meta({ id: 'AffectedSector' });

export const Narrative = z
  .object({ id: uuid(), body: z.string(), reporterId: uuid() })
  .meta({ id: 'Narrative' });

/** A source cited by an incident (spec 2.10 `references`). */
export const IncidentReference = z
  .object({
    id: uuid(),
    link: z.string(),
    title: z.string(),
    medium: NamedReference,
    source: NamedReference,
    status: openEnum(KNOWN_REFERENCE_STATUSES, 'Review status of the reference.'),
    citation: z.string(),
    publishedAt: unixSeconds(),
  })
  .meta({ id: 'IncidentReference' });

export const Person = z
  .object({ id: uuid(), name: z.string(), picture: z.string() })
  .meta({ id: 'Person', description: 'A reporter or analyst, with an avatar URL.' });

export type Casualties = z.infer<typeof Casualties>;
export type InvolvedParty = z.infer<typeof InvolvedParty>;
export type LocalTimestamp = z.infer<typeof LocalTimestamp>;
export type Location = z.infer<typeof Location>;
export type Person = z.infer<typeof Person>;
