import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { invalidateAfter, type Change } from './invalidation';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent` keeps a failure out of the global error handler (the caller shows it itself). */
    queryMeta: { silent?: boolean };
    /**
     * `changes`: what the mutation changes; the queries of those changes are refreshed after it
     * (lib/invalidation.ts). `silent` as for queries.
     */
    mutationMeta: { silent?: boolean; changes: readonly Change[] };
  }
}

export type ErrorHandler = (error: unknown) => void;

/**
 * Spec section 9 client defaults: no refetch interval, no refetch on focus, never stale, no retries.
 * Every query brings its own queryFn (its factory's); every mutation refreshes what it changed.
 */
export function createQueryClient(onError?: ErrorHandler): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onError?.(error);
      },
      onSettled: (_data, _error, _variables, _context, mutation) => {
        invalidateAfter(client, mutation.meta?.changes ?? []);
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
