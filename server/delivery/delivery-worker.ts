// pg-boss under ESM on Node 20: its named exports do not load; take the class off the module.
import * as pgBoss from 'pg-boss';
import type pg from 'pg';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { renderAlertEmail, renderDigestEmail } from './alert-email.ts';
import { alertMessageOf } from './alert-message.ts';
import { digestMessageOf } from './digest-message.ts';
import { lastEndedPeriod } from './digest-period.ts';
import {
  digestAlerts,
  digestWatches,
  findDeliveryWork,
  markDelivered,
  markEndpointGone,
  markFailed,
  noteFailure,
  recordAttempt,
  recordDeliveries,
  recordDigest,
  type DeliveryWork,
} from './delivery-store.ts';
import { createMailer, sendEmail, type Mailer } from './email-send.ts';
import { sendWebhook, type SendOutcome } from './webhook-send.ts';

/**
 * Delivery of alerts beyond the app, as pg-boss jobs on the server's own database.
 *
 * Digests (hourly and daily watches): at each of its polls the watcher asks for the digest of
 * each such watch's last ended period (digest-period.ts); the digests table's unique key on
 * (watch, period start) makes it once across instances and restarts, and an empty period
 * makes none. Only the last ended period is made: periods missed while no server ran are not.
 *
 * Recording: when alerts become visible, the watcher calls `enqueue` inside the transaction that
 * stored (or released) them; it records one delivery per (alert, channel) under a unique key and
 * inserts one job per new delivery through that same transaction (pg-boss's `db` option), so a
 * crash either keeps the alert, its deliveries and their jobs, or none of them.
 *
 * Sending: any instance's worker may take a job; pg-boss hands each to one worker at a time.
 * Each attempt is recorded. A failure throws, and pg-boss retries with backoff (from
 * DELIVERY_RETRY_SECONDS, doubling, at most an hour apart) until 24 h after the delivery was
 * recorded, when it is marked failed. A 410 Gone stops the endpoint at once.
 *
 * Once, honestly: a delivery already delivered or failed is not sent again, but a worker killed
 * between the receiver's answer and recording it leaves the job active; it expires and is sent
 * again, with the same webhook-id / Message-ID, for the receiver to drop.
 */

export const DELIVERY_QUEUE = 'watchfloor.alert-delivery';
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_RETRY_DELAY_SECONDS = 60 * 60;
/** Workers per instance, each sending up to DELIVERY_BATCH deliveries side by side. */
const DELIVERY_WORKERS = 2;
const DELIVERY_BATCH = 5;
/** How often an idle delivery worker looks for jobs. */
const DELIVERY_POLL_SECONDS = 1;
/**
 * How often the queue is checked for jobs a killed worker held (and its counts kept). pg-boss
 * expires such jobs only in this check, 60 s apart unless told: a delivery caught by a crash
 * waited up to a minute past its own expiry before it was sent again.
 */
const QUEUE_CHECK_SECONDS = 5;

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface DeliveryDeps {
  databaseUrl: string;
  db: pg.Pool;
  log: Logger;
  now: () => Date;
  config: ServerConfig['delivery'];
  /** Where links in messages point: PUBLIC_URL, or the server's own address. */
  publicUrl: string;
  /** How often idle workers look for jobs. */
  pollingSeconds?: number;
}

export interface RunningDelivery {
  /** Records and enqueues the deliveries of alerts just made visible, on the caller's transaction. */
  enqueue(client: Queryable, alertIds: readonly string[], at: Date): Promise<number>;
  /** Makes the digests whose period ended (once each) and enqueues their deliveries. */
  enqueueDigests(client: Queryable, at: Date): Promise<number>;
  stop(): Promise<void>;
}

/** The pg-boss executor for a transaction's client: jobs commit or roll back with it. */
const executorOf = (client: Queryable) => ({
  executeSql: (text: string, values?: unknown[]) => client.query(text, values),
});

/** What a delivery says: an alert, or a digest of the alerts of its period. */
async function contentOf(deps: Pick<DeliveryDeps, 'db' | 'publicUrl'>, work: DeliveryWork) {
  if (work.digest_id && work.period_start && work.period_end) {
    const alerts = await digestAlerts(deps.db, work.watch_id, work.period_start, work.period_end);
    const digest = digestMessageOf({
      id: work.id,
      watch: { id: work.watch_id, name: work.watch_name, timeZone: work.watch_time_zone },
      period: { start: work.period_start, end: work.period_end },
      alerts,
      publicUrl: deps.publicUrl,
    });
    return { message: digest, email: () => renderDigestEmail(digest) };
  }
  const message = alertMessageOf(work, deps.publicUrl);
  return { message, email: () => renderAlertEmail(message) };
}

