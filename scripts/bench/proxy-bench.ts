/**
 * The Watchfloor server's proxy beside the upstream it fronts, with the same requests: what the
 * same-origin design costs the analyst. The reference service (100,000 incidents, real clock: the
 * tokens it issues must not have expired by the server's clock) and
 * the compiled server on spare ports with a PostgreSQL of their own; each request mix is loaded
 * directly (bearer token) and through the proxy (session cookie), in alternation, twice, keeping
 * each side's better run so that a burst of other work on the machine decides neither.
 */
import { rm } from 'node:fs/promises';
import { demoCredentials } from '../../reference-service/demo-accounts.ts';
import { startReferenceService, startWatchfloorServer, stop } from '../processes.ts';
import { signInCookie, type Figure } from './page-bench.ts';
import { load } from './service-bench.ts';

const host = '127.0.0.1';
const SECONDS = 8;
const CONNECTIONS = 8;

/**
 * What the explorer asks at benchmark scale (100,000 incidents): pages of 50, sorted, filtered,
 * searched. These take the upstream milliseconds to tens of milliseconds, as a vendor's do; a
 * trivial request would measure only the second loopback hop, which a real vendor's network
 * round trip dwarfs.
 */
const PATHS = {
  incidents: [
    '/incidents?pageSize=50&sort=reportedAt:desc',
    '/incidents?pageSize=50&impact=gte:3&ongoing=eq:true&sort=startedAt:desc',
    '/incidents?pageSize=50&country=in:UKR;RUS;SYR;NGA;MLI;SDN&impact=gte:2&search=attack',
    '/incidents?pageSize=50&country=in:UKR;RUS;SYR;NGA;MLI;SDN&impact=gte:2&search=protest',
    '/incidents?pageSize=50&search=drone&sort=impact:desc',
  ],
};

export async function runProxyBench(portOffset: number): Promise<Figure[]> {
  const ports = { news: 4710, auth: 4711, incident: 4712, server: 4720, postgres: 5470 };
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] += portOffset;
  const upstream = {
    news: `http://${host}:${ports.news}`,
    auth: `http://${host}:${ports.auth}`,
    incident: `http://${host}:${ports.incident}`,
  };
  const serverUrl = `http://${host}:${ports.server}`;
  const dataDir = `.data/bench-proxy-${portOffset}`;
  await rm(`${dataDir}/postgres`, { recursive: true, force: true });

  const service = startReferenceService(
    'proxy-bench service',
    ['--incidents=100000', '--news=20000'],
    {
      TI_HOST: host,
      TI_NEWS_PORT: String(ports.news),
      TI_AUTH_PORT: String(ports.auth),
      TI_INCIDENT_PORT: String(ports.incident),
    },
  );
  const server = startWatchfloorServer('proxy-bench server', {
    compiled: true,
    env: {
      WATCHFLOOR_PORT: String(ports.server),
      NEWS_URL: upstream.news,
      AUTH_URL: upstream.auth,
      INCIDENT_URL: upstream.incident,
      WATCHFLOOR_DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(ports.postgres),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await Promise.all([service.ready, server.ready]);
    const credentials = demoCredentials();
    const tokenAnswer = await fetch(`${upstream.auth}/user/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: serverUrl },
      body: JSON.stringify(credentials),
    });
    const token = ((await tokenAnswer.json()) as { data: { accessToken: string } }).data
      .accessToken;
    const session = await signInCookie(serverUrl, credentials);
    const cookie = `${session.name}=${session.value}`;

    const sides = {
      direct: {
        url: upstream.incident,
        paths: PATHS.incidents,
        headers: { Authorization: `Bearer ${token}` },
      },
      proxy: {
        url: `${serverUrl}/api/incidents`,
        paths: PATHS.incidents.map((path) => `/api/incidents${path}`),
        headers: { Cookie: cookie },
      },
    };
    const best = {
      direct: { p95: Infinity, rps: 0, errors: 0 },
      proxy: { p95: Infinity, rps: 0, errors: 0 },
    };
    // Warm both paths (JIT, connection pools) before measuring.
    for (const side of Object.values(sides)) {
      await load(side, { connections: 2, seconds: 2, headers: side.headers });
    }
    for (let round = 0; round < 2; round += 1) {
      for (const name of ['direct', 'proxy'] as const) {
        const side = sides[name];
        const latency = await load(side, {
          connections: 1,
          seconds: SECONDS,
          headers: side.headers,
        });
        const throughput = await load(side, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: side.headers,
        });
        best[name].p95 = Math.min(best[name].p95, latency.p95);
        best[name].rps = Math.max(best[name].rps, throughput.rps);
        best[name].errors += latency.errors + throughput.errors;
      }
    }
    return [
      {
        label: 'Direct to the incident API: p95 (1 connection)',
        value: best.direct.p95,
        unit: 'ms',
      },
      { label: 'Through the proxy: p95 (1 connection)', value: best.proxy.p95, unit: 'ms' },
      {
        key: 'proxy.p95Ratio',
        label: 'Proxy ÷ direct p95',
        value: best.proxy.p95 / best.direct.p95,
        unit: 'ratio',
      },
      {
        label: `Direct throughput (${CONNECTIONS} connections)`,
        value: best.direct.rps,
        unit: 'req/s',
      },
      {
        label: `Proxy throughput (${CONNECTIONS} connections)`,
        value: best.proxy.rps,
        unit: 'req/s',
      },
      {
        key: 'proxy.throughputRatio',
        label: 'Proxy ÷ direct throughput',
        value: best.proxy.rps / best.direct.rps,
        unit: 'ratio',
      },
      {
        key: 'proxy.errors',
        label: 'Failed requests (both sides)',
        value: best.direct.errors + best.proxy.errors,
        unit: 'count',
      },
    ];
  } finally {
    await Promise.all([stop(server.child, 15_000), stop(service.child)]);
  }
}
