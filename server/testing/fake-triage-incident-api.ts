import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the vendor's incident API as triage reads it: incidents by id (full and
 * overview) and the list filtered by an `updatedAt=bt:<from>;<to>` window sorted by revision.
 * Tests revise an incident as the vendor would, or make the service fail, and read the requests
 * it received (path, query and bearer token).
 */

export interface FakeIncident {
  id: string;
  summary: string;
  impact: number;
  countries: string[];
  startedAt: number;
  updatedAt: number;
  isOngoing: boolean;
  casualties: number;
}

export interface FakeIncidentApi {
  url: string;
  requests: { path: string; search: string; authorization: string | undefined }[];
  incidents: Map<string, FakeIncident>;
  /** Answer every request with this status, or drop the connection (`'down'`). */
  failWith: number | 'down' | undefined;
  add(incident: Partial<FakeIncident> & { id: string }): FakeIncident;
  /** The vendor revises the incident at `at` (Unix seconds). */
  revise(id: string, at: number, changes?: Partial<FakeIncident>): void;
  close(): Promise<void>;
}

const CATEGORY = {
  id: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
  name: 'Civil unrest',
  colour: '#C0392B',
};

/** The vendor's form, with the fields triage reads (the server ignores the rest). */
function asVendorIncident(incident: FakeIncident) {
  return {
    id: incident.id,
    summary: incident.summary,
    description: 'Described at length.',
    category: CATEGORY,
    type: { id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', name: 'Protest' },
    impact: {
      rating: incident.impact,
      shortDescription: `Impact ${incident.impact}`,
      longDescription: '',
    },
    countries: incident.countries.map((code) => ({ code, name: `Country ${code}`, alpha2: null })),
    location: {
      latitude: 6.45,
      longitude: 3.39,
      accuracy: 1,
      timeZone: 'Africa/Lagos',
      utcOffset: 3600,
    },
    startedAt: { timestamp: incident.startedAt, localTime: '2026-11-20T10:00:00+0100' },
    endedAt: { timestamp: incident.updatedAt, localTime: '2026-11-20T12:00:00+0100' },
    isOngoing: incident.isOngoing,
    counts: { casualties: incident.casualties, references: 2 },
    updatedAt: incident.updatedAt,
  };
}

export async function startFakeIncidentApi(): Promise<FakeIncidentApi> {
  const incidents = new Map<string, FakeIncident>();
  const requests: FakeIncidentApi['requests'] = [];
  const app = new Hono();
  const api = {
    failWith: undefined as FakeIncidentApi['failWith'],
  };

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    requests.push({
      path: url.pathname,
      search: url.search,
      authorization: c.req.header('authorization'),
    });
    if (api.failWith === 'down') {
      // No answer at all: the connection is cut.
      const socket = (c.env as { incoming?: { socket?: { destroy(): void } } }).incoming?.socket;
      socket?.destroy();
      return c.body(null, 500);
    }
    if (api.failWith === 401) {
      return c.json(
        { status: 'fail', errors: [{ code: 401, message: 'The token is invalid.' }] },
        401,
      );
    }
    if (api.failWith) return c.json({ status: 'error', message: 'Broken.' }, api.failWith as 500);
    await next();
  });

  app.get('/incidents/:id/overview', (c) => {
    const incident = incidents.get(c.req.param('id'));
    if (!incident) return c.json({ status: 'fail', data: { id: 'No such incident' } }, 404);
    const { updatedAt: _updatedAt, ...overview } = asVendorIncident(incident);
    return c.json(overview);
  });
  app.get('/incidents/:id', (c) => {
    const incident = incidents.get(c.req.param('id'));
    if (!incident) return c.json({ status: 'fail', data: { id: 'No such incident' } }, 404);
    return c.json(asVendorIncident(incident));
  });
  app.get('/incidents', (c) => {
    const [from = 0, to = Infinity] = (c.req.query('updatedAt') ?? '')
      .replace(/^bt:/, '')
      .split(';')
      .map(Number);
    const page = Number(c.req.query('page') ?? 1);
    const pageSize = Number(c.req.query('pageSize') ?? 100);
    const revised = [...incidents.values()]
      .filter((one) => one.updatedAt >= from && one.updatedAt <= to)
      .sort((a, b) => a.updatedAt - b.updatedAt || a.id.localeCompare(b.id));
    return c.json({
      data: revised.slice((page - 1) * pageSize, page * pageSize).map(asVendorIncident),
    });
  });

  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      done(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    incidents,
    get failWith() {
      return api.failWith;
    },
    set failWith(value) {
      api.failWith = value;
    },
    add(partial) {
      const incident: FakeIncident = {
        summary: `Protest ${partial.id}`,
        impact: 2,
        countries: ['NGA'],
        startedAt: 1_763_600_000,
        updatedAt: 1_763_610_000,
        isOngoing: true,
        casualties: 0,
        ...partial,
      };
      incidents.set(incident.id, incident);
      return incident;
    },
    revise(id, at, changes = {}) {
      const incident = incidents.get(id);
      if (!incident) throw new Error(`No fake incident ${id}`);
      Object.assign(incident, changes, { updatedAt: at });
    },
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
