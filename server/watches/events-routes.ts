import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/jsend.ts';
import { isSessionLive } from '../sessions/session-store.ts';
import { userOf } from '../workspace/workspace-user.ts';
import { alertsAfter } from './alert-store.ts';

/**
 * `GET /api/watchfloor/events`: the user's new alerts as Server-Sent Events (issue 26 §5). Each
 * event's `id` is the alert's sequence; a client resumes from the `Last-Event-ID` its browser
 * sends on reconnecting, or from `?after=`. Without either it starts from now (the list answers
 * what came before). Every instance reads the alerts table by sequence, so an alert recorded by
 * the watcher on any instance reaches streams on all of them; only alerts of watches the user
 * may see, and only once visible (released from quiet hours), are sent. The stream ends when
 * the session does (signed out, idle, or past its end). With the alert signal (alert-signal.ts)
 * a stream wakes as soon as alerts are written; without it, it reads every second.
 */

export const EVENTS_POLL_MS = 1000;
/** With the alert signal, the table is read on this timer too: a net under the signal. */
export const SIGNALLED_POLL_MS = 5000;
export const HEARTBEAT_MS = 15_000;
const SEQUENCE = /^[0-9]{1,18}$/;

export function eventsRoutes(deps: ServerDeps, options = { pollMs: EVENTS_POLL_MS }) {
  const app = new Hono();
  app.get('/events', async (c) => {
    const resumeFrom = c.req.header('last-event-id') ?? c.req.query('after');
    if (resumeFrom !== undefined && !SEQUENCE.test(resumeFrom)) {
      return fail(c, 422, { after: 'Resume from an event id: the sequence of an alert.' });
    }
    const user = userOf(c);
    const sessionId = c.get('sessionId')!;
    let after = resumeFrom;
    if (after === undefined) {
      const { rows } = await deps.db.query<{ latest: string }>(
        'SELECT COALESCE(max(sequence), 0)::text AS latest FROM alerts',
      );
      after = rows[0]!.latest;
    }
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      let lastWrite = Date.now();
      while (open) {
        if (!(await isSessionLive(deps.db, sessionId, deps.now()))) {
          await stream.writeSSE({ event: 'session-ended', data: '{}' });
          break;
        }
        const alerts = await alertsAfter(deps.db, user.email, deps.now(), after!);
        for (const alert of alerts) {
          await stream.writeSSE({
            event: 'alert',
            id: alert.sequence,
            data: JSON.stringify(alert),
          });
          after = alert.sequence;
          lastWrite = Date.now();
        }
        if (Date.now() - lastWrite >= HEARTBEAT_MS) {
          await stream.write(': heartbeat\n\n');
          lastWrite = Date.now();
        }
        if (alerts.length === 0) {
          await (deps.alertSignal
            ? deps.alertSignal.wait(SIGNALLED_POLL_MS)
            : stream.sleep(options.pollMs));
        }
      }
      await stream.close();
    });
  });
  return app;
}
