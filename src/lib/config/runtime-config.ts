/**
 * The dashboard's runtime configuration: `/config.json`, served by the Watchfloor server from
 * its own settings and read before the first render, so one build serves any deployment. The
 * APIs are paths on the same origin (lib/http/deployment.ts), so no URL of an API is configured
 * here. Checked by hand with the platform's URL parser rather than zod: two keys do not need a
 * schema library, and zod would be the largest part of the login page's first download after
 * React and the router (issue 11's budget).
 */

export interface RuntimeConfig {
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
  | { ok: true; config: RuntimeConfig }
  | { ok: false; problems: ConfigProblem[] };

export const CONFIG_KEYS = ['mapStyleUrl', 'mapIncidentLimit'] as const;

/**
 * The API base URLs earlier versions read from config.json. Accepted and ignored: the dashboard
 * no longer connects anywhere but its own origin, so they cannot do harm, while refusing them
 * would stop an upgraded deployment whose config.json still carries them with an error page.
 */
export const RETIRED_CONFIG_KEYS = ['newsUrl', 'authUrl', 'incidentUrl'] as const;

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isKnownKey = (key: string) =>
  (CONFIG_KEYS as readonly string[]).includes(key) ||
  (RETIRED_CONFIG_KEYS as readonly string[]).includes(key);

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
  const style = record.mapStyleUrl;
  if (style !== undefined && style !== null && style !== '' && !isHttpUrl(style)) {
    problems.push({
      key: 'mapStyleUrl',
      message: `must be an absolute http(s) URL of a MapLibre style document, got ${JSON.stringify(style)}`,
    });
  }
  for (const key of Object.keys(record)) {
    if (!isKnownKey(key)) {
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
  return {
    ok: true,
    config: {
      mapStyleUrl: typeof style === 'string' && style ? style : undefined,
      mapIncidentLimit: typeof limit === 'number' ? limit : DEFAULT_MAP_INCIDENT_LIMIT,
    },
  };
}
