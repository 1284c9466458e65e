import { z } from 'zod';
import { count, unixSeconds } from './primitives.ts';
import { timeZoneName } from './watches.ts';
import { keptObjectFields, expectedVersion, Person, Visibility } from './workspace.ts';

/**
 * Briefings (issue 27): a report over a period from a saved search and/or sites, computed once and
 * kept as it was (headline counts and trend, the top incidents, a section per site, the news by
 * taxonomy), shown as a page, printed, and emailed on a daily schedule.
 */

export const MAX_BRIEFING_SITES = 50;
export const MAX_BRIEFING_RECIPIENTS = 20;
export const BRIEFING_TOP_INCIDENTS = 15;
export const BRIEFING_SITE_INCIDENTS = 10;
export const BRIEFING_NEWS_TAXONOMIES = 8;
export const BRIEFING_NEWS_HEADLINES = 3;

const clockTime = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Write a time of day as HH:MM, from 00:00 to 23:59.');

const distinct = <Item>(items: readonly Item[]) => new Set(items).size === items.length;

const briefingParamsFields = {
  title: z.string().trim().min(1, 'Give it a title.').max(120, 'Too long: at most 120 characters.'),
  savedSearchId: z.uuid('A saved search id is a UUID.').nullable().default(null),
  siteIds: z
    .array(z.uuid('Each site id is a UUID.'))
    .max(MAX_BRIEFING_SITES, `At most ${MAX_BRIEFING_SITES} sites per briefing.`)
    .refine(distinct, 'Each site once.')
    .default([]),
  periodHours: z
    .int('The period is a whole number of hours.')
    .min(1, 'The period runs from 1 to 168 hours.')
    .max(168, 'The period runs from 1 to 168 hours.')
    .default(24),
};

const SOURCE_MESSAGE = {
  message: 'Choose a saved search or at least one site.',
  path: ['savedSearchId'],
};
const hasSource = (params: { savedSearchId?: string | null; siteIds?: readonly string[] }) =>
  Boolean(params.savedSearchId) || (params.siteIds?.length ?? 0) > 0;

export const BriefingParams = z
  .strictObject(briefingParamsFields)
  .refine(hasSource, SOURCE_MESSAGE)
  .meta({
    id: 'BriefingParams',
    description:
      'What a briefing reads: a saved search’s incidents and/or those within sites’ radius, over the last `periodHours`.',
  });

export const BriefingPeriod = z
  .object({ from: unixSeconds(), until: unixSeconds() })
  .meta({ id: 'BriefingPeriod', description: 'Both ends included, in Unix seconds.' });

const category = z.object({ id: z.string(), name: z.string(), colour: z.string() });

export const BriefingCategoryCount = z
  .object({
    id: z.string(),
    name: z.string(),
    colour: z.string(),
    count: count(),
    previousCount: count(),
  })
  .meta({ id: 'BriefingCategoryCount' });

export const BriefingIncident = z
  .object({
    id: z.string(),
    summary: z.string(),
    line: z.string().meta({ description: 'One sentence about it, at most 200 characters.' }),
    impact: z.int(),
    impactLabel: z.string(),
    category,
    startedAt: unixSeconds(),
    countries: z.array(z.string()).meta({ description: 'Country names.' }),
    longitude: z.number(),
    latitude: z.number(),
  })
  .meta({ id: 'BriefingIncident' });

export const BriefingSiteIncident = z
  .object({
    id: z.string(),
    summary: z.string(),
    impact: z.int(),
    impactLabel: z.string(),
    distanceKm: z.number(),
    startedAt: unixSeconds(),
  })
  .meta({ id: 'BriefingSiteIncident' });

export const BriefingSite = z
  .object({
    id: z.uuid(),
    name: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    radiusKm: z.number(),
    count: count().meta({ description: 'All incidents of the period within its radius.' }),
    incidents: z.array(BriefingSiteIncident).meta({
      description: 'At most 10: highest impact first, then nearest.',
    }),
  })
  .meta({ id: 'BriefingSite' });

export const BriefingNewsHeadline = z
  .object({ id: z.string(), title: z.string(), url: z.string(), publishedAt: unixSeconds() })
  .meta({ id: 'BriefingNewsHeadline' });

export const BriefingNewsTaxonomy = z
  .object({
    taxonomyId: z.string(),
    name: z.string(),
    count: count(),
    headlines: z.array(BriefingNewsHeadline).meta({ description: 'At most 3, newest first.' }),
  })
  .meta({ id: 'BriefingNewsTaxonomy' });

