import { choice, filter, integer, type FilterValue, type ListSyntax } from './parameters.ts';
import type { QueryValues } from './query.ts';
import { alpha3, text, unixSeconds, uuid } from './value-formats.ts';

/**
 * The news API's query (spec 4.2). Lists are comma separated, and so is the `bt` pair, which the
 * spec states for `publishedAt` ("two comma separated timestamps").
 */
export const NEWS_SYNTAX: ListSyntax = { list: ',', range: ',' };

export const NEWS_SORTS = ['publishedAt_asc', 'publishedAt_desc'] as const;

export const newsQuery = {
  search: filter({
    format: text,
    operators: ['eq', 'neq'],
    syntax: NEWS_SYNTAX,
    description: 'eq: the title or summary contains the term; neq: neither does.',
  }),
  countryCode: filter({
    format: alpha3,
    operators: ['in', 'nin'],
    syntax: NEWS_SYNTAX,
    description: 'Comma separated alpha-3 country codes.',
  }),
  taxonomyId: filter({
    format: uuid,
    operators: ['in', 'nin'],
    syntax: NEWS_SYNTAX,
    description: 'Comma separated taxonomy UUIDs; main and sub taxonomies both match.',
  }),
  publishedAt: filter({
    format: unixSeconds,
    operators: ['bt', 'gte', 'lte'],
    syntax: NEWS_SYNTAX,
    description:
      'Unix seconds: gte:<from>, lte:<to> or bt:<from>,<to>. Default: the 24 hours before the request; at most 3 months.',
    example: { op: 'bt', from: 1_763_596_800, to: 1_763_683_200 },
  }),
  sort: choice(NEWS_SORTS, 'publishedAt_asc or publishedAt_desc. Default: chronological order.'),
  limit: integer({ min: 1, max: 5000, defaultValue: 1000, description: 'Items per page.' }),
  page: integer({ min: 1, max: 10000, defaultValue: 1, description: 'Page number, from 1.' }),
} as const;

export type NewsQuery = QueryValues<typeof newsQuery>;
export type PublishedAtFilter = FilterValue<number, 'bt' | 'gte' | 'lte'>;

export const NEWS_DEFAULT_WINDOW_SECONDS = 24 * 60 * 60;
/** "3 months" is read as 92 days, the longest three consecutive calendar months. */
export const NEWS_MAX_WINDOW_SECONDS = 92 * 24 * 60 * 60;

/**
 * The publication window a news query covers, in Unix seconds. A single bound takes the other
 * from the default: `gte:<from>` runs to now, `lte:<to>` covers the 24 hours before `<to>`.
 */
export function newsWindow(
  publishedAt: PublishedAtFilter | undefined,
  nowSeconds: number,
): { from: number; to: number } {
  if (!publishedAt) return { from: nowSeconds - NEWS_DEFAULT_WINDOW_SECONDS, to: nowSeconds };
  switch (publishedAt.op) {
    case 'bt':
      return { from: publishedAt.from, to: publishedAt.to };
    case 'gte':
      return { from: publishedAt.value, to: Math.max(nowSeconds, publishedAt.value) };
    case 'lte':
      return { from: publishedAt.value - NEWS_DEFAULT_WINDOW_SECONDS, to: publishedAt.value };
  }
}

/** Why the service will refuse this window, or undefined when it is within the limit. */
export function newsWindowProblem(
  publishedAt: PublishedAtFilter | undefined,
  nowSeconds: number,
): string | undefined {
  const { from, to } = newsWindow(publishedAt, nowSeconds);
  return to - from > NEWS_MAX_WINDOW_SECONDS
    ? 'publishedAt: the window may span at most 3 months (92 days)'
    : undefined;
}
