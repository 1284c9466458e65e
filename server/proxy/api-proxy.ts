import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { compressBody } from './compress-body.ts';
import { error, fail, sessionRequired } from '../http/jsend.ts';
import { sessionOf } from '../sessions/current-session.ts';
import { deleteSession } from '../sessions/session-store.ts';
import {
  failureMessage,
  failureStatus,
  requestUpstream,
  UPSTREAM_LABELS,
  type UpstreamName,
} from './upstream-request.ts';

/**
 * `/api/news/*` and `/api/incidents/*`: the vendor's data APIs on the dashboard's own origin.
 * The server adds the session's bearer token; the browser never holds it. Only the configured
 * bases are ever contacted: the request decides the path below a base, never the host, and a
 * path that could climb out of the base (`..`, encoded slashes or backslashes) is refused.
 */

const PREFIXES: Record<string, UpstreamName> = { news: 'news', incidents: 'incidents' };

/** Statuses whose JSend bodies the dashboard explains: passed on as the upstream sent them. */
const PASSED_THROUGH = new Set([200, 400, 401, 403, 404, 410, 422, 429]);

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

const isJson = (contentType: string | null) =>
  contentType !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

export function apiProxy(deps: ServerDeps) {
  const { config } = deps;
  const app = new Hono();
  const limits = { timeoutMs: config.upstreamTimeoutMs, maxBytes: config.upstreamMaxBytes };

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

    const result = await requestUpstream(
      target,
      {
        method: c.req.method,
        headers: { Authorization: `Bearer ${session.vendorToken}`, Accept: 'application/json' },
      },
      limits,
    );
    if (!result.ok) {
      return error(c, failureStatus(result.failure), failureMessage(upstream, result.failure));
    }
    const contentType = result.headers['content-type'] ?? null;

    if (result.status === 401) {
      // The vendor no longer accepts this token (revoked, expired, rotated secret): the session
      // is over here too, in every tab and instance.
      const id = c.get('sessionId');
      if (id) await deleteSession(deps.db, id);
    }
    if (!PASSED_THROUGH.has(result.status) || !isJson(contentType)) {
      const label = UPSTREAM_LABELS[upstream];
      return error(
        c,
        502,
        result.status >= 500
          ? `The ${label} failed to answer this request (HTTP ${result.status}). Try again in a moment.`
          : `The ${label} answered in a way this server does not understand (HTTP ${result.status}).`,
      );
    }

    const headers = new Headers({
      'Content-Type': contentType ?? 'application/json',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    });
    const retryAfter = result.headers['retry-after'];
    if (typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter)) {
      headers.set('Retry-After', retryAfter);
    }
    if (c.req.method === 'HEAD') return new Response(null, { status: result.status, headers });
    const compressed = await compressBody(result.body, c.req.header('accept-encoding'));
    if (compressed.encoding) headers.set('Content-Encoding', compressed.encoding);
    headers.set('Content-Length', String(compressed.body.byteLength));
    return new Response(compressed.body, { status: result.status, headers });
  };
  app.all('/:api{news|incidents}', handle);
  app.all('/:api{news|incidents}/*', handle);
  return app;
}
