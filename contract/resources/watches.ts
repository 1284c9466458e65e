import { z } from 'zod';
import { savedSearchAddress, viewOfAddress } from './saved-searches.ts';
import { expectedVersion, keptObjectFields, objectName, Person, Visibility } from './workspace.ts';

/**
 * Watches and their alerts (issue 26, DESIGN §4c): incident filters the server matches every
 * incident it reads against, optionally limited to sites (each with its radius rule) or areas.
 * Besides the app, a watch's alerts may go to webhook endpoints (signed, Standard Webhooks) and
 * email addresses.
 */

export const MAX_WATCH_PLACES = 200;
export const MAX_WATCH_WEBHOOKS = 5;
export const MAX_WATCH_EMAILS = 20;

const clockTime = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Write a time of day as HH:MM, from 00:00 to 23:59.');

/** A name the runtime's time-zone database knows (`Europe/Paris`, `UTC`). */
export const timeZoneName = z
  .string()
  .min(1, 'Name a time zone, such as Europe/Paris.')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone this server knows: use an IANA name such as Europe/Paris or UTC.');

const incidentAddress = savedSearchAddress.refine(
  (address) => viewOfAddress(address) === 'incidents',
  'A watch takes the incident explorer’s filters: an address starting /incidents.',
);

export const WatchTriggers = z.enum(['new', 'revised', 'both']).meta({
  id: 'WatchTriggers',
  description: '`new` incidents, `revised` ones (a later `updatedAt`), or `both`.',
});
export const WatchCadence = z.enum(['instant', 'hourly', 'daily']).meta({ id: 'WatchCadence' });
export const QuietHours = z
  .strictObject({ start: clockTime, end: clockTime })
  .refine((hours) => hours.start !== hours.end, {
    message: 'Quiet hours must start and end at different times.',
    path: ['end'],
  })
  .meta({
    id: 'QuietHours',
    description:
      'Instant alerts made from `start` to `end` (in the watch’s zone, possibly across midnight) wait until `end`.',
  });

const placeIds = (what: string) =>
  z
    .array(z.uuid(`Each ${what} id is a UUID.`))
    .max(MAX_WATCH_PLACES, `At most ${MAX_WATCH_PLACES} ${what}s per watch.`);

/** An http(s) endpoint; where it may point (no private addresses) is checked by the server. */
export const webhookUrl = z
  .url({ protocol: /^https?$/, error: 'Give an http:// or https:// address.' })
  .max(2000, 'Too long: at most 2,000 characters.')
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password && !url.hash;
  }, 'Leave out user names, passwords and #fragments: the request is signed instead.');

const distinct = <Item>(items: readonly Item[]) => new Set(items).size === items.length;

const watchFields = {
  name: objectName,
  visibility: Visibility,
  paused: z.boolean(),
  filters: incidentAddress.meta({
    description: 'The explorer’s address, as a saved search keeps it: `/incidents?impact=gte:3`.',
    example: '/incidents?impact=gte:3',
  }),
  savedSearchId: z.uuid('A saved search id is a UUID.').nullable(),
  siteIds: placeIds('site'),
  areaIds: placeIds('area'),
  triggers: WatchTriggers,
  minImpact: z
    .int('The minimum impact is a whole number.')
    .min(-1, 'Impact ratings run from -1 (unknown) to 5.')
    .max(5, 'Impact ratings run from -1 (unknown) to 5.')
    .nullable(),
  cadence: WatchCadence,
  digestTime: clockTime.nullable(),
  timeZone: timeZoneName,
  quietHours: QuietHours.nullable(),
  webhooks: z
    .array(webhookUrl)
    .max(MAX_WATCH_WEBHOOKS, `At most ${MAX_WATCH_WEBHOOKS} webhook endpoints per watch.`)
    .refine(distinct, 'Each endpoint once.')
    .meta({ description: 'Endpoints each alert is POSTed to, signed (Standard Webhooks).' }),
  emails: z
    .array(z.email('An email address.').max(254).toLowerCase())
    .max(MAX_WATCH_EMAILS, `At most ${MAX_WATCH_EMAILS} email addresses per watch.`)
    .refine(distinct, 'Each address once.')
    .meta({ description: 'Addresses each alert (or the digest) is emailed to.' }),
};

const dailyNeedsTime = (watch: { cadence?: string; digestTime?: string | null }) =>
  watch.cadence !== 'daily' || Boolean(watch.digestTime);
const DAILY_MESSAGE = {
  message: 'A daily digest needs the time it goes out (HH:MM).',
  path: ['digestTime'],
};

