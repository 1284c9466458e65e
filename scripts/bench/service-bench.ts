/**
 * The reference service at benchmark scale (100,000 incidents, 200,000 news by default) on
 * spare ports: representative requests loaded with autocannon over loopback (latency with
 * one connection, throughput with several), start time and memory, the 5-filter + search
 * query's p95 beside the unfiltered list's (measured in alternating turns, after each search
 * term's first two asks, which are timed apart), and the 5-filter query's throughput beside
 * the standard OpenAPI mock server (prism) sending the same bytes.
 * Used by `npm run bench` and `npm run bench:service`.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { READY_LINE } from '../../reference-service/config.ts';
import { bin, startLabelled, stop } from '../processes.ts';
import { startIncidentsMock } from './openapi-mock.ts';
import type { Figure } from './page-bench.ts';

export interface ServiceBenchOptions {
  incidents: number;
  news: number;
  /** Seconds per autocannon run. */
  seconds: number;
  /** Latency is measured one request at a time; throughput with this many connections. */
  connections: number;
  /** Shifts every port, so two checkouts can measure side by side. */
  portOffset: number;
}

export const SERVICE_BENCH_DEFAULTS: ServiceBenchOptions = {
  incidents: 100_000,
  news: 200_000,
  seconds: 8,
  connections: 10,
  portOffset: 0,
};

const host = '127.0.0.1';
// Pinned, so every run measures the same data.
const CLOCK = '2026-11-20T09:30:00Z';
const NOW = Math.floor(Date.parse(CLOCK) / 1000);
const DAY = 86_400;

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

const POLYGON = encodeURIComponent(
  JSON.stringify([
    [
      [22, 44],
      [41, 44],
      [41, 53],
      [22, 53],
    ],
  ]),
);

interface Scenario {
  name: string;
  /** Names the scenario's figures: `service.<key>.p95Ms`, … */
  key: string;
  url: string;
  /** Paths taken in turn, when one URL is not enough. */
  paths?: string[];
}

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

/** What one autocannon run saw. */
interface Samples {
  latencies: number[];
  requests: number;
  bytes: number;
  seconds: number;
  errors: number;
}

/** Where each list of paths goes on, so that short runs one after another share them evenly. */
const nextPath = new WeakMap<readonly string[], number>();