/** Sends one delivery now and records the attempt. Throws when it should be retried. */
export async function attemptDelivery(
  deps: Pick<DeliveryDeps, 'db' | 'log' | 'now' | 'config' | 'publicUrl'>,
  mailer: () => Mailer | undefined,
  deliveryId: string,
): Promise<void> {
  const work = await findDeliveryWork(deps.db, deliveryId);
  if (!work || work.status !== 'pending') return;
  const at = deps.now();
  if (work.watch_deleted || work.gone_at) {
    await markFailed(
      deps.db,
      work.id,
      at,
      work.watch_deleted
        ? 'The watch was deleted.'
        : 'The endpoint answered 410 Gone: nothing more is sent to it.',
    );
    return;
  }
  const content = await contentOf(deps, work);
  let outcome: SendOutcome;
  if (work.kind === 'webhook') {
    outcome = await sendWebhook({
      url: work.target,
      secret: work.secret!,
      message: content.message,
      allow: deps.config.webhookAllow,
      timeoutMs: deps.config.webhookTimeoutMs,
      now: at,
    });
  } else {
    const transport = mailer();
    outcome = transport
      ? await sendEmail({
          mailer: transport,
          from: deps.config.mailFrom,
          to: work.target,
          id: work.id,
          render: content.email,
        })
      : {
          succeeded: false,
          responseCode: null,
          error: 'This server sends no email (SMTP_URL is not set).',
          durationMs: 0,
        };
  }
  await recordAttempt(deps.db, work.id, { startedAt: at, ...outcome });
  const finished = deps.now();
  if (outcome.succeeded) {
    await markDelivered(deps.db, work.id, finished);
    return;
  }
  deps.log.warn(
    { delivery: work.id, kind: work.kind, code: outcome.responseCode, err: outcome.error },
    'delivery attempt failed',
  );
  if (outcome.gone) {
    await markEndpointGone(deps.db, work.channel_id, finished);
    return;
  }
  if (finished.getTime() - work.created_at.getTime() >= GIVE_UP_AFTER_MS) {
    await markFailed(deps.db, work.id, finished, `Gave up after 24 h: ${outcome.error}`);
    return;
  }
  await noteFailure(deps.db, work.id, outcome.error ?? 'failed');
  throw new Error(outcome.error ?? 'delivery failed');
}

export async function startDelivery(deps: DeliveryDeps): Promise<RunningDelivery> {
  const boss = new pgBoss.PgBoss({
    connectionString: deps.databaseUrl,
    schema: 'pgboss',
    max: DELIVERY_WORKERS + 2,
    superviseIntervalSeconds: QUEUE_CHECK_SECONDS,
    monitorIntervalSeconds: QUEUE_CHECK_SECONDS,
  });
  boss.on('error', (error: Error) => deps.log.warn({ err: error.message }, 'delivery queue'));
  await boss.start();
  const timeoutSeconds = Math.ceil(deps.config.webhookTimeoutMs / 1000);
  await boss.createQueue(DELIVERY_QUEUE, {
    retryLimit: 1000,
    retryDelay: deps.config.retrySeconds,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    // A job a killed worker held comes back after this; longer than any one attempt takes.
    expireInSeconds: 3 * timeoutSeconds + 10,
    retentionSeconds: 2 * 24 * 60 * 60,
  });
  let mailer: Mailer | undefined;
  const mailerOnce = () => {
    if (!mailer && deps.config.smtpUrl) {
      mailer = createMailer(deps.config.smtpUrl, deps.config.webhookTimeoutMs);
    }
    return mailer;
  };
  // Jobs are fetched a few at a time and sent side by side; while fetches come back full the
  // workers fetch again at once (burst), so a burst of alerts (both channels of each) drains at
  // many per second, and a slow endpoint holds one slot, not the queue. A failed job is failed
  // on its own (retried with backoff); the batch's others complete as the handler returns.
  await boss.work<{ deliveryId: string }>(
    DELIVERY_QUEUE,
    {
      batchSize: DELIVERY_BATCH,
      burstWhenBatchFull: true,
      localConcurrency: DELIVERY_WORKERS,
      pollingIntervalSeconds: deps.pollingSeconds ?? DELIVERY_POLL_SECONDS,
    },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await attemptDelivery(deps, mailerOnce, job.data.deliveryId);
          } catch (error) {
            await boss.fail(DELIVERY_QUEUE, job, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }),
      );
    },
  );
  const send = async (client: Queryable, ids: readonly string[]) => {
    if (ids.length === 0) return 0;
    await boss.insert(
      DELIVERY_QUEUE,
      ids.map((deliveryId) => ({ id: deliveryId, data: { deliveryId } })),
      { db: executorOf(client) },
    );
    return ids.length;
  };
  return {
    async enqueue(client, alertIds, at) {
      return send(client, await recordDeliveries(client, alertIds, at));
    },
    async enqueueDigests(client, at) {
      let sent = 0;
      for (const watch of await digestWatches(client)) {
        const period = lastEndedPeriod(at, watch.cadence, watch.time_zone, watch.digest_time);
        sent += await send(client, await recordDigest(client, watch.id, period, at));
      }
      return sent;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 15_000, close: true });
      mailer?.close();
    },
  };
}
