import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';

/** Ask again only when the network or the service failed; a 4xx will not change by retrying. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.isTransient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reference data and result sets change slowly; analysts switch tabs constantly.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
