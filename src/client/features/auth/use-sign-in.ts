import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'wouter';
import type { LoginInput } from '@shared/auth/schemas';
import type { SessionUser } from '@shared/auth/types';

import { toast } from '../../components/ui/use-toast';
import { apiJson, errorText } from '../../lib/api';
import { safeNextPath } from '../../lib/safe-next';
import { ME_KEY } from '../../lib/use-me';

/** POST /api/auth/login; on success go back to `next`, on failure a destructive 'Error' toast. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<SessionUser>('POST', '/api/auth/login', input),
    meta: { silent: true },
    onSuccess: (user) => {
      queryClient.removeQueries();
      queryClient.setQueryData(ME_KEY, user);
      navigate(next, { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: errorText(error) });
    },
  });
}
