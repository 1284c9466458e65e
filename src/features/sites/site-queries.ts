import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';

/** Every answer about sites: after a change, all of them may be out of date. */
const SITE_QUERIES = new Set([
  'listSites',
  'getSitesExposure',
  'getSite',
  'getSiteHistory',
  'getSiteIncidents',
  'getNearestSites',
]);

export function invalidateSites(client: QueryClient) {
  return refetchAfterWrite(client, {
    predicate: (query) => {
      const [key] = query.queryKey as [{ _id?: unknown } | undefined];
      return typeof key?._id === 'string' && SITE_QUERIES.has(key._id);
    },
  });
}
