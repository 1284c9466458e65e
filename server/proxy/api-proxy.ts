import { Hono, type Context } from 'hono';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { ServerDeps } from '../deps.ts';
import { chooseEncoding, compressBody, compressor } from './compress-body.ts';
import { answeredAlready } from '../http/answered-already.ts';
import { error, fail, sessionRequired } from '../http/jsend.ts';
import { mapOriginsOf, securityHeaderEntries } from '../http/security-headers.ts';
import { endCurrentSession, sessionOf } from '../sessions/current-session.ts';
import {
  byteLimit,
  failureMessage,
  failureStatus,
  isJson,
  openUpstream,
  PASSED_THROUGH,
  readLimited,
  unexpectedAnswerMessage,
  UPSTREAM_LABELS,
  type OpenedUpstream,
  type UpstreamName,
} from './upstream-request.ts';

/**
 * `/api/news/*` and `/api/incidents/*`: the vendor's data APIs on the dashboard's own origin.
 * The server adds the session's bearer token; the browser never holds it. Only the configured
 * bases are ever contacted: the request decides the path below a base, never the host, and a
 * path that could climb out of the base (`..`, encoded slashes or backslashes) is refused.
 */

declare module 'hono' {
  interface ContextVariableMap {
    /** The status of an answer written straight to the socket, for the request log. */
    sentStatus: number | undefined;
  }
}

const PREFIXES: Record<string, UpstreamName> = { news: 'news', incidents: 'incidents' };

/** `rest` is the raw (still encoded) path below the prefix, starting with '/'. */
function isSafeSubpath(rest: string): boolean {
  if (!rest.startsWith('/') || rest.startsWith('//')) return false;
  if (/%2f|%5c|%2e|\\|%00/i.test(rest)) return false;
  return !rest.split('/').some((segment) => segment === '..' || segment === '.');
}

export function targetUrl(base: string, rest: string, search: string): URL | undefined {
  if (!isSafeSubpath(rest)) return undefined;
  const baseUrl = new URL(base);
  const url = new URL(`${baseUrl.pathname.replace(/\/$/, '')}${rest}${search}`, baseUrl.origin);
  const basePath = baseUrl.pathname.replace(/\/$/, '');
  // Belt and braces: whatever the path said, the target stays on the base's origin and below it.
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return url;
}

