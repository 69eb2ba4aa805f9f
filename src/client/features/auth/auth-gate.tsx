import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Loader2 } from 'lucide-react';
import type { SessionUser } from '@shared/auth/types';

import { Button } from '../../components/ui/button';
import { errorText } from '../../lib/api';
import { loginUrlFor } from '../../lib/safe-next';
import { useMe } from '../../lib/queries/me';

/** Renders its children for a signed-in user; a signed-out visitor goes to /login?next=<path+query>. */
export function AuthGate({ children }: { children: (user: SessionUser) => ReactNode }) {
  const me = useMe();
  const [location] = useLocation();
  const search = useSearch();

  if (me.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
        <Loader2 className="mr-2 size-5 animate-spin" aria-hidden="true" />
        Loading...
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
        <p role="alert" className="text-sm text-destructive">
          Could not reach Procura: {errorText(me.error)}
        </p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!me.data) return <Redirect to={loginUrlFor(search ? `${location}?${search}` : location)} replace />;
  return <>{children(me.data)}</>;
}