export const CreateWatch = z
  .strictObject({
    name: watchFields.name,
    visibility: watchFields.visibility.default('team'),
    paused: watchFields.paused.default(false),
    filters: watchFields.filters.optional(),
    savedSearchId: watchFields.savedSearchId.default(null),
    siteIds: watchFields.siteIds.default([]),
    areaIds: watchFields.areaIds.default([]),
    triggers: watchFields.triggers.default('both'),
    minImpact: watchFields.minImpact.default(null),
    cadence: watchFields.cadence.default('instant'),
    digestTime: watchFields.digestTime.default(null),
    timeZone: watchFields.timeZone.default('UTC'),
    quietHours: watchFields.quietHours.default(null),
    webhooks: watchFields.webhooks.default([]),
    emails: watchFields.emails.default([]),
  })
  .refine((watch) => watch.filters !== undefined || watch.savedSearchId !== null, {
    message: 'Give the explorer’s filters or a saved search to watch.',
    path: ['filters'],
  })
  .refine(dailyNeedsTime, DAILY_MESSAGE)
  .meta({ id: 'CreateWatch' });

export const UpdateWatch = z
  .strictObject({
    version: expectedVersion,
    ...Object.fromEntries(
      Object.entries(watchFields).map(([name, schema]) => [name, schema.optional()]),
    ),
  } as { version: typeof expectedVersion } & {
    [Name in keyof typeof watchFields]: z.ZodOptional<(typeof watchFields)[Name]>;
  })
  .refine((change) => Object.keys(change).length > 1, {
    message: 'Nothing to change: give at least one field besides the version.',
    path: ['body'],
  })
  .meta({ id: 'UpdateWatch' });

export const WebhookEndpoint = z
  .object({
    url: z.string(),
    secret: z.string().nullable().meta({
      description:
        'The signing secret (`whsec_…`, Standard Webhooks) the server made for this endpoint; shown only to those who may change the watch.',
    }),
    goneAt: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'When the endpoint answered 410 Gone: nothing more is sent to it until the watch is saved again.',
    }),
  })
  .meta({ id: 'WebhookEndpoint' });

export const Watch = z
  .object({
    ...keptObjectFields,
    name: z.string(),
    paused: z.boolean(),
    filters: z.string(),
    savedSearchId: z.uuid().nullable(),
    siteIds: z.array(z.uuid()),
    areaIds: z.array(z.uuid()),
    triggers: WatchTriggers,
    minImpact: z.int().nullable(),
    cadence: WatchCadence,
    digestTime: z.string().nullable(),
    timeZone: z.string(),
    quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    webhooks: z.array(WebhookEndpoint),
    emails: z.array(z.string()),
    deliveryHealth: z
      .object({
        failed: z.int().meta({ description: 'Deliveries given up on (24 h of retries, or 410).' }),
        retrying: z
          .int()
          .meta({ description: 'Deliveries whose last attempt failed, to be retried.' }),
        lastFailure: z.string().nullable(),
      })
      .meta({
        description:
          'How delivery by webhook and email went over the last 7 days; details in `GET /api/watchfloor/watches/{id}/deliveries`.',
      }),
    problems: z.record(z.string(), z.string()).meta({
      description:
        'Why the watch cannot match as written, by filter parameter (`impact`, …): a filter that no longer parses, a saved search or place that was deleted. Empty when it works.',
    }),
  })
  .meta({ id: 'Watch' });

export const WatchList = z.object({ watches: z.array(Watch) }).meta({ id: 'WatchList' });

export const AlertReason = z
  .object({
    type: z.enum(['site', 'area']),
    id: z.uuid(),
    name: z.string(),
    distanceMetres: z.number().meta({ description: '0 when inside the area or radius’s centre.' }),
  })
  .meta({ id: 'AlertReason' });

