/**
 * The dashboard's runtime configuration: `config.json` beside index.html, read before the
 * first render so one build serves any deployment. zod/mini keeps the validator out of the
 * way of the initial bundle budget.
 */
import * as z from 'zod/mini';

export interface RuntimeConfig {
  newsUrl: string;
  authUrl: string;
  incidentUrl: string;
  /** A MapLibre style URL; absent means the built-in offline basemap. */
  mapStyleUrl: string | undefined;
  /**
   * The most incidents the explorer map loads (page by page) for one filtered set; beyond it the
   * map says how many it shows. Memory and drawing time grow with it.
   */
  mapIncidentLimit: number;
}

export const DEFAULT_MAP_INCIDENT_LIMIT = 50_000;

export interface ConfigProblem {
  /** The offending key of config.json, when the problem is about one key. */
  key?: string;
  message: string;
}

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problems: ConfigProblem[] };

export const CONFIG_KEYS = [
  'newsUrl',
  'authUrl',
  'incidentUrl',
  'mapStyleUrl',
  'mapIncidentLimit',
] as const;

function httpUrl(what: string) {
  return z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined
        ? `is missing: it must be the base URL of ${what}`
        : `must be an absolute http(s) URL of ${what}, got ${JSON.stringify(issue.input)}`,
  });
}

const runtimeConfigSchema = z.strictObject(
  {
    newsUrl: httpUrl('the news API'),
    authUrl: httpUrl('the authentication API'),
    incidentUrl: httpUrl('the incident API'),
    mapStyleUrl: z.optional(
      z.nullable(z.union([z.literal(''), httpUrl('a MapLibre style document')])),
    ),
    mapIncidentLimit: z.optional(
      z.nullable(
        z
          .int({
            error: (issue) =>
              `must be a whole number of incidents, got ${JSON.stringify(issue.input)}`,
          })
          .check(z.minimum(1, { error: 'must be at least 1' })),
      ),
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a known key; the keys are ${CONFIG_KEYS.join(', ')}`
        : `must be a JSON object with the keys ${CONFIG_KEYS.join(', ')}`,
  },
);

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Validates the parsed JSON of config.json; every problem names its key. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  const result = runtimeConfigSchema.safeParse(input);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.flatMap((issue): ConfigProblem[] => {
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map((key) => ({ key, message: issue.message }));
        }
        const key = issue.path.map(String).join('.');
        return [key ? { key, message: issue.message } : { message: issue.message }];
      }),
    };
  }
  const { newsUrl, authUrl, incidentUrl, mapStyleUrl, mapIncidentLimit } = result.data;
  return {
    ok: true,
    config: {
      newsUrl: withoutTrailingSlash(newsUrl),
      authUrl: withoutTrailingSlash(authUrl),
      incidentUrl: withoutTrailingSlash(incidentUrl),
      mapStyleUrl: mapStyleUrl || undefined,
      mapIncidentLimit: mapIncidentLimit ?? DEFAULT_MAP_INCIDENT_LIMIT,
    },
  };
}
