import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';

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

export type UpstreamFailure =
  | { kind: 'timeout' }
  /** `code`: the system's error code (ECONNREFUSED, ECONNRESET…), for the server's log. */
  | { kind: 'unreachable'; code?: string }
  | { kind: 'too-large' };

/**
 * How a kept-alive connection the upstream closed while idle fails when it is reused: reset,
 * or a broken pipe when the request is written after the close arrived.
 */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE']);

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamResult =
  | ({ ok: true } & UpstreamAnswer)
  | { ok: false; failure: UpstreamFailure };

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export type OpenedUpstream =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: IncomingMessage }
  | { ok: false; failure: UpstreamFailure };

export interface UpstreamInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Tears the exchange down when the answer is no longer wanted (it then counts as unreachable). */
  signal?: AbortSignal;
}

/**
 * Sends the request and resolves once the upstream's status and headers are in, with its body
 * still to read. The time limit covers the body too: past it the exchange is torn down.
 */
export async function openUpstream(
  url: URL,
  init: UpstreamInit,
  limits: UpstreamLimits,
): Promise<OpenedUpstream> {
  const first = await openOnce(url, init, limits);
  // A kept-alive connection the upstream closed while idle fails the moment it is reused (the
  // request never reached it: see STALE_CONNECTION_CODES). A GET or HEAD is sent again once, on
  // a fresh connection; the Node documentation recommends exactly this for idempotent requests.
  if (first.ok || !first.staleConnection || !['GET', 'HEAD'].includes(init.method)) return first;
  return openOnce(url, init, limits);
}

type OpenAttempt = OpenedUpstream & { staleConnection?: boolean };

function openOnce(url: URL, init: UpstreamInit, limits: UpstreamLimits): Promise<OpenAttempt> {
  return new Promise((resolve) => {
    if (init.signal?.aborted) {
      resolve({ ok: false, failure: { kind: 'unreachable' } });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    let answered = false;
    const request = client.request(url, {
      method: init.method,
      headers: init.body
        ? { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) }
        : init.headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
    });
    const timer = setTimeout(() => {
      if (!answered) resolve({ ok: false, failure: { kind: 'timeout' } });
      answered = true;
      request.destroy(new Error('upstream timeout'));
    }, limits.timeoutMs);
    request.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const staleConnection =
        request.reusedSocket &&
        STALE_CONNECTION_CODES.has(error.code ?? '') &&
        !init.signal?.aborted;
      const failure = { kind: 'unreachable' as const, ...(error.code ? { code: error.code } : {}) };
      if (!answered) resolve({ ok: false, failure, staleConnection });
      answered = true;
    });
    const abort = () => request.destroy(new Error('upstream request aborted'));
    init.signal?.addEventListener('abort', abort, { once: true });
    request.once('close', () => init.signal?.removeEventListener('abort', abort));
    request.once('response', (response) => {
      response.once('close', () => clearTimeout(timer));
      if (answered) return void response.destroy();
      answered = true;
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        resolve({ ok: false, failure: { kind: 'too-large' } });
        return;
      }
      resolve({
        ok: true,
        status: response.statusCode ?? 502,
        headers: response.headers,
        body: response,
      });
    });
    request.end(init.body);
  });
}

/** Sends the request and reads the whole answer, within the limits. */
export async function requestUpstream(
  url: URL,
  init: UpstreamInit,
  limits: UpstreamLimits,
): Promise<UpstreamResult> {
  const opened = await openUpstream(url, init, limits);
  if (!opened.ok) return opened;
  const body = await readLimited(opened.body, limits.maxBytes);
  return body.ok
    ? { ok: true, status: opened.status, headers: opened.headers, body: body.body }
    : { ok: false, failure: body.failure };
}

/** The whole body in one buffer, or the reason it could not be had. */
export function readLimited(
  body: IncomingMessage,
  maxBytes: number,
): Promise<{ ok: true; body: Buffer } | { ok: false; failure: UpstreamFailure }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        body.destroy();
        resolve({ ok: false, failure: { kind: 'too-large' } });
      } else {
        chunks.push(chunk);
      }
    });
    body.once('end', () => resolve({ ok: true, body: Buffer.concat(chunks, size) }));
    body.once('error', (error) =>
      resolve({
        ok: false,
        failure: { kind: /timeout/.test(error.message) ? 'timeout' : 'unreachable' },
      }),
    );
    body.once('close', () => {
      if (!body.complete) resolve({ ok: false, failure: { kind: 'unreachable' } });
    });
  });
}

/** Passes at most `maxBytes` through, then fails the stream (the answer is cut off). */
export function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > maxBytes ? new Error('upstream answer too large') : null, chunk);
    },
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

/** Statuses whose JSend bodies the dashboard explains: passed on as the upstream sent them. */
export const PASSED_THROUGH = new Set([200, 400, 401, 403, 404, 410, 422, 429]);

export const isJson = (contentType: string | null | undefined) =>
  typeof contentType === 'string' && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

/** An answer this server will not pass on (a 5xx, or not JSON): what the 502 says instead. */
export function unexpectedAnswerMessage(upstream: UpstreamName, status: number): string {
  const label = UPSTREAM_LABELS[upstream];
  return status >= 500
    ? `The ${label} failed to answer this request (HTTP ${status}). Try again in a moment.`
    : `The ${label} answered in a way this server does not understand (HTTP ${status}).`;
}
