import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/**
 * The vendor as the watcher meets it: `POST /application/token` and `GET /incidents` with
 * `reportedAt`/`updatedAt` windows (`gte:<from>` or `bt:<from>;<to>`), sorting and paging, over incidents a test
 * places and revises. It can refuse tokens (401) and answer 429 with a Retry-After.
 */

export const FEED_CLIENT = { clientId: 'feed-client', secret: 'feed-secret' };

export interface FeedIncidentRecord {
  id: string;
  summary: string;
  category: { id: string; name: string; colour: string };
  type: { id: string; name: string };
  impact: { rating: number; shortDescription: string };
  location: { longitude: number; latitude: number };
  countries: { code: string; name: string }[];
  startedAt: { timestamp: number };
  endedAt: { timestamp: number };
  isOngoing: boolean;
  counts: { casualties: number; references: number };
  reportedAt: number;
  reviewedAt: number;
  updatedAt: number;
  map: { features: { geometry: unknown }[] };
}

const CATEGORIES: Record<string, string> = {
  Crime: '11111111-1111-4111-8111-111111111111',
  'Civil Unrest': '33333333-3333-4333-8333-333333333333',
};

let serial = 0;

export function feedIncident(options: {
  longitude: number;
  latitude: number;
  at: number;
  category?: string;
  impact?: number;
}): FeedIncidentRecord {
  serial += 1;
  const category = options.category ?? 'Civil Unrest';
  return {
    id: `IN-${5000 + serial}`,
    summary: `${category} incident ${serial}`,
    category: { id: CATEGORIES[category] ?? CATEGORIES.Crime!, name: category, colour: '#D62839' },
    type: { id: '66666666-6666-4666-8666-666666666666', name: 'Protest' },
    impact: { rating: options.impact ?? 3, shortDescription: 'Moderate' },
    location: { longitude: options.longitude, latitude: options.latitude },
    countries: [{ code: 'FRA', name: 'France' }],
    startedAt: { timestamp: options.at - 600 },
    endedAt: { timestamp: options.at - 600 },
    isOngoing: false,
    counts: { casualties: 0, references: 1 },
    reportedAt: options.at,
    reviewedAt: options.at,
    updatedAt: options.at,
    map: { features: [] },
  };
}

export interface FakeFeed {
  url: string;
  incidents: FeedIncidentRecord[];
  /** Tokens it issued, in order. */
  issued: string[];
  revoked: Set<string>;
  /** The next data requests answer 429 with this Retry-After, this many times. */
  rateLimit: { times: number; retryAfter: string };
  requests: URL[];
  /** When each of `requests` came (ms since the epoch). */
  requestedAt: number[];
  /** The incident list answers after this long: a busy vendor. */
  answerDelayMs: number;
  close(): Promise<void>;
}

const jwt = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

export async function startFakeFeed(): Promise<FakeFeed> {
  const feed = {
    incidents: [] as FeedIncidentRecord[],
    issued: [] as string[],
    revoked: new Set<string>(),
    rateLimit: { times: 0, retryAfter: '0' },
    requests: [] as URL[],
    requestedAt: [] as number[],
    answerDelayMs: 0,
  };
  const app = new Hono();
  app.post('/application/token', async (c) => {
    const body = await c.req.json<{ clientId?: string; secret?: string }>();
    if (body.clientId !== FEED_CLIENT.clientId || body.secret !== FEED_CLIENT.secret) {
      return c.json(
        { status: 'fail', data: { credentials: 'Client ID and secret do not match' } },
        401,
      );
    }
    const token = jwt({ sub: body.clientId, n: feed.issued.length, exp: 4_000_000_000 });
    feed.issued.push(token);
    return c.json({ status: 'success', data: { accessToken: token } });
  });
  app.get('/incidents', async (c) => {
    feed.requests.push(new URL(c.req.url));
    feed.requestedAt.push(Date.now());
    if (feed.answerDelayMs > 0) await new Promise((done) => setTimeout(done, feed.answerDelayMs));
    const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!feed.issued.includes(token) || feed.revoked.has(token)) {
      return c.json({ status: 'fail', errors: [{ code: 401, message: 'Invalid token' }] }, 401);
    }
    if (feed.rateLimit.times > 0) {
      feed.rateLimit.times -= 1;
      c.header('Retry-After', feed.rateLimit.retryAfter);
      return c.json({ status: 'fail', data: { requests: 'Too many requests' } }, 429);
    }
    const window = (name: 'reportedAt' | 'updatedAt') => {
      const written = c.req.query(name);
      if (!written) return () => true;
      if (written.startsWith('gte:')) {
        const from = Number(written.slice('gte:'.length));
        return (incident: FeedIncidentRecord) => incident[name] >= from;
      }
      const [from, to] = written.replace(/^bt:/, '').split(';').map(Number);
      return (incident: FeedIncidentRecord) => incident[name] >= from! && incident[name] <= to!;
    };
    const [reported, updated] = [window('reportedAt'), window('updatedAt')];
    const page = Number(c.req.query('page') ?? 1);
    const pageSize = Number(c.req.query('pageSize') ?? 100);
    const matching = feed.incidents
      .filter((incident) => reported(incident) && updated(incident))
      .sort((a, b) => {
        const field = c.req.query('sort') === 'reportedAt:asc' ? 'reportedAt' : 'updatedAt';
        return a[field] - b[field] || a.id.localeCompare(b.id);
      });
    return c.json({
      status: 'success',
      data: matching.slice((page - 1) * pageSize, page * pageSize),
    });
  });
  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      done(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(feed, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  });
}
