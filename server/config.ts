/**
 * The Watchfloor server's settings, read once at start from environment variables and checked
 * together, so a deployer sees every bad variable at once, one readable line each. Every
 * variable is optional: the defaults are the reference service that `npm start` runs.
 */
import { z } from 'zod';

export const DEFAULT_PORT = 4300;

/** Printed once the server listens; `npm start` and the e2e runner wait for it. */
export const SERVER_READY_LINE = 'Watchfloor server ready';

export interface ServerConfig {
  host: string;
  port: number;
  /** The built dashboard. */
  distDir: string;
  upstreams: { news: string; auth: string; incidents: string };
  /** The `Origin` the vendor expects on token requests. */
  upstreamOrigin: string;
  upstreamTimeoutMs: number;
  upstreamMaxBytes: number;
  /** Absent: an embedded PostgreSQL is started with its data under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  sessionIdleSeconds: number;
  /** Believe `X-Forwarded-Proto`/`-For`/`-Host` from the proxy in front. */
  trustProxy: boolean;
  /** The public address, when known: pins the origin that unsafe requests must come from. */
  publicUrl: string | undefined;
  admins: string[];
  mapStyleUrl: string | undefined;
  /** Further origins the map style loads tiles, glyphs or sprites from. */
  mapStyleOrigins: string[];
  mapIncidentLimit: number;
  /** The map's points: upstream pages read at once, and the memory kept for complete sets. */
  mapPoints: { concurrency: number; cacheBytes: number };
  signInLimits: { perIp: number; perAccount: number; windowSeconds: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** The watcher (server/watches): its application credentials and poll interval, null when off. */
  watcher: { clientId: string; clientSecret: string; pollSeconds: number | null };
  /** How often each instance looks for scheduled briefings that are due (server/briefings). */
  briefingPollSeconds: number;
  /** Alerts beyond the app (server/delivery): webhooks and email. */
  delivery: {
    /** Hosts webhooks may reach although they resolve to private or loopback addresses. */
    webhookAllow: string[];
    webhookTimeoutMs: number;
    /** Absent: this server sends no email, and a watch cannot name addresses. */
    smtpUrl: string | undefined;
    mailFrom: string;
    /** The first retry's delay; each later one doubles, up to an hour, for 24 h. */
    retrySeconds: number;
  };
}

export class ServerConfigError extends Error {
  override name = 'ServerConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().positive();
const httpBase = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !new URL(value).search && !new URL(value).hash, 'must not have ?query or #')
  .transform((value) => value.replace(/\/+$/, ''));
const origin = z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
  message: 'must be a bare origin such as https://watchfloor.example.com',
});
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const Env = z.object({
  WATCHFLOOR_HOST: z.string().min(1).default('127.0.0.1'),
  WATCHFLOOR_PORT: port.default(DEFAULT_PORT),
  WATCHFLOOR_DIST: z.string().min(1).default('dist'),
  NEWS_URL: httpBase.default('http://127.0.0.1:4010'),
  AUTH_URL: httpBase.default('http://127.0.0.1:4011'),
  INCIDENT_URL: httpBase.default('http://127.0.0.1:4012'),
  UPSTREAM_ORIGIN: origin.optional(),
  UPSTREAM_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  UPSTREAM_MAX_MB: positiveInt.max(1024).default(64),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WATCHFLOOR_DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: port.default(5433),
  SESSION_IDLE_MINUTES: positiveInt.max(7 * 24 * 60).default(8 * 60),
  TRUST_PROXY: flag.default(false),
  PUBLIC_URL: origin.optional(),
  WATCHFLOOR_ADMINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MAP_STYLE_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  MAP_INCIDENT_LIMIT: positiveInt.default(50_000),
  MAP_POINTS_CONCURRENCY: positiveInt.max(32).default(4),
  MAP_POINTS_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  SIGN_IN_LIMIT_PER_IP: positiveInt.default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  SIGN_IN_LIMIT_WINDOW_SECONDS: positiveInt.default(300),
  WATCHFLOOR_CLIENT_ID: z.string().min(1).default('watchfloor-demo-client'),
  WATCHFLOOR_CLIENT_SECRET: z.string().min(1).default('watchfloor-demo-secret'),
  WATCHFLOOR_POLL_SECONDS: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(3600)], {
      error: 'must be a whole number of seconds from 1 to 3600, or off',
    })
    .default(60),
  WATCHFLOOR_BRIEFING_POLL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 3600' })
    .int('must be a whole number of seconds from 1 to 3600')
    .min(1, 'must be a whole number of seconds from 1 to 3600')
    .max(3600, 'must be a whole number of seconds from 1 to 3600')
    .default(15),
  WATCHFLOOR_WEBHOOK_ALLOW: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, '$1'),
        )
        .filter(Boolean),
    ),
  WEBHOOK_TIMEOUT_SECONDS: positiveInt.max(60).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Watchfloor <watchfloor@localhost>'),
  DELIVERY_RETRY_SECONDS: positiveInt.max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
});

type EnvInput = Record<string, string | undefined>;

/** Empty strings count as unset, as shells and compose files often leave them. */
const withoutBlanks = (env: EnvInput) =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );

/** Reads and checks every variable; throws ServerConfigError listing each bad one. */
export function readServerConfig(env: EnvInput = process.env): ServerConfig {
  const parsed = Env.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ServerConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = env[name];
        const secret =
          name === 'DATABASE_URL' || name === 'WATCHFLOOR_CLIENT_SECRET' || name === 'SMTP_URL';
        const shown = secret || given === undefined ? '' : ` (got "${given}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    host: e.WATCHFLOOR_HOST,
    port: e.WATCHFLOOR_PORT,
    distDir: e.WATCHFLOOR_DIST,
    upstreams: { news: e.NEWS_URL, auth: e.AUTH_URL, incidents: e.INCIDENT_URL },
    upstreamOrigin: e.UPSTREAM_ORIGIN ?? e.PUBLIC_URL ?? `http://127.0.0.1:${e.WATCHFLOOR_PORT}`,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_SECONDS * 1000,
    upstreamMaxBytes: e.UPSTREAM_MAX_MB * 1024 * 1024,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.WATCHFLOOR_DATA_DIR,
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    sessionIdleSeconds: e.SESSION_IDLE_MINUTES * 60,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    admins: e.WATCHFLOOR_ADMINS,
    mapStyleUrl: e.MAP_STYLE_URL,
    mapStyleOrigins: e.MAP_STYLE_ORIGINS,
    mapIncidentLimit: e.MAP_INCIDENT_LIMIT,
    mapPoints: {
      concurrency: e.MAP_POINTS_CONCURRENCY,
      cacheBytes: e.MAP_POINTS_CACHE_MB * 1024 * 1024,
    },
    signInLimits: {
      perIp: e.SIGN_IN_LIMIT_PER_IP,
      perAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
      windowSeconds: e.SIGN_IN_LIMIT_WINDOW_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    watcher: {
      clientId: e.WATCHFLOOR_CLIENT_ID,
      clientSecret: e.WATCHFLOOR_CLIENT_SECRET,
      pollSeconds: e.WATCHFLOOR_POLL_SECONDS === 'off' ? null : e.WATCHFLOOR_POLL_SECONDS,
    },
    briefingPollSeconds: e.WATCHFLOOR_BRIEFING_POLL_SECONDS,
    delivery: {
      webhookAllow: e.WATCHFLOOR_WEBHOOK_ALLOW,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.SMTP_FROM,
      retrySeconds: e.DELIVERY_RETRY_SECONDS,
    },
  };
}
