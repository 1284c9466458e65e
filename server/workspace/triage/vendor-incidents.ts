import { z } from 'zod';
import { INCIDENT_ID } from '../../../contract/formats.ts';
import { snapshotOf, type IncidentSnapshot } from '../../../contract/triage/snapshot.ts';
import type { ServerDeps } from '../../deps.ts';
import {
  failureMessage,
  failureStatus,
  parseJson,
  requestUpstream,
  type UpstreamFailure,
} from '../../proxy/upstream-request.ts';

/**
 * The few reads triage makes of the vendor's incident API, with the signed-in analyst's own
 * token (as the proxy would): one incident to snapshot it or to check it exists, and the
 * incidents revised in a window. Answers are values naming what happened; nothing is thrown
 * and no upstream text is echoed.
 */

/** Only the fields a snapshot keeps are read (the rest of the record is dropped unparsed). */
const SnapshotFields = z.object({
  id: z.string().regex(INCIDENT_ID),
  summary: z.string(),
  category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
  type: z.object({ name: z.string() }),
  impact: z.object({ rating: z.number(), shortDescription: z.string() }),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  startedAt: z.object({ timestamp: z.number() }),
  endedAt: z.object({ timestamp: z.number() }),
  isOngoing: z.boolean(),
  counts: z.object({ casualties: z.number(), references: z.number() }),
  updatedAt: z.number(),
});

const OverviewFields = z.object({ id: z.string().regex(INCIDENT_ID) });
const ListOfSnapshots = z.object({ data: z.array(SnapshotFields) });

export type VendorProblem =
  /** The vendor refused the session's token: the session is over, as the proxy would say. */
  | { kind: 'unauthorized' }
  | { kind: 'missing' }
  | { kind: 'failed'; status: 502 | 504; message: string };

export type VendorRead<T> = { kind: 'ok'; value: T } | VendorProblem;

export interface VendorCall {
  deps: ServerDeps;
  vendorToken: string;
  /** At most this long for the whole exchange (the server's own limit applies too). */
  timeoutMs?: number;
}

const LABEL = 'incident service';

function failed(failure: UpstreamFailure): VendorProblem {
  return {
    kind: 'failed',
    status: failureStatus(failure),
    message: failureMessage('incidents', failure),
  };
}

async function getJson(call: VendorCall, path: string, search = ''): Promise<VendorRead<unknown>> {
  const { config } = call.deps;
  const base = new URL(config.upstreams.incidents);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}${search}`, base.origin);
  const answer = await requestUpstream(
    url,
    {
      method: 'GET',
      headers: { Authorization: `Bearer ${call.vendorToken}`, Accept: 'application/json' },
    },
    {
      timeoutMs: Math.min(config.upstreamTimeoutMs, call.timeoutMs ?? config.upstreamTimeoutMs),
      maxBytes: config.upstreamMaxBytes,
    },
  );
  if (!answer.ok) return failed(answer.failure);
  if (answer.status === 401) return { kind: 'unauthorized' };
  if (answer.status === 404) return { kind: 'missing' };
  if (answer.status !== 200) {
    return {
      kind: 'failed',
      status: 502,
      message: `The ${LABEL} failed to answer (HTTP ${answer.status}). Try again in a moment.`,
    };
  }
  const body = parseJson(answer.body);
  return body === undefined
    ? { kind: 'failed', status: 502, message: `The ${LABEL} answered with something not JSON.` }
    : { kind: 'ok', value: body };
}

function shaped<T>(read: VendorRead<unknown>, schema: z.ZodType<T>): VendorRead<T> {
  if (read.kind !== 'ok') return read;
  const parsed = schema.safeParse(read.value);
  return parsed.success
    ? { kind: 'ok', value: parsed.data }
    : {
        kind: 'failed',
        status: 502,
        message: `The ${LABEL} answered in a shape this server does not understand.`,
      };
}

const pathOf = (id: string) => `/incidents/${encodeURIComponent(id)}`;

/** The incident's key fields as the vendor has them now (GET /incidents/{id}). */
export async function readSnapshot(
  call: VendorCall,
  incidentId: string,
): Promise<VendorRead<IncidentSnapshot>> {
  const read = shaped(await getJson(call, pathOf(incidentId)), SnapshotFields);
  return read.kind === 'ok' ? { kind: 'ok', value: snapshotOf(read.value) } : read;
}

/** Whether the vendor has the incident (its light overview: GET /incidents/{id}/overview). */
export async function confirmExists(
  call: VendorCall,
  incidentId: string,
): Promise<VendorRead<true>> {
  const read = shaped(await getJson(call, `${pathOf(incidentId)}/overview`), OverviewFields);
  return read.kind === 'ok' ? { kind: 'ok', value: true } : read;
}

export interface RevisedIncident {
  id: string;
  snapshot: IncidentSnapshot;
}

/**
 * One page of the incidents revised from `fromSeconds` to `toSeconds` (inclusive), oldest
 * revision first: `GET /incidents?updatedAt=bt:<from>;<to>&sort=updatedAt:asc`.
 */
export async function readRevised(
  call: VendorCall,
  window: { fromSeconds: number; toSeconds: number; page: number; pageSize: number },
): Promise<VendorRead<RevisedIncident[]>> {
  const search = new URLSearchParams({
    updatedAt: `bt:${window.fromSeconds};${window.toSeconds}`,
    sort: 'updatedAt:asc',
    page: String(window.page),
    pageSize: String(window.pageSize),
  });
  const read = shaped(await getJson(call, '/incidents', `?${search.toString()}`), ListOfSnapshots);
  return read.kind === 'ok'
    ? {
        kind: 'ok',
        value: read.value.data.map((one) => ({ id: one.id, snapshot: snapshotOf(one) })),
      }
    : read;
}