async function sample(
  scenario: Pick<Scenario, 'url' | 'paths'>,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<Samples> {
  const latencies: number[] = [];
  const { paths } = scenario;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: paths
          ? [
              {
                setupRequest: (request) => {
                  const next = nextPath.get(paths) ?? 0;
                  nextPath.set(paths, next + 1);
                  return { ...request, path: paths[next % paths.length]! };
                },
              },
            ]
          : undefined,
      },
      (error: Error | null, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    requests: result.requests.total,
    bytes: result.throughput.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function summarize(samples: readonly Samples[]): Run {
  const sum = (pick: (one: Samples) => number) =>
    samples.reduce((total, one) => total + pick(one), 0);
  const latencies = samples.flatMap((one) => one.latencies).sort((a, b) => a - b);
  const requests = sum((one) => one.requests);
  const seconds = sum((one) => one.seconds);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: requests / Math.max(seconds, Number.EPSILON),
    kbPerResponse: sum((one) => one.bytes) / Math.max(1, requests) / 1024,
    errors: sum((one) => one.errors),
  };
}

export async function load(
  scenario: Pick<Scenario, 'url' | 'paths'>,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<Run> {
  return summarize([await sample(scenario, options)]);
}

/**
 * Latency (one connection) of scenarios compared by a ratio, in alternating one-second turns,
 * `seconds` turns each: whatever else the machine does meanwhile falls on each of them alike.
 */
async function latencyInTurns(
  scenarios: readonly Scenario[],
  options: { seconds: number; headers: Record<string, string> },
): Promise<Run[]> {
  const samples = scenarios.map((): Samples[] => []);
  for (let turn = 0; turn < options.seconds; turn++) {
    for (const [index, scenario] of scenarios.entries()) {
      samples[index]!.push(
        await sample(scenario, { connections: 1, seconds: 1, headers: options.headers }),
      );
    }
  }
  return samples.map(summarize);
}

/**
 * The first two asks of each search term, one at a time, before any run: the first is answered
 * by the single statement, the second also keeps the term's ranking
 * (reference-service/db/incident-search.ts). The runs then measure the steady state.
 */
async function firstAsks(url: string, paths: readonly string[], headers: Record<string, string>) {
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const first: number[] = [];
  const second: number[] = [];
  for (const path of paths) first.push(await timed(path));
  for (const path of paths) second.push(await timed(path));
  return { first, second };
}

/** Resident memory of the service: tsx runs it in a child of the process we started. */
function rssMb(rootPid: number): number {
  const pids = [rootPid];
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

/**
 * The search plan's budget is relative: the 5-filter + search query's p95 beside the plain
 * first page's in the same run, so a busy machine slows both rather than failing one.
 */
function searchToUnfiltered(measured: { scenario: Scenario; latency: Run }[]) {
  const p95Of = (key: string) =>
    measured.find((one) => one.scenario.key === key)?.latency.p95 ?? NaN;
  const search = p95Of('fiveFilters');
  const unfiltered = p95Of('unfilteredList');
  return { search, unfiltered, ratio: search / unfiltered };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 1) => value.toFixed(digits).padStart(9);

/** Runs the whole service benchmark, prints its table and answers its figures. */
export async function runServiceBench(options: ServiceBenchOptions): Promise<Figure[]> {
  const { incidents, news, seconds, connections, portOffset } = options;
  const ports = {
    news: 4510 + portOffset,
    auth: 4511 + portOffset,
    incident: 4512 + portOffset,
    mock: 4513 + portOffset,
  };
  const base = (api: 'news' | 'auth' | 'incident') => `http://${host}:${ports[api]}`;

  const startedAt = performance.now();
  let ready: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const readyPromise = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const service = startLabelled(
    'service',
    bin('tsx'),
    ['reference-service/main.ts', `--incidents=${incidents}`, `--news=${news}`],
    {
      ...process.env,
      TI_HOST: host,
      TI_CLOCK: CLOCK,
      TI_NEWS_PORT: String(ports.news),
      TI_AUTH_PORT: String(ports.auth),
      TI_INCIDENT_PORT: String(ports.incident),
    },
    (line) => {
      if (line.includes(READY_LINE)) ready();
    },
  );
  const exitedEarly = (code: number | null) =>
    failed(new Error(`the service exited (code ${code}) before the benchmark finished`));
  service.once('exit', exitedEarly);
  try {
    await readyPromise;
    const startSeconds = (performance.now() - startedAt) / 1000;

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
      (await getJson(`${base('incident')}/incident-categories`)) as { data: { id: string }[] }
    ).data;
    const someIncidents = (
      (await getJson(`${base('incident')}/incidents?pageSize=1000`)) as { data: { id: string }[] }
    ).data.map((incident) => incident.id);

    const fiveFilters = `country=in:UKR;RUS;SYR;NGA;MLI;SDN&startedAt=gte:${NOW - 365 * DAY}&impact=gte:2&ongoing=eq:false&category=in:${categories
      .slice(0, 4)
      .map((category) => category.id)
      .join(';')}`;

    const scenarios: Scenario[] = [
      {
        name: 'incidents: 5 filters + search',
        key: 'fiveFilters',
        url: base('incident'),
        paths: SEARCH_TERMS.map((term) => `/incidents?search=${term}&${fiveFilters}`),
      },
      // The 5-filter query's peer: the same endpoint's first page, no filters, no search.
      {
        name: 'incidents: unfiltered list',
        key: 'unfilteredList',
        url: `${base('incident')}/incidents`,
      },
      {
        name: 'incidents: area polygon',
        key: 'area',
        url: `${base('incident')}/incidents?area=in:${POLYGON}`,
      },
      { name: 'news: default 24 hours', key: 'news24h', url: `${base('news')}/news` },
      {
        name: 'news: 3-month window, limit 5000',
        key: 'news3Months',
        url: `${base('news')}/news?publishedAt=bt:${NOW - 90 * DAY},${NOW}&limit=5000`,
      },
      {
        name: 'incident detail',
        key: 'incidentDetail',
        url: base('incident'),
        paths: someIncidents.map((id) => `/incidents/${id}`),
      },
    ];

    const scenario = (key: string) => scenarios.find((one) => one.key === key)!;
    const [search, unfiltered] = [scenario('fiveFilters'), scenario('unfilteredList')];
    const asks = await firstAsks(search.url, search.paths!, headers);
    const [searchLatency, unfilteredLatency] = await latencyInTurns([search, unfiltered], {
      seconds,
      headers,
    });
    const latencyInTurn = new Map([
      [search.key, searchLatency!],
      [unfiltered.key, unfilteredLatency!],
    ]);
    const measured: { scenario: Scenario; latency: Run; throughput: Run }[] = [];
    for (const one of scenarios) {
      measured.push({
        scenario: one,
        latency:
          latencyInTurn.get(one.key) ?? (await load(one, { connections: 1, seconds, headers })),
        throughput: await load(one, { connections, seconds, headers }),
      });
    }
    const rss = rssMb(service.pid!);

    // The mock comparison: one 5-filter request (no search), the same bytes from both servers.
    const comparedPath = `/incidents?${fiveFilters}`;
    const realBody = await getJson(`${base('incident')}${comparedPath}`);
    const serviceRun = await load(
      { url: `${base('incident')}${comparedPath}` },
      { connections, seconds, headers },
    );
    const mock = await startIncidentsMock({ host, port: ports.mock, incidentsBody: realBody });
    let mockRun: Run;
    try {
      mockRun = await load(
        { url: `${mock.url}${comparedPath}` },
        { connections, seconds, headers },
      );
    } finally {
      await mock.close();
    }

    console.log(
      `\nReference service at ${incidents.toLocaleString('en')} incidents and ${news.toLocaleString('en')} news items`,
    );
    console.log(`  start (spawn to ready): ${startSeconds.toFixed(1)} s`);
    console.log(`  RSS after the runs:     ${rss.toFixed(0)} MB`);
    console.log(
      `  autocannon over loopback, ${seconds} s per run: latency with 1 connection, throughput with ${connections}`,
    );
    console.log(
      `  (the first two rows' latency: ${seconds} alternating turns of 1 s each, after each term's first two asks)\n`,
    );
    console.log(
      `${pad('scenario', 36)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${`p95@${connections}`.padStart(9)}${'kB/resp'.padStart(9)}${'errors'.padStart(9)}`,
    );
    const row = (name: string, latency: Run | undefined, throughput: Run) =>
      console.log(
        `${pad(name, 36)}${latency ? `${num(latency.p50)}${num(latency.p95)}${num(latency.p99)}` : ' '.repeat(27)}${num(throughput.rps, 0)}${num(throughput.p95)}${num(throughput.kbPerResponse)}${num((latency?.errors ?? 0) + throughput.errors, 0)}`,
      );
    for (const { scenario, latency, throughput } of measured)
      row(scenario.name, latency, throughput);
    const searchRatio = searchToUnfiltered(measured);
    console.log(
      `\n5 filters + search beside the unfiltered list, p95 with 1 connection, in alternating 1 s turns: ${searchRatio.search.toFixed(1)} ms / ${searchRatio.unfiltered.toFixed(1)} ms = ${searchRatio.ratio.toFixed(2)}×`,
    );
    const termTimes = SEARCH_TERMS.map(
      (term, index) => `${term} ${asks.first[index]!.toFixed(0)}/${asks.second[index]!.toFixed(0)}`,
    );
    console.log(
      `Before the runs, each term's first and second ask, ms (single statement / keeping its ranking): ${termTimes.join(', ')}`,
    );
    console.log(
      `\nThe same 5-filter request (no search), ${connections} connections, the same bytes:`,
    );
    row('  service (real filtering)', undefined, serviceRun);
    row('  prism mock (static example)', undefined, mockRun);

    const figures: Figure[] = [
      {
        key: 'service.startSeconds',
        label: 'start: spawn → ready',
        value: startSeconds,
        unit: 's',
      },
      { key: 'service.rssMb', label: 'resident memory after the runs', value: rss, unit: 'MB' },
    ];
    for (const { scenario, latency, throughput } of measured) {
      const errors = latency.errors + throughput.errors;
      figures.push(
        {
          key: `service.${scenario.key}.p95Ms`,
          label: `${scenario.name}: p95 (1 connection)`,
          value: latency.p95,
          unit: 'ms',
          note: `p50 ${latency.p50.toFixed(1)}, p99 ${latency.p99.toFixed(1)} ms; ${throughput.kbPerResponse.toFixed(0)} kB/response`,
        },
        {
          key: `service.${scenario.key}.rps`,
          label: `${scenario.name}: throughput (${connections} connections)`,
          value: throughput.rps,
          unit: 'req/s',
          note: `p95 ${throughput.p95.toFixed(0)} ms${errors ? `; ${errors} errors` : ''}`,
        },
        {
          key: `service.${scenario.key}.errors`,
          label: `${scenario.name}: errors and non-2xx`,
          value: errors,
          unit: 'count',
        },
      );
    }
    figures.push(
      {
        key: 'service.fiveFilters.firstAskMs',
        label: '5 filters + search: slowest first ask of a term',
        value: Math.max(...asks.first),
        unit: 'ms',
        note: 'the single statement, before the term is ranked',
      },
      {
        key: 'service.fiveFilters.secondAskMs',
        label: '5 filters + search: slowest second ask of a term',
        value: Math.max(...asks.second),
        unit: 'ms',
        note: "keeps the term's ranking",
      },
      {
        key: 'service.fiveFilters.p95RatioToUnfiltered',
        label: '5 filters + search ÷ unfiltered list: p95',
        value: searchRatio.ratio,
        unit: 'ratio',
        note: `${searchRatio.search.toFixed(1)} ms beside ${searchRatio.unfiltered.toFixed(1)} ms`,
      },
      {
        key: 'service.compared.rps',
        label: '5-filter request: service, real filtering',
        value: serviceRun.rps,
        unit: 'req/s',
        note: `${serviceRun.kbPerResponse.toFixed(0)} kB/response, p95 ${serviceRun.p95.toFixed(0)} ms, ${serviceRun.errors} errors`,
      },
      {
        key: 'mock.compared.rps',
        label: '5-filter request: prism mock, static example',
        value: mockRun.rps,
        unit: 'req/s',
        note: `${mockRun.kbPerResponse.toFixed(0)} kB/response, p95 ${mockRun.p95.toFixed(0)} ms, ${mockRun.errors} errors`,
      },
      {
        key: 'service.throughputRatioToMock',
        label: 'throughput ratio service / mock',
        value: serviceRun.rps / Math.max(mockRun.rps, Number.EPSILON),
        unit: 'ratio',
      },
      {
        key: 'mock.compared.errors',
        label: 'prism mock: errors and non-2xx',
        value: mockRun.errors,
        unit: 'count',
      },
    );
    return figures;
  } finally {
    service.removeListener('exit', exitedEarly);
    await stop(service);
  }
}
