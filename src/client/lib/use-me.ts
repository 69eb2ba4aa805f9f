import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/auth/types';

import { getQueryFn } from './api';

export const ME_KEY = ['/api/auth/me'] as const;

/** The signed-in user; `null` when signed out (GET /api/auth/me answered 401). */
export function useMe() {
  return useQuery<SessionUser | null>({
    queryKey: ME_KEY,
    queryFn: getQueryFn<SessionUser | null>({ on401: 'returnNull' }),
  });
}
