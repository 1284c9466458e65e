import { readFileSync } from 'node:fs';
import { startMailSink } from '../../server/testing/mail-sink.ts';
import { startWebhookReceiver } from '../../server/testing/webhook-receiver.ts';
import { startReferenceService, startWatchfloorServer, stop } from '../processes.ts';
import type { Figure } from './page-bench.ts';
import { freshDataDir, watchEverythingStream } from './watch-stream.ts';

/**
 * Issue 26: the Watchfloor server's memory stays flat while it watches a live feed for an hour.
 * The reference service adds an incident about every second (and revises about as often); the
 * server polls every second, matches a watch on everything, stores each alert, sends it to a
 * webhook and an email address, and streams it to a tab. The server process's resident memory
 * is sampled throughout; the figure is its level over the last ten minutes beside its level
 * once warm (after the first ten), as a ratio, so a leak of any size per alert shows as growth.
 */

const host = '127.0.0.1';
const SAMPLE_SECONDS = 15;
const WARM_MINUTES = 10;

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
};

export async function watcherMemoryFigures(offset: number, minutes: number): Promise<Figure[]> {
  const ports = {
    news: 4810 + offset,
    auth: 4811 + offset,
    incident: 4812 + offset,
    server: 4820 + offset,
    postgres: 4825 + offset,
  };
  const serverUrl = `http://${host}:${ports.server}`;
  const dataDir = await freshDataDir(`bench-memory-${offset}`);
  const [sink, receiver] = await Promise.all([
    startMailSink({ smtpPort: 0, httpPort: 0 }),
    startWebhookReceiver(),
  ]);
  const service = startReferenceService('service', ['--incidents=5000'], {
    TI_HOST: host,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
    TI_CORS_ORIGINS: serverUrl,
    TI_FEED_INTERVAL: '1',
  });
  const abort = new AbortController();
  let server: ReturnType<typeof startWatchfloorServer> | undefined;
  try {
    await service.ready;
    server = startWatchfloorServer('server', {
      compiled: true,
      env: {
        WATCHFLOOR_PORT: String(ports.server),
        NEWS_URL: `http://${host}:${ports.news}`,
        AUTH_URL: `http://${host}:${ports.auth}`,
        INCIDENT_URL: `http://${host}:${ports.incident}`,
        WATCHFLOOR_DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(ports.postgres),
        WATCHFLOOR_POLL_SECONDS: '1',
        WATCHFLOOR_WEBHOOK_ALLOW: host,
        SMTP_URL: sink.smtpUrl,
        LOG_LEVEL: 'warn',
      },
    });
    await server.ready;
    const pid = server.child.pid!;
    // A tab's live stream, read to the end and dropped.
    let streamed = 0;
    const reader = await watchEverythingStream(serverUrl, 'memory benchmark', abort.signal, {
      webhooks: [receiver.url],
      emails: ['desk@watchfloor.example'],
    });
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        streamed += new TextDecoder().decode(value).split('event: alert').length - 1;
      }
    })().catch(() => {});

    const samples: { minute: number; mb: number }[] = [];
    const started = Date.now();
    let delivered = 0;
    while (Date.now() - started < minutes * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_SECONDS * 1000));
      if (server.child.exitCode !== null) throw new Error('the server stopped');
      const minute = (Date.now() - started) / 60_000;
      samples.push({ minute, mb: residentMb(pid) });
      // The harness keeps nothing: its own memory is not what is measured.
      delivered += sink.messages.length;
      sink.messages.length = 0;
      receiver.received.length = 0;
      if (samples.length % 20 === 0) {
        console.log(
          `  ${minute.toFixed(0)} min: ${samples.at(-1)!.mb.toFixed(0)} MB, ${streamed} alerts streamed, ${delivered} emails`,
        );
      }
    }
    const warmFrom = Math.min(WARM_MINUTES, minutes / 3);
    const tailFrom = minutes - Math.min(10, minutes / 3);
    const tail = median(samples.filter((sample) => sample.minute >= tailFrom).map((s) => s.mb));
    const warmMb = median(
      samples.filter((s) => s.minute >= warmFrom && s.minute < warmFrom * 2).map((s) => s.mb),
    );
    const peak = Math.max(...samples.map((sample) => sample.mb));
    return [
      {
        key: 'watches.memory.warmMb',
        label: `Server memory once warm (minutes ${warmFrom.toFixed(0)}–${(warmFrom * 2).toFixed(0)})`,
        value: warmMb,
        unit: 'MB',
      },
      {
        key: 'watches.memory.endRatioToWarm',
        label: `Server memory, last minutes of ${minutes} ÷ once warm`,
        value: tail / warmMb,
        unit: 'ratio',
        note: `${tail.toFixed(0)} MB at the end, peak ${peak.toFixed(0)} MB; ${streamed} alerts streamed, ${delivered} emails and webhooks each at a 1 s feed and poll`,
      },
    ];
  } finally {
    abort.abort();
    // The server first, while what it sends to still answers.
    if (server) await stop(server.child, 15_000);
    await Promise.all([stop(service.child), sink.close(), receiver.close()]);
  }
}
