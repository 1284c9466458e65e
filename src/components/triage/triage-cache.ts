import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';

/** The generated query keys of everything triage reads (`[{ _id: operationId, … }]`). */
const TRIAGE_OPERATIONS = new Set([
  'getTriageStates',
  'listTriageQueue',
  'getTriageSummary',
  'getTriage',
  'getTriageHistory',
]);

/**
 * After a triage changes: every view of it is asked again (the explorer's rows, the queue and
 * its summary, the panel, its history), so no screen of this analyst shows the state before the change.
 */
export function invalidateTriage(queryClient: QueryClient) {
  return refetchAfterWrite(queryClient, {
    predicate: (query) => {
      const [first] = query.queryKey as [{ _id?: unknown } | undefined];
      return typeof first?._id === 'string' && TRIAGE_OPERATIONS.has(first._id);
    },
  });
}
