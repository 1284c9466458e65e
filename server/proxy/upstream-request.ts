import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/**
 * One request to an upstream (the vendor or the reference service), with the server's time and
 * size limits, over kept-alive connections. Bodies are read whole into one buffer: node:http
 * rather than fetch, whose web streams cost several times more than the copy on bodies of
 * hundreds of kilobytes. Failures come back as values naming what went wrong, so callers answer
 * with the right JSend error (502 down or nonsense, 504 slow) and never echo internals.
 */

export interface UpstreamLimits {
  timeoutMs: number;
  maxBytes: number;
}

export type UpstreamFailure = { kind: 'timeout' } | { kind: 'unreachable' } | { kind: 'too-large' };

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamResult =
  ({ ok: true } & UpstreamAnswer) | { ok: false; failure: UpstreamFailure };

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export function requestUpstream(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  limits: UpstreamLimits,
): Promise<UpstreamResult> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const settle = (result: UpstreamResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(url, {
      method: init.method,
      headers: init.body
        ? { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) }
        : init.headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
    });
    const timer = setTimeout(() => {
      settle({ ok: false, failure: { kind: 'timeout' } });
      request.destroy();
    }, limits.timeoutMs);
    request.once('error', () => settle({ ok: false, failure: { kind: 'unreachable' } }));
    request.once('response', (response) => {
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        settle({ ok: false, failure: { kind: 'too-large' } });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limits.maxBytes) {
          response.destroy();
          settle({ ok: false, failure: { kind: 'too-large' } });
        } else {
          chunks.push(chunk);
        }
      });
      response.once('end', () =>
        settle({
          ok: true,
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks, size),
        }),
      );
      response.once('error', () => settle({ ok: false, failure: { kind: 'unreachable' } }));
    });
    request.end(init.body);
  });
}

/** The body as JSON, or undefined when it is not JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export const UPSTREAM_LABELS = {
  news: 'news service',
  auth: 'authentication service',
  incidents: 'incident service',
} as const;
export type UpstreamName = keyof typeof UPSTREAM_LABELS;

export function failureMessage(upstream: UpstreamName, failure: UpstreamFailure): string {
  const label = UPSTREAM_LABELS[upstream];
  switch (failure.kind) {
    case 'timeout':
      return `The ${label} did not answer in time. Try again in a moment.`;
    case 'unreachable':
      return `The ${label} cannot be reached right now. Try again in a moment.`;
    case 'too-large':
      return `The ${label} sent an answer larger than this server accepts.`;
  }
}

export const failureStatus = (failure: UpstreamFailure) => (failure.kind === 'timeout' ? 504 : 502);
