import { z } from 'zod';
import { count, unixSeconds } from './primitives.ts';

/**
 * The home page's "last 24 hours in the world": incidents and news of the day, each beside the
 * same 24 hours one week earlier, so a number always has something to be compared with.
 */

/** Incidents with no country (or only countries the reference list does not know) go here. */
export const NO_COUNTRY_REGION = { code: '??', name: 'No country' } as const;

export const WorldPeriod = z
  .object({
    from: unixSeconds(),
    until: unixSeconds(),
  })
  .meta({ description: 'Both ends included, in Unix seconds.' });

const counts = {
  count: count().meta({ description: 'In `period`.' }),
  previousCount: count().meta({ description: 'In `previous`.' }),
};

export const WorldCategoryCount = z
  .object({ id: z.string(), name: z.string(), colour: z.string(), ...counts })
  .meta({ id: 'WorldCategoryCount' });

export const WorldRegionCount = z
  .object({
    code: z.string().meta({ description: 'Continent code; `??` for incidents with no country.' }),
    name: z.string(),
    ...counts,
  })
  .meta({ id: 'WorldRegionCount' });

export const WorldTopIncident = z
  .object({
    id: z.string(),
    summary: z.string(),
    impact: z.int(),
    impactLabel: z.string(),
    category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
    startedAt: unixSeconds(),
    countries: z.array(z.string()).meta({ description: 'Country names.' }),
    longitude: z.number(),
    latitude: z.number(),
  })
  .meta({ id: 'WorldTopIncident' });

export const WorldTaxonomyCount = z
  .object({ id: z.string(), name: z.string(), ...counts })
  .meta({ id: 'WorldTaxonomyCount' });

export const WorldSummary = z
  .object({
    computedAt: z.iso.datetime({ offset: true }),
    period: WorldPeriod.meta({ description: 'The 24 hours before `computedAt`.' }),
    previous: WorldPeriod.meta({ description: 'The same 24 hours one week earlier.' }),
    incidents: z.object(counts).meta({ description: 'Incidents that started in each period.' }),
    categories: z
      .array(WorldCategoryCount)
      .meta({ description: 'Categories with incidents in either period, most in `period` first.' }),
    regions: z.array(WorldRegionCount).meta({
      description:
        'Per continent, most in `period` first; an incident counts once in each continent it touches.',
    }),
    topIncidents: z.array(WorldTopIncident).meta({
      description:
        'Up to 10 incidents of `period` with impact 4 or more: highest impact first, then most recent.',
    }),
    news: z
      .object({
        ...counts,
        taxonomies: z.array(WorldTaxonomyCount).meta({
          description:
            'Per main taxonomy (a sub-taxonomy counts as its main one), most in `period` first.',
        }),
      })
      .meta({ description: 'News items published in each period.' }),
    truncated: z.boolean().meta({
      description:
        'A period held more incidents or news items than one summary reads: the lists count only those read.',
    }),
  })
  .meta({ id: 'WorldSummary' });

export type WorldPeriod = z.infer<typeof WorldPeriod>;
export type WorldCategoryCount = z.infer<typeof WorldCategoryCount>;
export type WorldRegionCount = z.infer<typeof WorldRegionCount>;
export type WorldTopIncident = z.infer<typeof WorldTopIncident>;
export type WorldTaxonomyCount = z.infer<typeof WorldTaxonomyCount>;
export type WorldSummary = z.infer<typeof WorldSummary>;
