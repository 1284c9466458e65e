import { zGetSitesExposureResponse } from '@/api/watchfloor/zod.gen';
import { regexes } from 'zod/v4/core';
import {
  type Check,
  isCount,
  isInteger,
  isNumber,
  isObject,
  isString,
  ShapeIssue,
} from './loop-check';

/**
 * `GET /api/watchfloor/sites/exposure` checked by a loop instead of its generated schema: one
 * entry per site with incidents near it, each with its nearest and latest. Zod (run without its
 * compiled path, as the page's CSP requires) took 19–23 ms on a page's first use for 303 exposed
 * sites (0.23 MB) and 62–97 ms for a busy week (3,334 of 10,000 exposed, 4.5 MB); the loop
 * 2–4 ms and 7–16 ms. The envelope is still checked by the schema (a handful of values); every
 * site by the same rules in a loop (sites-exposure-check.test.ts holds the two side by side).
 */

const UUID = regexes.uuid();

const isUuid: Check = (value) =>
  typeof value === 'string' && UUID.test(value) ? undefined : 'Invalid UUID';
const isImpactOrNull: Check = (value) => (value === null ? undefined : isInteger(value));

type Problem = [path: PropertyKey[], message: string];

function fieldProblem(
  value: Record<string, unknown>,
  checks: Record<string, Check>,
): Problem | undefined {
  for (const key in checks) {
    const message = checks[key]!(value[key]);
    if (message) return [[key], message];
  }
  return undefined;
}

const SITE: Record<string, Check> = {
  siteId: isUuid,
  name: isString,
  longitude: isNumber,
  latitude: isNumber,
  radiusKm: isNumber,
};
const PERIOD: Record<string, Check> = { count: isCount, maxImpact: isImpactOrNull };
const INCIDENT: Record<string, Check> = {
  id: isString,
  summary: isString,
  impact: isInteger,
  impactLabel: isString,
  startedAt: isInteger,
  distanceKm: isNumber,
  longitude: isNumber,
  latitude: isNumber,
};
const CATEGORY: Record<string, Check> = { name: isString, colour: isString };

function objectProblem(value: unknown, checks: Record<string, Check>): Problem | undefined {
  if (!isObject(value)) return [[], 'Invalid input: expected object'];
  return fieldProblem(value, checks);
}

function incidentProblem(incident: unknown): Problem | undefined {
  const problem = objectProblem(incident, INCIDENT);
  if (problem) return problem;
  const category = objectProblem((incident as Record<string, unknown>).category, CATEGORY);
  return category && [['category', ...category[0]], category[1]];
}

function siteProblem(site: unknown): Problem | undefined {
  const own = objectProblem(site, SITE);
  if (own || !isObject(site)) return own;
  for (const period of ['day', 'week']) {
    const problem = objectProblem(site[period], PERIOD);
    if (problem) return [[period, ...problem[0]], problem[1]];
  }
  for (const list of ['top', 'recent']) {
    const incidents = site[list];
    if (!Array.isArray(incidents)) return [[list], 'Invalid input: expected array'];
    for (let index = 0; index < incidents.length; index += 1) {
      const problem = incidentProblem(incidents[index]);
      if (problem) return [[list, index, ...problem[0]], problem[1]];
    }
  }
  return undefined;
}

export function checkSitesExposureResponse(body: unknown): Promise<unknown> {
  const data = isObject(body) ? body.data : undefined;
  const sites = isObject(data) ? data.sites : undefined;
  // The envelope (status, when counted, how much was scanned) by the schema itself; with no
  // list of sites to loop over, the whole body, which then fails where the schema says.
  const envelope =
    isObject(body) && isObject(data) && Array.isArray(sites)
      ? { ...body, data: { ...data, sites: [] } }
      : body;
  const checked = zGetSitesExposureResponse.safeParse(envelope);
  if (!checked.success) return Promise.reject(checked.error);
  const list = sites as unknown[];
  for (let index = 0; index < list.length; index += 1) {
    const problem = siteProblem(list[index]);
    if (problem) {
      return Promise.reject(new ShapeIssue(['data', 'sites', index, ...problem[0]], problem[1]));
    }
  }
  return Promise.resolve(body);
}