export const BriefingContent = z
  .object({
    period: BriefingPeriod,
    previous: BriefingPeriod.meta({
      description: 'The same length just before `period.from`.',
    }),
    source: z.object({
      savedSearch: z.object({ id: z.uuid(), name: z.string(), filters: z.string() }).nullable(),
      sites: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
    totals: z
      .object({ count: count(), previousCount: count() })
      .meta({ description: 'Incidents that started in each period and match the source.' }),
    byCategory: z.array(BriefingCategoryCount).meta({ description: 'Most in `period` first.' }),
    topIncidents: z.array(BriefingIncident).meta({
      description: 'At most 15: highest impact first, then newest.',
    }),
    sites: z.array(BriefingSite),
    news: z.array(BriefingNewsTaxonomy).meta({
      description: 'News published in the period, per main taxonomy, most first (at most 8).',
    }),
    truncated: z.boolean().meta({
      description: 'The period held more than one bounded read: counts cover only what was read.',
    }),
    omitted: count().meta({ description: 'Incidents beyond `topIncidents`.' }),
  })
  .meta({ id: 'BriefingContent' });

const storedParams = z
  .object({
    title: z.string(),
    savedSearchId: z.uuid().nullable(),
    siteIds: z.array(z.uuid()),
    periodHours: z.int(),
  })
  .meta({ id: 'BriefingStoredParams' });

export const Briefing = z
  .object({
    id: z.uuid(),
    owner: Person,
    createdAt: z.iso.datetime({ offset: true }),
    params: storedParams,
    content: BriefingContent,
    scheduleId: z.uuid().nullable(),
  })
  .meta({ id: 'Briefing' });

export const BriefingListItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    owner: Person,
    createdAt: z.iso.datetime({ offset: true }),
    period: BriefingPeriod,
    totals: z.object({ count: count(), previousCount: count() }),
    scheduleId: z.uuid().nullable(),
  })
  .meta({ id: 'BriefingListItem' });

export const BriefingList = z
  .object({ briefings: z.array(BriefingListItem).meta({ description: 'Newest first.' }) })
  .meta({ id: 'BriefingList' });

const recipients = z
  .array(z.email('An email address.').max(254).toLowerCase())
  .max(MAX_BRIEFING_RECIPIENTS, `At most ${MAX_BRIEFING_RECIPIENTS} recipients.`)
  .refine(distinct, 'Each address once.')
  .meta({ description: 'Email addresses; empty sends it to the owner.' });

export const BriefingSchedule = z
  .object({
    ...keptObjectFields,
    params: storedParams,
    time: z.string().meta({ description: 'HH:MM, in `timeZone`.' }),
    timeZone: z.string(),
    recipients: z.array(z.string()),
    active: z.boolean(),
    stoppedReason: z.string().nullable().meta({
      description: 'Why the schedule stopped by itself (a saved search or site was deleted).',
    }),
    lastRunAt: z.iso.datetime({ offset: true }).nullable(),
    nextRunAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'Null while inactive.',
    }),
  })
  .meta({ id: 'BriefingSchedule' });

export const BriefingScheduleList = z
  .object({ schedules: z.array(BriefingSchedule) })
  .meta({ id: 'BriefingScheduleList' });

export const CreateBriefingSchedule = z
  .strictObject({
    params: BriefingParams,
    time: clockTime,
    timeZone: timeZoneName.default('UTC'),
    recipients: recipients.default([]),
    visibility: Visibility.default('team'),
  })
  .meta({ id: 'CreateBriefingSchedule' });

export const UpdateBriefingSchedule = z
  .strictObject({
    version: expectedVersion,
    params: BriefingParams.optional(),
    time: clockTime.optional(),
    timeZone: timeZoneName.optional(),
    recipients: recipients.optional(),
    visibility: Visibility.optional(),
    active: z.boolean().optional().meta({ description: 'Setting it true clears `stoppedReason`.' }),
  })
  .refine((change) => Object.keys(change).length > 1, {
    message: 'Nothing to change: give at least one field besides the version.',
    path: ['body'],
  })
  .meta({ id: 'UpdateBriefingSchedule' });

export type BriefingParams = z.infer<typeof BriefingParams>;
export type BriefingPeriod = z.infer<typeof BriefingPeriod>;
export type BriefingIncident = z.infer<typeof BriefingIncident>;
export type BriefingSite = z.infer<typeof BriefingSite>;
export type BriefingSiteIncident = z.infer<typeof BriefingSiteIncident>;
export type BriefingNewsTaxonomy = z.infer<typeof BriefingNewsTaxonomy>;
export type BriefingCategoryCount = z.infer<typeof BriefingCategoryCount>;
export type BriefingContent = z.infer<typeof BriefingContent>;
export type Briefing = z.infer<typeof Briefing>;
export type BriefingListItem = z.infer<typeof BriefingListItem>;
export type BriefingSchedule = z.infer<typeof BriefingSchedule>;
export type CreateBriefingSchedule = z.infer<typeof CreateBriefingSchedule>;
export type UpdateBriefingSchedule = z.infer<typeof UpdateBriefingSchedule>;
