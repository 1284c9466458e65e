import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { ServerDeps } from '../deps.ts';
import { createMailer, sendEmail, type Mailer } from '../delivery/email-send.ts';
import { inTransaction } from '../workspace/audit.ts';
import type { ApplicationToken } from '../watches/application-token.ts';
import { computeBriefing, missingReason, resolveSource } from './briefing-compute.ts';
import { briefingMap, renderBriefingEmail } from './briefing-email.ts';
import { briefingOf, insertBriefing, nextRunAfter, type ScheduleRow } from './briefing-store.ts';

/**
 * Scheduled briefings: daily at HH:MM in the schedule's zone. Every instance looks for due
 * schedules every BRIEFING_POLL_SECONDS; a run is claimed by inserting its briefing_runs row
 * (unique per schedule and due moment) and moving `next_run_at` on in the same transaction, from
 * the value read: exactly one instance gets each run, and a restart does not run it again (the
 * digests' approach: a unique key, rather than a lock). A run missed while no server ran happens
 * once when one starts; earlier missed days are not made up. At most once: an instance killed
 * between claiming and sending loses that day's email (the next day's runs as usual).
 *
 * The vendor is read as the schedule's owner: with the token of their latest unexpired session,
 * or else the watcher's application token when one is configured.
 */

export const BRIEFING_POLL_SECONDS = 15;

export interface BriefingSchedulerDeps extends Pick<ServerDeps, 'config' | 'db' | 'log' | 'now'> {
  /** Where links point: PUBLIC_URL, or the server's own address. */
  publicUrl: string;
  token?: ApplicationToken;
  pollSeconds?: number;
}

