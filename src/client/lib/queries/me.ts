import { sessionUserSchema } from '@shared/auth/types';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/auth/types';

import { getJson, isApiError } from '../api';
import { QUERY_ROOT } from './roots';

/** GET /api/auth/me: the signed-in user, `null` when signed out (the API answered unauthorized). */
export const meQuery = () =>
  queryOptions({
    queryKey: [QUERY_ROOT.me],
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        return await getJson('/api/auth/me', sessionUserSchema, signal);
      } catch (error) {
        if (isApiError(error, 'unauthorized')) return null;
        throw error;
      }
    },
  });

export function useMe() {
  return useQuery(meQuery());
}

/** A new session (signed in as `user`, or out with null): nothing cached for the last one is kept. */
export function startSession(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries();
  queryClient.setQueryData(meQuery().queryKey, user);
}
