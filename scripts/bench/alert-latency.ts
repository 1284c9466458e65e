import { startReferenceService, startWatchfloorServer, stop } from '../processes.ts';
import type { Figure } from './page-bench.ts';
import { freshDataDir, watchEverythingStream } from './watch-stream.ts';

/**
 * Issue 26: from an incident reported to its alert in the analyst's live stream ≤ the poll
 * interval + 2 s, as a distribution over 100 incidents. The reference service's live feed adds
 * an incident about every second; the Watchfloor server polls every POLL_SECONDS; a watch on
 * everything alerts on each; the benchmark reads the Server-Sent Events stream as a tab does and
 * takes each alert's arrival minus the instant the feed published the incident or its revision
 * (`updatedAt`, whole seconds: a figure may be up to a second high, never low).
 */

const POLL_SECONDS = 5;
const INCIDENTS = 100;
const host = '127.0.0.1';

export async function alertLatencyFigures(offset: number): Promise<Figure[]> {
  const ports = {
    news: 4710 + offset,
    auth: 4711 + offset,
    incident: 4712 + offset,
    server: 4720 + offset,
    postgres: 4725 + offset,
  };
  const serverUrl = `http://${host}:${ports.server}`;
  const dataDir = await freshDataDir(`bench-alerts-${offset}`);
  const service = startReferenceService('service', ['--incidents=5000'], {
    TI_HOST: host,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
    TI_CORS_ORIGINS: serverUrl,
    TI_FEED_INTERVAL: '1',
  });
  await service.ready;
  const server = startWatchfloorServer('server', {
    compiled: true,
    env: {
      WATCHFLOOR_PORT: String(ports.server),
      NEWS_URL: `http://${host}:${ports.news}`,
      AUTH_URL: `http://${host}:${ports.auth}`,
      INCIDENT_URL: `http://${host}:${ports.incident}`,
      WATCHFLOOR_DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(ports.postgres),
      WATCHFLOOR_POLL_SECONDS: String(POLL_SECONDS),
      LOG_LEVEL: 'warn',
    },
  });
  const abort = new AbortController();
  try {
    await server.ready;
    const reader = await watchEverythingStream(serverUrl, 'benchmark', abort.signal);
    // Per alert (incident and revision): its arrival less the revision's `updatedAt`, the
    // instant the feed published it (its `reportedAt` for a new incident).
    const arrivals = new Map<string, number>();
    // The part after the watcher stored the alert: the stream's own delay.
    const streamDelays: number[] = [];
    const decoder = new TextDecoder();
    let buffered = '';
    const deadline = Date.now() + (INCIDENTS * 3 + 60) * 1000;
    while (arrivals.size < INCIDENTS) {
      if (Date.now() > deadline) throw new Error(`only ${arrivals.size} alerts arrived`);
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      const at = Date.now();
      buffered += decoder.decode(value, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!block.split('\n').includes('event: alert')) continue;
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        const alert = JSON.parse(data) as {
          incidentId: string;
          incidentUpdatedAt: number;
          createdAt: string;
        };
        const key = `${alert.incidentId}@${alert.incidentUpdatedAt}`;
        if (arrivals.has(key)) continue;
        arrivals.set(key, at - alert.incidentUpdatedAt * 1000);
        streamDelays.push(at - Date.parse(alert.createdAt));
      }
    }
    abort.abort();

    const latencies = [...arrivals.values()];
    latencies.sort((a, b) => a - b);
    const at = (share: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!;
    streamDelays.sort((a, b) => a - b);
    const streamMedian = streamDelays[streamDelays.length >> 1] ?? 0;
    const spread = `stored → streamed p50 ${streamMedian} ms; p50 ${(at(0.5) / 1000).toFixed(1)} s, p90 ${(at(0.9) / 1000).toFixed(1)} s, max ${(at(1) / 1000).toFixed(1)} s over ${latencies.length} alerts`;
    return [
      {
        key: 'watches.pollIntervalMs',
        label: 'Watcher poll interval',
        value: POLL_SECONDS * 1000,
        unit: 'ms',
      },
      {
        key: 'watches.alertLatencyP95Ms',
        label: 'Incident reported → alert in the live stream, p95',
        value: at(0.95),
        unit: 'ms',
        note: spread,
      },
    ];
  } finally {
    abort.abort();
    await Promise.all([stop(service.child), stop(server.child, 15_000)]);
  }
}
