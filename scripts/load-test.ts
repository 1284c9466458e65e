/**
 * The bounded load test of `npm test` (issue 11): the real service process on loopback,
 * 50 connections for 30 s spread over a mix of authenticated endpoints of the news and incident
 * APIs. It passes when every request answered 2xx (no errors, timeouts or other statuses) and
 * prints requests/s and the p50/p95/p99 latency. In scripts/test.ts it runs beside the lint
 * stages, which yield the cores to it, and before Vitest and the browser tests, which it would
 * distort.
 *
 *   tsx scripts/load-test.ts [--seconds=30] [--connections=50]
 */
import autocannon from 'autocannon';
import { demoCredentials } from '../reference-service/demo-accounts.ts';
import { startReferenceService, stop } from './processes.ts';

const argument = (name: string, fallback: number) => {
  const written = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return written === undefined ? fallback : Number(written);
};
const seconds = argument('seconds', 30);
const connections = argument('connections', 50);

const host = '127.0.0.1';
/** Beside the end-to-end run's ports (4110–4112), shifted by the same offset. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const ports = { news: 4120 + offset, auth: 4121 + offset, incident: 4122 + offset };
const base = (api: keyof typeof ports) => `http://${host}:${ports[api]}`;
const CLOCK = '2026-11-20T09:30:00Z';
const NOW = Math.floor(Date.parse(CLOCK) / 1000);
const DAY = 86_400;

const { child: service, ready: readyPromise } = startReferenceService('service', [], {
  TI_HOST: host,
  TI_CLOCK: CLOCK,
  TI_NEWS_PORT: String(ports.news),
  TI_AUTH_PORT: String(ports.auth),
  TI_INCIDENT_PORT: String(ports.incident),
});
service.once('exit', (code) => {
  console.error(`The service exited (code ${code}) during the load test.`);
  process.exit(1);
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  await readyPromise;
  const credentials = demoCredentials();
  const tokenResponse = await fetch(`${base('auth')}/user/token`, {
    method: 'POST',
    headers: { Origin: `http://${host}:4300`, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { data } = (await tokenResponse.json()) as { data: { accessToken: string } };
  const headers = { Authorization: `Bearer ${data.accessToken}` };
  const getJson = async (path: string) =>
    (await fetch(`${base('incident')}${path}`, { headers })).json() as Promise<{
      data: { id: string }[];
    }>;
  const incidentIds = (await getJson('/incidents?pageSize=200')).data.map(({ id }) => id);
  const themeIds = (await getJson('/themes?pageSize=50')).data.map(({ id }) => id);
  const categories = (await getJson('/incident-categories')).data.map(({ id }) => id);

  /** What analysts do: lists with filters, single records, reference lists. */
  const mixes = {
    news: {
      connections: Math.round(connections * 0.3),
      paths: [
        '/news?limit=100',
        '/news?search=eq:attack&limit=50',
        `/news?publishedAt=gte:${NOW - 7 * DAY}&sort=publishedAt_desc&limit=200`,
        '/news?countryCode=in:UKR,RUS,SYR&limit=100',
        '/taxonomies',
      ],
    },
    incident: {
      connections: connections - Math.round(connections * 0.3),
      paths: [
        '/incidents?sort=startedAt:desc',
        `/incidents?country=in:UKR;RUS;SYR;NGA&impact=gte:2&category=in:${categories.slice(0, 3).join(';')}`,
        '/incidents?search=drone&ongoing=eq:false',
        ...incidentIds.slice(0, 40).map((id) => `/incidents/${id}`),
        ...incidentIds.slice(40, 60).map((id) => `/incidents/${id}/overview`),
        '/themes',
        ...themeIds.slice(0, 10).map((id) => `/themes/${id}`),
        '/incident-categories',
        '/incident-types',
        '/geography/countries?pageSize=300',
        '/tags',
        '/sectors',
      ],
    },
  };

  const latencies: number[] = [];
  const runs = await Promise.all(
    (['news', 'incident'] as const).map(
      (api) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const { paths, connections: share } = mixes[api];
          let next = 0;
          const instance = autocannon(
            {
              url: base(api),
              connections: share,
              duration: seconds,
              headers,
              requests: [
                {
                  setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
                },
              ],
            },
            (error: Error | null, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const total = (pick: (result: autocannon.Result) => number) =>
    runs.reduce((sum, result) => sum + pick(result), 0);
  const requests = total((result) => result.requests.total);
  const failures = {
    errors: total((result) => result.errors),
    timeouts: total((result) => result.timeouts),
    'non-2xx': total((result) => result.non2xx),
  };
  console.log(
    `\nLoad test: ${connections} connections for ${seconds} s over loopback (news ${mixes.news.connections}, incident ${mixes.incident.connections}), ${mixes.news.paths.length + mixes.incident.paths.length} authenticated requests in rotation`,
  );
  console.log(`  requests:   ${requests.toLocaleString('en')}`);
  console.log(`  requests/s: ${(requests / seconds).toFixed(0)}`);
  console.log(
    `  latency:    p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `  failures:   ${Object.entries(failures)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ')}`,
  );
  const failed = Object.values(failures).some((count) => count > 0) || requests === 0;
  console.log(failed ? 'FAIL: some requests did not answer 2xx' : 'ok: every request answered 2xx');
  process.exitCode = failed ? 1 : 0;
} finally {
  service.removeAllListeners('exit');
  await stop(service);
}
