import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { getQueryFn } from './api';

/**
 * `meta.silent` on a query or mutation keeps its failures out of the global error handler
 * (the caller shows them itself, e.g. the sign-in toast).
 */
export type ErrorHandler = (error: unknown) => void;

/** Spec section 9 client defaults: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(onError?: ErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onError?.(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