export function apiProxy(deps: ServerDeps) {
  const { config } = deps;
  const app = new Hono();
  const limits = { timeoutMs: config.upstreamTimeoutMs, maxBytes: config.upstreamMaxBytes };
  const headerPolicy = {
    ...config,
    mapOrigins: mapOriginsOf(config.mapStyleUrl, config.mapStyleOrigins),
  };

  const handle = async (c: Context) => {
    const upstream = PREFIXES[c.req.param('api') ?? ''];
    if (!upstream) return fail(c, 404, { path: 'No API is served at this address.' });
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return fail(c, 405, { method: `The ${UPSTREAM_LABELS[upstream]} only answers GET.` });
    }
    const session = sessionOf(c);
    if (!session) {
      return sessionRequired(c, 'You are not signed in, or your session has ended. Sign in again.');
    }

    const raw = new URL(c.req.url);
    const prefix = `/api/${c.req.param('api')}`;
    const rest = raw.pathname.slice(prefix.length);
    const target = targetUrl(config.upstreams[upstream], rest, raw.search);
    if (!target) return fail(c, 404, { path: 'This address is not part of the API.' });
    /** For the log: which upstream, and the path asked for (never the query). */
    const where = { upstream, path: target.pathname };

    const opened = await openUpstream(
      target,
      {
        method: c.req.method,
        headers: { Authorization: `Bearer ${session.vendorToken}`, Accept: 'application/json' },
      },
      limits,
    );
    if (!opened.ok) {
      deps.log.warn({ ...where, failure: opened.failure }, 'upstream request failed');
      return error(c, failureStatus(opened.failure), failureMessage(upstream, opened.failure));
    }
    const contentType = opened.headers['content-type'] ?? null;

    if (opened.status === 401) {
      // The vendor no longer accepts this token (revoked, expired, rotated secret): the session
      // is over here too, in every tab and instance.
      await endCurrentSession(c, deps);
    }
    if (!PASSED_THROUGH.has(opened.status) || !isJson(contentType)) {
      opened.body.resume();
      deps.log.warn(
        { ...where, status: opened.status, contentType },
        'upstream answer not passed on',
      );
      return error(c, 502, unexpectedAnswerMessage(upstream, opened.status));
    }

    const headers: Record<string, string> = {
      'Content-Type': contentType ?? 'application/json',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    const retryAfter = opened.headers['retry-after'];
    if (typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter)) {
      headers['Retry-After'] = retryAfter;
    }
    if (c.req.method === 'HEAD') {
      opened.body.resume();
      return new Response(null, { status: opened.status, headers });
    }

    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) return streamThrough(c, outgoing, opened, headers, where);

    // Without a Node response to write to (the tests' in-process requests): whole bodies.
    const body = await readLimited(opened.body, limits.maxBytes);
    if (!body.ok)
      return error(c, failureStatus(body.failure), failureMessage(upstream, body.failure));
    const compressed = await compressBody(body.body, c.req.header('accept-encoding'));
    if (compressed.encoding) headers['Content-Encoding'] = compressed.encoding;
    headers['Content-Length'] = String(compressed.body.byteLength);
    return new Response(compressed.body, { status: opened.status, headers });
  };

  /**
   * Passes the upstream's answer on as it arrives, compressed on the way when the browser takes
   * it: receiving and sending overlap, and no web stream sits in between. The security headers
   * are written here, since the answer leaves before the middleware could add them.
   */
  function streamThrough(
    c: Context,
    outgoing: ServerResponse,
    opened: Extract<OpenedUpstream, { ok: true }>,
    headers: Record<string, string>,
    /** For the log: which upstream, and the path asked for (never the query). */
    where: { upstream: UpstreamName; path: string },
  ) {
    const declared = Number(opened.headers['content-length'] ?? NaN);
    const encoding = chooseEncoding(
      c.req.header('accept-encoding'),
      Number.isFinite(declared) ? declared : undefined,
    );
    const all: Record<string, string> = { ...headers };
    for (const [name, value] of securityHeaderEntries(c, headerPolicy)) all[name] = value;
    const requestId = c.get('requestId');
    if (requestId) all['X-Request-Id'] = requestId;
    if (encoding) all['Content-Encoding'] = encoding;
    else if (Number.isFinite(declared)) all['Content-Length'] = String(declared);
    outgoing.writeHead(opened.status, all);
    const limit = byteLimit(limits.maxBytes);
    // What broke the answer, when it was not the browser leaving. When it leaves, the pipeline
    // tears the other streams down with a premature-close error, which is not the upstream's.
    let cutBy: string | undefined;
    const noteCut = (failure: NodeJS.ErrnoException) => {
      if (failure.code !== 'ERR_STREAM_PREMATURE_CLOSE') cutBy ??= failure.message;
    };
    opened.body.on('error', noteCut);
    limit.on('error', noteCut);
    const stages = [opened.body, limit, ...(encoding ? [compressor(encoding)] : [])];
    pipeline([...stages, outgoing], (failure) => {
      if (!failure) return;
      // Cut off mid-answer (too large, upstream gone): the browser sees a broken response.
      outgoing.destroy();
      if (cutBy) deps.log.warn({ ...where, err: cutBy }, 'upstream answer cut off');
    });
    c.set('sentStatus', opened.status);
    return answeredAlready();
  }

  app.all('/:api{news|incidents}', handle);
  app.all('/:api{news|incidents}/*', handle);
  return app;
}
