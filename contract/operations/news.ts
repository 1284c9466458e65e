import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { newsQuery } from '../filters/news.ts';
import { jsendSuccess } from '../jsend.ts';
import { ListMeta, NewsItem, Taxonomy } from '../resources/news.ts';
import { querySchema } from './query-schema.ts';
import { BEARER_SECURITY, dataEndpointErrors, invalidQuery, ok } from './responses.ts';

/** Spec 4.2: the news API. */

export const NewsListResponse = jsendSuccess(
  z.object({ news: z.array(NewsItem), meta: ListMeta }),
).meta({ id: 'NewsListResponse' });

export const TaxonomiesResponse = jsendSuccess(z.object({ taxonomies: z.array(Taxonomy) })).meta({
  id: 'TaxonomiesResponse',
});

export const listNews = createRoute({
  operationId: 'listNews',
  method: 'get',
  path: '/news',
  tags: ['News'],
  summary: 'News items, filtered, sorted and paged',
  security: BEARER_SECURITY,
  request: { query: querySchema(newsQuery) },
  responses: { 200: ok(NewsListResponse), 422: invalidQuery, ...dataEndpointErrors },
});

export const listTaxonomies = createRoute({
  operationId: 'listTaxonomies',
  method: 'get',
  path: '/taxonomies',
  tags: ['News'],
  summary: 'The taxonomy tree that classifies news',
  security: BEARER_SECURITY,
  responses: { 200: ok(TaxonomiesResponse), ...dataEndpointErrors },
});

export const newsOperations = [listNews, listTaxonomies] as const;