export interface RunningBriefingScheduler {
  /** Runs what is due now; answers how many runs this instance claimed. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A stand-in request context carrying a vendor token, for the vendor readers of
 * server/workspace (they read only `session` and `sessionId`).
 */
function contextWithToken(vendorToken: string): Context {
  const values: Record<string, unknown> = { session: { vendorToken }, sessionId: undefined };
  return { get: (key: string) => values[key] } as unknown as Context;
}

async function vendorTokenFor(deps: BriefingSchedulerDeps, email: string, at: Date) {
  const { rows } = await deps.db.query<{ vendor_token: string }>(
    `SELECT vendor_token FROM sessions WHERE user_email = $1 AND expires_at > $2
      ORDER BY last_used_at DESC LIMIT 1`,
    [email, at],
  );
  if (rows[0]) return rows[0].vendor_token;
  return deps.token ? deps.token.get() : undefined;
}

async function claimDue(deps: BriefingSchedulerDeps, at: Date): Promise<ScheduleRow[]> {
  const { rows } = await deps.db.query<{ id: string; next_run_at: Date }>(
    `SELECT id, next_run_at FROM briefing_schedules
      WHERE deleted_at IS NULL AND active AND next_run_at <= $1
      ORDER BY next_run_at LIMIT 50`,
    [at],
  );
  const claimed: ScheduleRow[] = [];
  for (const due of rows) {
    const row = await inTransaction(deps.db, async (client) => {
      const run = await client.query(
        `INSERT INTO briefing_runs (schedule_id, due_at, claimed_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [due.id, due.next_run_at, at],
      );
      if (!run.rowCount) return undefined;
      const { rows: schedules } = await client.query<ScheduleRow>(
        `SELECT s.*, u.name AS owner_name
           FROM briefing_schedules s JOIN users u ON u.email = s.owner_email
          WHERE s.id = $1 AND s.next_run_at = $2 AND s.active AND s.deleted_at IS NULL
          FOR UPDATE OF s`,
        [due.id, due.next_run_at],
      );
      const schedule = schedules[0];
      if (!schedule) throw new Changed();
      await client.query(
        'UPDATE briefing_schedules SET next_run_at = $2, last_run_at = $3 WHERE id = $1',
        [due.id, nextRunAfter(at, schedule.run_time, schedule.time_zone), at],
      );
      return schedule;
    }).catch((error: unknown) => {
      if (error instanceof Changed) return undefined;
      throw error;
    });
    if (row) claimed.push(row);
  }
  return claimed;
}

/** The schedule changed between reading and claiming: the claim is rolled back. */
class Changed extends Error {}

async function recordOutcome(
  deps: BriefingSchedulerDeps,
  schedule: ScheduleRow,
  outcome: string,
  briefingId: string | null,
) {
  await deps.db.query(
    `UPDATE briefing_runs SET outcome = $3, briefing_id = $4
      WHERE schedule_id = $1 AND due_at = $2`,
    [schedule.id, schedule.next_run_at, outcome, briefingId],
  );
}

/** One claimed run: stop when a source is gone; else compute, keep, and email the briefing. */
export async function runSchedule(
  deps: BriefingSchedulerDeps,
  mailer: Mailer | undefined,
  schedule: ScheduleRow,
): Promise<void> {
  const at = deps.now();
  const resolved = await resolveSource(deps.db, schedule.params, schedule.owner_email);
  if (!resolved.ok) {
    const reason = missingReason(resolved.missing);
    await deps.db.query(
      `UPDATE briefing_schedules SET active = false, stopped_reason = $2, next_run_at = NULL
        WHERE id = $1`,
      [schedule.id, reason],
    );
    await recordOutcome(deps, schedule, `stopped: ${reason}`, null);
    deps.log.info({ schedule: schedule.id, reason }, 'briefing schedule stopped');
    return;
  }
  const token = await vendorTokenFor(deps, schedule.owner_email, at);
  if (!token) {
    await recordOutcome(
      deps,
      schedule,
      'failed: the owner has no session to read the vendor with',
      null,
    );
    deps.log.warn({ schedule: schedule.id }, 'briefing not made: no vendor token for its owner');
    return;
  }
  const content = await computeBriefing(
    { ...deps, config: deps.config },
    contextWithToken(token),
    schedule.params,
    resolved.source,
    at,
  );
  if (!content.ok) {
    await recordOutcome(deps, schedule, 'failed: the vendor could not be read', null);
    deps.log.warn({ schedule: schedule.id }, 'briefing not made: the vendor could not be read');
    return;
  }
  const row = await insertBriefing(deps.db, {
    ownerEmail: schedule.owner_email,
    visibility: schedule.visibility,
    params: schedule.params,
    content: content.value,
    scheduleId: schedule.id,
    at,
  });
  const briefing = briefingOf(row);
  const recipients = schedule.recipients.length > 0 ? schedule.recipients : [schedule.owner_email];
  const failures: string[] = [];
  if (mailer) {
    for (const to of recipients) {
      const sent = await sendEmail({
        mailer,
        from: deps.config.delivery.mailFrom,
        to,
        id: randomUUID(),
        render: () =>
          renderBriefingEmail(briefing, deps.publicUrl, briefingMap(briefing, deps.publicUrl)),
      });
      if (!sent.succeeded) failures.push(`${to}: ${sent.error ?? 'not sent'}`);
    }
  }
  await recordOutcome(
    deps,
    schedule,
    !mailer
      ? 'made; no SMTP_URL, not emailed'
      : failures.length
        ? `made; ${failures.join('; ')}`
        : 'sent',
    row.id,
  );
}

export function startBriefingScheduler(deps: BriefingSchedulerDeps): RunningBriefingScheduler {
  const mailer = deps.config.delivery.smtpUrl
    ? createMailer(deps.config.delivery.smtpUrl, deps.config.delivery.webhookTimeoutMs)
    : undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runDue(): Promise<number> {
    const claimed = await claimDue(deps, deps.now());
    for (const schedule of claimed) {
      try {
        await runSchedule(deps, mailer, schedule);
      } catch (error) {
        deps.log.warn(
          { schedule: schedule.id, err: (error as Error).message },
          'a briefing run failed',
        );
        await recordOutcome(deps, schedule, 'failed', null).catch(() => {});
      }
    }
    return claimed.length;
  }

  const tick = () => {
    if (stopped || running) return;
    running = runDue()
      .catch((error: Error) => {
        deps.log.warn({ err: error.message }, 'looking for due briefings failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, (deps.pollSeconds ?? BRIEFING_POLL_SECONDS) * 1000);
  timer.unref();
  setTimeout(tick, 0).unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer?.close();
    },
  };
}
