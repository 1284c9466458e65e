import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../contract/filters/incidents.ts';
import type { ServerDeps } from '../../deps.ts';
import { error, fail, sessionRequired } from '../../http/jsend.ts';
import { endCurrentSession, sessionOf } from '../../sessions/current-session.ts';
import {
  failureMessage,
  failureStatus,
  parseJson,
  requestUpstream,
  UPSTREAM_LABELS,
} from '../../proxy/upstream-request.ts';

/**
 * Reads incidents from the vendor's incident API with the signed-in user's token: the vendor
 * is the only source of incidents, and what it shows this user is what the user may see.
 * Only the fields matching needs are read from each incident; an incident without them is
 * skipped rather than failing the whole answer.
 */

export const PointIncident = z.object({
  id: z.string(),
  summary: z.string(),
  category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
  type: z.object({ id: z.string(), name: z.string() }),
  impact: z.object({ rating: z.number().int(), shortDescription: z.string() }),
  startedAt: z.object({ timestamp: z.number() }),
  isOngoing: z.boolean(),
  location: z.object({
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
  }),
});

/** An incident as a point with what the radius rules read. */
export type PointIncident = z.infer<typeof PointIncident>;

/** Why the vendor gave no usable answer, as the response the route should send. */
export type VendorFailure = (c: Context) => Response;

export type VendorResult<T> = { ok: true; value: T } | { ok: false; failure: VendorFailure };

/** A 502 saying the vendor's answer could not be used. */
export const refused =
  (message: string): VendorFailure =>
  (c) =>
    error(c, 502, message);

/** The vendor APIs a workspace route reads on the user's behalf. */
export type VendorApi = 'incidents' | 'news';

/**
 * One GET to a vendor API with the session's token. A 401 ends the session (as the proxy does);
 * anything but 200 or 404, or a body that is not JSON, is this server's 502.
 */
export async function getVendorJson(
  deps: ServerDeps,
  c: Context,
  api: VendorApi,
  path: string,
  query: URLSearchParams,
): Promise<VendorResult<{ status: number; body: unknown }>> {
  const session = sessionOf(c);
  if (!session) {
    return {
      ok: false,
      failure: (ctx) => sessionRequired(ctx, 'You are not signed in, or your session has ended.'),
    };
  }
  const label = UPSTREAM_LABELS[api];
  const base = deps.config.upstreams[api].replace(/\/$/, '');
  const url = new URL(`${base}${path}?${query.toString()}`);
  const answer = await requestUpstream(
    url,
    {
      method: 'GET',
      headers: { Authorization: `Bearer ${session.vendorToken}`, Accept: 'application/json' },
    },
    { timeoutMs: deps.config.upstreamTimeoutMs, maxBytes: deps.config.upstreamMaxBytes },
  );
  if (!answer.ok) {
    const { failure } = answer;
    return {
      ok: false,
      failure: (ctx) => error(ctx, failureStatus(failure), failureMessage(api, failure)),
    };
  }
  const body = parseJson(answer.body);
  if (answer.status === 401) {
    // As the proxy does: the vendor no longer takes this token, so the session is over.
    await endCurrentSession(c, deps);
    return {
      ok: false,
      failure: (ctx) =>
        sessionRequired(ctx, `The ${label} no longer accepts your session. Sign in again.`),
    };
  }
  if (answer.status !== 200 && answer.status !== 404) {
    return {
      ok: false,
      failure: refused(
        `The ${label} refused the request (HTTP ${answer.status}). Try again in a moment.`,
      ),
    };
  }
  if (body === undefined) {
    return {
      ok: false,
      failure: refused(`The ${label} answered with something that is not JSON.`),
    };
  }
  return { ok: true, value: { status: answer.status, body } };
}

const ListBody = z.object({ data: z.array(z.unknown()) });

export interface IncidentPages<Incident = PointIncident> {
  incidents: Incident[];
  /** More pages were there than `maxPages`. */
  truncated: boolean;
}

/**
 * Every incident matching `query`, page by page (the API has no totals: a full page means
 * another may follow), up to `maxPages` pages of the largest size the API takes.
 */
export function fetchIncidentPages(
  deps: ServerDeps,
  c: Context,
  query: Record<string, string>,
  maxPages: number,
): Promise<VendorResult<IncidentPages>> {
  return fetchIncidentPagesAs(deps, c, query, maxPages, PointIncident);
}

/** As `fetchIncidentPages`, keeping what `schema` reads of each incident. */
export async function fetchIncidentPagesAs<Incident extends { id: string }>(
  deps: ServerDeps,
  c: Context,
  query: Record<string, string>,
  maxPages: number,
  schema: z.ZodType<Incident>,
): Promise<VendorResult<IncidentPages<Incident>>> {
  const incidents: Incident[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= maxPages; page += 1) {
    const params = new URLSearchParams({
      ...query,
      page: String(page),
      pageSize: String(MAX_PAGE_SIZE),
    });
    const answer = await getVendorJson(deps, c, 'incidents', '/incidents', params);
    if (!answer.ok) return answer;
    const list = ListBody.safeParse(answer.value.body);
    if (answer.value.status !== 200 || !list.success) {
      return {
        ok: false,
        failure: refused('The incident service sent a list this server cannot read.'),
      };
    }
    for (const item of list.data.data) {
      const incident = schema.safeParse(item);
      if (incident.success && !seen.has(incident.data.id)) {
        seen.add(incident.data.id);
        incidents.push(incident.data);
      }
    }
    if (list.data.data.length < MAX_PAGE_SIZE)
      return { ok: true, value: { incidents, truncated: false } };
  }
  return { ok: true, value: { incidents, truncated: true } };
}

/** One incident's point, category and impact (GET /incidents/{id}/overview). */
export async function fetchIncidentPoint(
  deps: ServerDeps,
  c: Context,
  incidentId: string,
): Promise<VendorResult<PointIncident>> {
  const answer = await getVendorJson(
    deps,
    c,
    'incidents',
    `/incidents/${encodeURIComponent(incidentId)}/overview`,
    new URLSearchParams(),
  );
  if (!answer.ok) return answer;
  if (answer.value.status === 404) {
    return {
      ok: false,
      failure: (ctx) => fail(ctx, 404, { incident: `There is no incident ${incidentId}.` }),
    };
  }
  const incident = PointIncident.safeParse(answer.value.body);
  if (!incident.success) {
    return {
      ok: false,
      failure: refused('The incident service sent an incident this server cannot read.'),
    };
  }
  return { ok: true, value: incident.data };
}
