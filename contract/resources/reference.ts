import { z } from 'zod';
import { ALPHA2, ALPHA3, CONTINENT_CODE, TAG_SLUG } from '../formats.ts';
import { KNOWN_TYPE_SEVERITIES } from './known-values.ts';
import { count, hexColour, openEnum, uuid } from './primitives.ts';

/** Spec 2.3 to 2.9: the reference data of the incident API. */

export const Continent = z
  .object({ code: z.string().regex(CONTINENT_CODE), name: z.string() })
  .meta({ id: 'Continent' });

/** The countries endpoint's form (spec 2.3). */
export const Country = z
  .object({
    code: z.string().regex(ALPHA3),
    alpha2: z.string().regex(ALPHA2),
    name: z.string(),
    continent: Continent,
  })
  .meta({ id: 'Country' });

/** A country inside an incident: no continent, and `alpha2` may be null (spec 2.3). */
export const IncidentCountry = z
  .object({
    code: z.string().regex(ALPHA3),
    name: z.string(),
    alpha2: z.string().regex(ALPHA2).nullable(),
  })
  .meta({ id: 'IncidentCountry' });

export const IncidentCategory = z
  .object({ id: uuid(), name: z.string(), colour: hexColour() })
  .meta({ id: 'IncidentCategory' });

/** The incident types endpoint's form (spec 2.5). */
export const IncidentType = z
  .object({
    id: uuid(),
    name: z.string(),
    icon: z.string().meta({ description: 'Icon slug.' }),
    severity: openEnum(KNOWN_TYPE_SEVERITIES, 'Severity of the type.'),
    category: IncidentCategory,
  })
  .meta({ id: 'IncidentType' });

/** A type inside an incident: only `id` and `name`. */
export const IncidentTypeReference = z
  .object({ id: uuid(), name: z.string() })
  .meta({ id: 'IncidentTypeReference' });

export const ImpactRating = z
  .object({
    rating: z.int().meta({ description: '-1 means unassessed or unknown; 4 Major, 5 Extreme.' }),
    shortDescription: z.string(),
    longDescription: z.string(),
  })
  .meta({ id: 'ImpactRating' });

export const Sector = z
  .object({ id: uuid(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'Sector' });

export const SourceMedium = z.object({ id: uuid(), name: z.string() }).meta({ id: 'SourceMedium' });

export const Source = z.object({ id: uuid(), name: z.string() }).meta({ id: 'Source' });

/** A tag inside an incident or theme (spec 2.9). */
export const TagReference = z
  .object({ name: z.string(), slug: z.string().regex(TAG_SLUG) })
  .meta({ id: 'TagReference' });

/** The tags endpoint's form: with its use count. */
export const Tag = z
  .object({
    name: z.string(),
    slug: z.string().regex(TAG_SLUG),
    counts: z.object({ uses: count() }).meta({ id: 'TagCounts' }),
  })
  .meta({ id: 'Tag' });

export type Country = z.infer<typeof Country>;
export type IncidentCountry = z.infer<typeof IncidentCountry>;
export type IncidentCategory = z.infer<typeof IncidentCategory>;
export type IncidentType = z.infer<typeof IncidentType>;
export type ImpactRating = z.infer<typeof ImpactRating>;
export type Sector = z.infer<typeof Sector>;
export type SourceMedium = z.infer<typeof SourceMedium>;
export type Source = z.infer<typeof Source>;
export type Tag = z.infer<typeof Tag>;
export type TagReference = z.infer<typeof TagReference>;
