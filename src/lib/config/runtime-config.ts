/**
 * The dashboard's runtime configuration: `config.json` beside index.html, read before the
 * first render so one build serves any deployment. Checked by hand with the platform's URL
 * parser rather than zod: five keys do not need a schema library, and zod would be the largest
 * part of the login page's first download after React and the router (issue 11's budget).
 */

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

const URL_KEYS = {
  newsUrl: 'the news API',
  authUrl: 'the authentication API',
  incidentUrl: 'the incident API',
} as const;

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

const notHttpUrl = (what: string, value: unknown) =>
  `must be an absolute http(s) URL of ${what}, got ${JSON.stringify(value)}`;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Validates the parsed JSON of config.json; every problem names its key. */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      problems: [{ message: `must be a JSON object with the keys ${CONFIG_KEYS.join(', ')}` }],
    };
  }
  const record = input as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  for (const [key, what] of Object.entries(URL_KEYS)) {
    const value = record[key];
    if (value === undefined) {
      problems.push({ key, message: `is missing: it must be the base URL of ${what}` });
    } else if (!isHttpUrl(value)) {
      problems.push({ key, message: notHttpUrl(what, value) });
    }
  }
  const style = record.mapStyleUrl;
  if (style !== undefined && style !== null && style !== '' && !isHttpUrl(style)) {
    problems.push({ key: 'mapStyleUrl', message: notHttpUrl('a MapLibre style document', style) });
  }
  for (const key of Object.keys(record)) {
    if (!(CONFIG_KEYS as readonly string[]).includes(key)) {
      problems.push({ key, message: `is not a known key; the keys are ${CONFIG_KEYS.join(', ')}` });
    }
  }
  const limit = record.mapIncidentLimit;
  if (limit !== undefined && limit !== null) {
    if (typeof limit !== 'number' || !Number.isInteger(limit)) {
      problems.push({
        key: 'mapIncidentLimit',
        message: `must be a whole number of incidents, got ${JSON.stringify(limit)}`,
      });
    } else if (limit < 1) {
      problems.push({ key: 'mapIncidentLimit', message: 'must be at least 1' });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const { newsUrl, authUrl, incidentUrl } = record as Record<keyof typeof URL_KEYS, string>;
  const mapStyleUrl = typeof style === 'string' && style ? style : undefined;
  return {
    ok: true,
    config: {
      newsUrl: withoutTrailingSlash(newsUrl),
      authUrl: withoutTrailingSlash(authUrl),
      incidentUrl: withoutTrailingSlash(incidentUrl),
      mapStyleUrl,
      mapIncidentLimit: typeof limit === 'number' ? limit : DEFAULT_MAP_INCIDENT_LIMIT,
    },
  };
}
