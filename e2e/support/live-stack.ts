import { test } from '@playwright/test';
import pg from 'pg';
import { startMailSink, type MailSink } from '../../server/testing/mail-sink.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../server/testing/webhook-receiver.ts';
import { startReferenceService, startWatchfloorServer, stop } from '../../scripts/processes.ts';
import { e2eDatabaseUrl } from './servers.ts';

/**
 * A second product beside the run's own, for the watches' end to end: a reference service whose
 * live feed adds an incident about every second, two Watchfloor server instances polling it every
 * second on one database of their own (made on the run's PostgreSQL), a local mail sink and a
 * webhook receiver. Instances can be killed outright and started again, as a crash would.
 */

const host = '127.0.0.1';
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * Several stacks can run at once, each in a lane of its own, ten ports up from the one before.
 * Lane 0 is the solo project's (one stack at a time); a file of the main project that starts a
 * stack takes a lane no other file uses: 1 the briefing email, 2 the live watch floor, 3 the
 * live watches (which kill their own instances).
 */
export type LiveStackLane = 0 | 1 | 2 | 3;

const portsOf = (lane: LiveStackLane) => {
  const shift = offset + lane * 10;
  return {
    news: 4120 + shift,
    auth: 4121 + shift,
    incident: 4122 + shift,
    instances: [4320 + shift, 4321 + shift],
  };
};

export interface LiveStack {
  /** The first instance, the one the browser uses. */
  url: string;
  authUrl: string;
  incidentUrl: string;
  sink: MailSink;
  receiver: WebhookReceiver;
  /** Kills every instance outright (SIGKILL: no shutdown runs). */
  killServers(): Promise<void>;
  /** Starts every instance again on the same database. */
  startServers(): Promise<void>;
  close(): Promise<void>;
}

type Instance = ReturnType<typeof startWatchfloorServer>;

export async function startLiveStack({
  lane = 0,
}: { lane?: LiveStackLane } = {}): Promise<LiveStack> {
  const ports = portsOf(lane);
  const urls = ports.instances.map((port) => `http://${host}:${port}`);
  const databaseName = `watchfloor_live_${offset}_${lane}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(e2eDatabaseUrl()), { pathname: `/${databaseName}` });

  const [sink, receiver] = await Promise.all([startMailSink(), startWebhookReceiver()]);
  const service = startReferenceService(`live-service-${lane}`, ['--incidents=3000'], {
    TI_HOST: host,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
    TI_CORS_ORIGINS: urls.join(','),
    TI_FEED_INTERVAL: '1',
  });
  await service.ready;

  const instanceEnv = (port: number) => ({
    WATCHFLOOR_HOST: host,
    WATCHFLOOR_PORT: String(port),
    WATCHFLOOR_DIST: 'dist',
    NEWS_URL: `http://${host}:${ports.news}`,
    AUTH_URL: `http://${host}:${ports.auth}`,
    INCIDENT_URL: `http://${host}:${ports.incident}`,
    UPSTREAM_ORIGIN: urls[0],
    PUBLIC_URL: urls[0],
    DATABASE_URL: databaseUrl.href,
    WATCHFLOOR_POLL_SECONDS: '1',
    WATCHFLOOR_BRIEFING_POLL_SECONDS: '1',
    WATCHFLOOR_WEBHOOK_ALLOW: host,
    WEBHOOK_TIMEOUT_SECONDS: '2',
    DELIVERY_RETRY_SECONDS: '1',
    SMTP_URL: sink.smtpUrl,
    LOG_LEVEL: 'warn',
  });
  let instances: Instance[] = [];
  const startServers = async () => {
    instances = ports.instances.map((port, index) =>
      startWatchfloorServer(`live-server-${lane}-${index + 1}`, {
        compiled: true,
        env: instanceEnv(port),
      }),
    );
    await Promise.all(instances.map((instance) => instance.ready));
  };
  const killServers = async () => {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((done) => {
            if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
              done();
              return;
            }
            instance.child.once('exit', () => done());
            instance.child.kill('SIGKILL');
          }),
      ),
    );
    instances = [];
  };
  await startServers();

  return {
    url: urls[0]!,
    authUrl: `http://${host}:${ports.auth}`,
    incidentUrl: `http://${host}:${ports.incident}`,
    sink,
    receiver,
    killServers,
    startServers,
    async close() {
      await Promise.all(instances.map((instance) => stop(instance.child, 15_000)));
      await Promise.all([stop(service.child), sink.close(), receiver.close()]);
      const cleanup = new pg.Client({ connectionString: e2eDatabaseUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A live stack for every test of the file that calls this: started before its first test
 * (given three minutes: a reference service and two instances on a busy machine), closed after
 * its last. The stack is read through the function returned, once the tests run.
 */
export function liveStackForFile(options: { lane?: LiveStackLane } = {}): () => LiveStack {
  let stack: LiveStack | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startLiveStack(options);
  });
  test.afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('The live stack is read before it has started');
    return stack;
  };
}
