/**
 * `npm run bench:service`: starts the reference service at benchmark scale (100,000 incidents,
 * 200,000 news by default) on spare ports, then loads five representative requests with
 * autocannon over loopback and prints start time, memory, latency percentiles and throughput.
 * A benchmark, not a test: it prints numbers and exits 0 unless the service fails to start.
 *
 *   npm run bench:service -- --incidents=20000 --news=40000 --seconds=5
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { READY_LINE } from '../server/config.ts';
import { bin, startLabelled, stop } from './processes.ts';

const argument = (name: string, fallback: number) => {
  const written = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return written === undefined ? fallback : Number(written);
};
const incidents = argument('incidents', 100_000);
const news = argument('news', 200_000);
const seconds = argument('seconds', 8);
/** Latency is measured one request at a time; throughput with this many connections. */
const connections = argument('connections', 10);

const host = '127.0.0.1';
const ports = { news: 4510, auth: 4511, incident: 4512 };
const base = (api: keyof typeof ports) => `http://${host}:${ports[api]}`;
// Pinned, so every run measures the same data.
const clock = '2026-11-20T09:30:00Z';
const now = Math.floor(Date.parse(clock) / 1000);
const DAY = 86_400;

const startedAt = performance.now();
let ready: () => void;
const readyPromise = new Promise<void>((resolve) => (ready = resolve));
const service = startLabelled(
  'service',
  bin('tsx'),
  ['server/main.ts', `--incidents=${incidents}`, `--news=${news}`],
  {
    ...process.env,
    TI_CLOCK: clock,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
  },
  (line) => {
    if (line.includes(READY_LINE)) ready();
  },
);
service.once('exit', (code) => {
  console.error(`The service exited (code ${code}) before the benchmark finished.`);
  process.exit(1);
});
await readyPromise;
const startSeconds = (performance.now() - startedAt) / 1000;

/** Resident memory of the service: tsx runs it in a child of the process we started. */
function serviceRssMb(): number {
  const pids = [service.pid!];
  for (let index = 0; index < pids.length; index++) {
    try {
      const children = readFileSync(`/proc/${pids[index]}/task/${pids[index]}/children`, 'utf8');
      pids.push(...children.split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb = Math.max(kb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // Ignore.
    }
  }
  return kb / 1024;
}

const tokenResponse = await fetch(`${base('auth')}/user/token`, {
  method: 'POST',
  headers: { Origin: 'http://127.0.0.1:4300', 'Content-Type': 'application/json' },
  body: JSON.stringify({
    email: process.env.TI_DEMO_EMAIL ?? 'analyst@watchfloor.example',
    password: process.env.TI_DEMO_PASSWORD ?? 'correct-horse-battery',
  }),
});
const { data } = (await tokenResponse.json()) as { data: { accessToken: string } };
const headers = { Authorization: `Bearer ${data.accessToken}` };
const getJson = async (url: string) => (await fetch(url, { headers })).json();

const categories = (
  (await getJson(`${base('incident')}/incident-categories`)) as {
    data: { id: string }[];
  }
).data;
const someIncidents = (
  (await getJson(`${base('incident')}/incidents?pageSize=1000`)) as {
    data: { id: string }[];
  }
).data.map((incident) => incident.id);

const polygon = encodeURIComponent(
  JSON.stringify([
    [
      [22, 44],
      [41, 44],
      [41, 53],
      [22, 53],
    ],
  ]),
);
/** Terms analysts search for, from the rare to the most common ('attack' matches ~46%). */
const SEARCH_TERMS = [
  'attack',
  'drone',
  'protest',
  'police',
  'kidnapping',
  'explosion',
  'ransomware',
  'flood',
];
const fiveFilters = `country=in:UKR;RUS;SYR;NGA;MLI;SDN&startedAt=gte:${now - 365 * DAY}&impact=gte:2&ongoing=eq:false&category=in:${categories
  .slice(0, 4)
  .map((category) => category.id)
  .join(';')}`;

const scenarios: { name: string; url: string; paths?: string[] }[] = [
  {
    name: 'incidents: 5 filters + search',
    url: base('incident'),
    paths: SEARCH_TERMS.map((term) => `/incidents?search=${term}&${fiveFilters}`),
  },
  { name: 'incidents: area polygon', url: `${base('incident')}/incidents?area=in:${polygon}` },
  { name: 'news: default 24 hours', url: `${base('news')}/news` },
  {
    name: 'news: 3-month window, limit 5000',
    url: `${base('news')}/news?publishedAt=bt:${now - 90 * DAY},${now}&limit=5000`,
  },
  {
    name: 'incident detail',
    url: base('incident'),
    paths: someIncidents.map((id) => `/incidents/${id}`),
  },
];

interface Run {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  kbPerResponse: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(scenario: (typeof scenarios)[number], connections: number): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const options: autocannon.Options = {
    url: scenario.url,
    connections,
    duration: seconds,
    headers,
    requests: scenario.paths
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: scenario.paths![next++ % scenario.paths!.length]!,
            }),
          },
        ]
      : undefined,
  };
  const instance = autocannon(options, (error: Error | null, result) =>
    error ? fail(error) : finish(result),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    kbPerResponse: result.throughput.average / Math.max(1, result.requests.average) / 1024,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const figures: { name: string; latency: Run; throughput: Run }[] = [];
for (const scenario of scenarios) {
  figures.push({
    name: scenario.name,
    latency: await load(scenario, 1),
    throughput: await load(scenario, connections),
  });
}
const rss = serviceRssMb();

service.removeAllListeners('exit');
await stop(service);

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 1) => value.toFixed(digits).padStart(9);
console.log(
  `\nReference service at ${incidents.toLocaleString('en')} incidents and ${news.toLocaleString('en')} news items`,
);
console.log(`  start (spawn to ready): ${startSeconds.toFixed(1)} s`);
console.log(`  RSS after the runs:     ${rss.toFixed(0)} MB`);
console.log(
  `  autocannon over loopback, ${seconds} s per run: latency with 1 connection, throughput with ${connections}\n`,
);
console.log(
  `${pad('scenario', 36)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${`p95@${connections}`.padStart(9)}${'kB/resp'.padStart(9)}${'errors'.padStart(9)}`,
);
for (const { name, latency, throughput } of figures) {
  console.log(
    `${pad(name, 36)}${num(latency.p50)}${num(latency.p95)}${num(latency.p99)}${num(throughput.rps, 0)}${num(throughput.p95)}${num(latency.kbPerResponse)}${num(latency.errors + throughput.errors, 0)}`,
  );
}
console.log(
  '\nTargets: p95 ≤ 25 ms for the 5-filter query; ≥ 1,500 req/s for incident detail; start ≤ 20 s.',
);