export const Alert = z
  .object({
    id: z.uuid(),
    sequence: z.string().meta({ description: 'The live stream’s event id.' }),
    watch: z.object({ id: z.uuid(), name: z.string() }),
    incidentId: z.string(),
    incidentUpdatedAt: z.int().meta({ description: 'The revision, Unix seconds.' }),
    kind: z.enum(['new', 'updated']),
    changes: z.array(z.string()).meta({ description: 'For `updated`: what the revision changed.' }),
    reasons: z.array(AlertReason),
    incident: z.object({
      summary: z.string(),
      category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
      impact: z.object({ rating: z.int(), label: z.string() }),
      position: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
    createdAt: z.iso.datetime({ offset: true }),
    read: z.boolean(),
    acknowledged: z.boolean(),
    snoozedUntil: z.iso.datetime({ offset: true }).nullable(),
    snoozedUntilRevised: z.boolean(),
    triage: z
      .object({ status: z.string(), assignee: Person.nullable(), version: z.int() })
      .nullable()
      .meta({ description: 'The incident’s triage, shared by the team; null if untriaged.' }),
  })
  .meta({ id: 'Alert' });

export const AlertPage = z
  .object({
    alerts: z.array(Alert),
    nextBefore: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `before` for the next (older) page; null at the end.' }),
  })
  .meta({ id: 'AlertPage' });

export const AlertQuery = z.object({
  unread: z.enum(['true', 'false']).optional().meta({ description: 'Only unread alerts.' }),
  watch: z.uuid('A watch id is a UUID.').optional().meta({ description: 'Only this watch’s.' }),
  before: z
    .string()
    .regex(/^[0-9]{1,18}$/, 'An alert sequence number.')
    .optional()
    .meta({ description: 'Alerts older than this sequence (the previous page’s `nextBefore`).' }),
  limit: z.coerce
    .number()
    .int('A whole number.')
    .min(1, 'From 1 to 200.')
    .max(200, 'From 1 to 200.')
    .optional(),
});

export const UnreadCount = z.object({ unread: z.int() }).meta({ id: 'UnreadCount' });

export const MarkAlertsRead = z
  .strictObject({
    ids: z.array(z.uuid('Each alert id is a UUID.')).min(1, 'Name at least one alert.').max(500),
  })
  .meta({ id: 'MarkAlertsRead' });

export const AcknowledgeAlert = z
  .strictObject({
    disposition: z.enum(['relevant', 'not-relevant', 'duplicate']),
    note: z.string().max(2000, 'Too long: at most 2,000 characters.').default(''),
    duplicateOf: z
      .string()
      .regex(/^IN-[0-9]+$/, 'An incident id, IN-<number>.')
      .optional(),
  })
  .refine((ack) => (ack.disposition === 'duplicate') === (ack.duplicateOf !== undefined), {
    message: 'A duplicate names the incident it duplicates (and only a duplicate does).',
    path: ['duplicateOf'],
  })
  .meta({ id: 'AcknowledgeAlert' });

export const AssignAlert = z
  .strictObject({ assignee: z.email('An email address of the team.').nullable() })
  .meta({ id: 'AssignAlert' });

export const SnoozeAlert = z
  .strictObject({
    until: z.iso.datetime({ offset: true }).nullable().optional(),
    untilRevised: z.boolean().optional(),
  })
  .refine((snooze) => snooze.until !== undefined || snooze.untilRevised !== undefined, {
    message: 'Give `until` (a time, or null to wake it) or `untilRevised`.',
    path: ['until'],
  })
  .meta({ id: 'SnoozeAlert' });

export const WatcherStatus = z
  .object({
    polling: z.boolean().meta({ description: 'False when WATCHFLOOR_POLL_SECONDS is off.' }),
    pollSeconds: z.int().nullable(),
    polledThrough: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'Every incident reported or updated up to here has been matched.',
    }),
    succeededAt: z.iso.datetime({ offset: true }).nullable(),
    failedAt: z.iso.datetime({ offset: true }).nullable(),
    failure: z
      .string()
      .nullable()
      .meta({ description: 'Why the last poll failed; null once one succeeds again.' }),
  })
  .meta({ id: 'WatcherStatus' });

export const DeliveryAttempt = z
  .object({
    at: z.iso.datetime({ offset: true }),
    durationMs: z.int(),
    succeeded: z.boolean(),
    responseCode: z
      .int()
      .nullable()
      .meta({ description: 'The HTTP status, or the SMTP reply code, when there was an answer.' }),
    error: z.string().nullable(),
  })
  .meta({ id: 'DeliveryAttempt' });

export const Delivery = z
  .object({
    id: z.uuid().meta({
      description:
        'Sent as the webhook-id and in the email’s Message-ID, the same on every attempt: receivers drop repeats by it.',
    }),
    channel: z.enum(['webhook', 'email']),
    target: z.string().meta({ description: 'The endpoint’s URL or the email address.' }),
    alertId: z.uuid().nullable().meta({ description: 'Null for a digest.' }),
    incidentId: z.string().nullable().meta({ description: 'Null for a digest.' }),
    digest: z
      .object({
        periodStart: z.iso.datetime({ offset: true }),
        periodEnd: z.iso.datetime({ offset: true }),
      })
      .nullable()
      .meta({ description: 'The period a digest covers; null for an alert.' }),
    status: z.enum(['pending', 'delivered', 'failed']).meta({
      description:
        '`pending` while being sent or retried (with backoff, up to 24 h); `failed` once given up, or at once on a 410 Gone.',
    }),
    createdAt: z.iso.datetime({ offset: true }),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    failedAt: z.iso.datetime({ offset: true }).nullable(),
    failure: z
      .string()
      .nullable()
      .meta({ description: 'Why it failed, or why the last attempt did while retrying.' }),
    attempts: z.array(DeliveryAttempt),
  })
  .meta({ id: 'Delivery' });

export const DeliveryList = z
  .object({ deliveries: z.array(Delivery).meta({ description: 'Newest first, at most 100.' }) })
  .meta({ id: 'DeliveryList' });

export const ChannelTestResult = z
  .object({
    channel: z.enum(['webhook', 'email']),
    target: z.string(),
    succeeded: z.boolean(),
    responseCode: z.int().nullable(),
    error: z.string().nullable(),
    durationMs: z.int(),
  })
  .meta({ id: 'ChannelTestResult' });

export const WatchTestResults = z
  .object({
    results: z
      .array(ChannelTestResult)
      .meta({ description: 'One per webhook endpoint and email address, in the watch’s order.' }),
  })
  .meta({ id: 'WatchTestResults' });

export type Watch = z.infer<typeof Watch>;
export type Delivery = z.infer<typeof Delivery>;
export type Alert = z.infer<typeof Alert>;
export type AlertReason = z.infer<typeof AlertReason>;
