import { sessionUserSchema } from '@shared/auth/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'wouter';
import type { LoginInput } from '@shared/auth/schemas';

import { toast } from '../../components/ui/use-toast';
import { errorText, sendJson } from '../../lib/api';
import { safeNextPath } from '../../lib/safe-next';
import { startSession } from '../../lib/queries/me';

/** POST /api/auth/login; on success go back to `next`, on failure a destructive 'Error' toast. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  return useMutation({
    mutationFn: (input: LoginInput) => sendJson('POST', '/api/auth/login', input, sessionUserSchema),
    // A new session: nothing of the last one is kept (startSession), so nothing to refresh.
    meta: { silent: true, changes: [] },
    onSuccess: (user) => {
      startSession(queryClient, user);
      navigate(next, { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: errorText(error) });
    },
  });
}
