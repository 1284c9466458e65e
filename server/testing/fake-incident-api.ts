import { serve, type ServerType } from '@hono/node-server';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/**
 * The vendor's incident API reduced to what sites ask of it: `GET /incidents` with `area`,
 * `startedAt=gte:`, `reportedAt=lte:` and paging, and `GET /incidents/{id}/overview`, over
 * incidents a test places exactly where it wants them. It records every request, and refuses
 * tokens a test revokes.
 */

export interface FakeIncident {
  id: string;
  summary: string;
  category: { id: string; name: string; colour: string };
  type: { id: string; name: string };
  impact: { rating: number; shortDescription: string; longDescription: string };
  startedAt: { timestamp: number; localTime: string };
  reportedAt: number;
  isOngoing: boolean;
  location: {
    longitude: number;
    latitude: number;
    accuracy: number;
    timeZone: string;
    utcOffset: number;
  };
}

const CATEGORY_IDS: Record<string, string> = {
  Crime: '11111111-1111-4111-8111-111111111111',
  'Natural Hazards': '22222222-2222-4222-8222-222222222222',
  'Civil Unrest': '33333333-3333-4333-8333-333333333333',
  'Indirect Weapons': '44444444-4444-4444-8444-444444444444',
};

let serial = 0;

/** An incident at a point, of a category and impact, started `hoursAgo` before `now`. */
export function fakeIncident(options: {
  longitude: number;
  latitude: number;
  category?: string;
  impact?: number;
  hoursAgo?: number;
  now?: Date;
  id?: string;
}): FakeIncident {
  serial += 1;
  const category = options.category ?? 'Civil Unrest';
  const started =
    Math.floor((options.now ?? new Date()).getTime() / 1000) - (options.hoursAgo ?? 1) * 3600;
  const impact = options.impact ?? 3;
  return {
    id: options.id ?? `IN-${1000 + serial}`,
    summary: `${category} incident ${serial}`,
    category: {
      id: CATEGORY_IDS[category] ?? '55555555-5555-4555-8555-555555555555',
      name: category,
      colour: '#D62839',
    },
    type: { id: '66666666-6666-4666-8666-666666666666', name: 'Protest' },
    impact: { rating: impact, shortDescription: `Impact ${impact}`, longDescription: '' },
    startedAt: { timestamp: started, localTime: '2026-11-25T10:00:00+0000' },
    reportedAt: started + 600,
    isOngoing: false,
    location: {
      longitude: options.longitude,
      latitude: options.latitude,
      accuracy: 1,
      timeZone: 'Etc/UTC',
      utcOffset: 0,
    },
  };
}

export interface FakeIncidentApi {
  url: string;
  incidents: FakeIncident[];
  requests: URL[];
  revoked: Set<string>;
  close(): Promise<void>;
}

export async function startFakeIncidentApi(): Promise<FakeIncidentApi> {
  const incidents: FakeIncident[] = [];
  const requests: URL[] = [];
  const revoked = new Set<string>();
  const app = new Hono();

  app.use('*', async (c, next) => {
    requests.push(new URL(c.req.url));
    const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!token || revoked.has(token)) {
      return c.json(
        { status: 'fail', errors: [{ code: 401, message: 'The token is invalid.' }] },
        401,
      );
    }
    await next();
  });

  app.get('/incidents/:id/overview', (c) => {
    const incident = incidents.find((candidate) => candidate.id === c.req.param('id'));
    if (!incident) return c.json({ status: 'fail', data: { id: 'No such incident.' } }, 404);
    return c.json(incident);
  });

  app.get('/incidents', (c) => {
    const area = c.req.query('area');
    const started = c.req.query('startedAt');
    const reported = c.req.query('reportedAt');
    const page = Number(c.req.query('page') ?? 1);
    const pageSize = Number(c.req.query('pageSize') ?? 100);
    const polygon = area ? (JSON.parse(area.replace(/^in:/, '')) as number[][][]) : undefined;
    const matching = incidents
      .filter((incident) => {
        if (started && incident.startedAt.timestamp < Number(started.replace(/^gte:/, ''))) {
          return false;
        }
        if (reported && incident.reportedAt > Number(reported.replace(/^lte:/, ''))) return false;
        if (!polygon) return true;
        return booleanPointInPolygon([incident.location.longitude, incident.location.latitude], {
          type: 'Polygon',
          coordinates: polygon,
        });
      })
      .sort((a, b) => b.startedAt.timestamp - a.startedAt.timestamp);
    return c.json({ data: matching.slice((page - 1) * pageSize, page * pageSize) });
  });

  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      done(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    incidents,
    requests,
    revoked,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
