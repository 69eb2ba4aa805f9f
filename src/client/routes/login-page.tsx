import { Redirect, useSearchParams } from 'wouter';
import { ShoppingBag } from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { DEMO_PASSWORD, DemoAccounts } from '../features/auth/demo-accounts';
import { LoginForm } from '../features/auth/login-form';
import { useSignIn } from '../features/auth/use-sign-in';
import { safeNextPath } from '../lib/safe-next';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const me = useMe();
  const [params] = useSearchParams();
  const signIn = useSignIn();

  if (me.data) return <Redirect to={safeNextPath(params.get('next'))} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-50 via-blue-50 to-indigo-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-indigo-600 text-white shadow">
            <ShoppingBag className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">Procura</CardTitle>
          <CardDescription>Sign in to your procurement workspace</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <LoginForm pending={signIn.isPending} onSubmit={(input) => signIn.mutateAsync(input)} />
          <DemoAccounts
            disabled={signIn.isPending}
            onPick={(email) => signIn.mutate({ email, password: DEMO_PASSWORD })}
          />
        </CardContent>
      </Card>
    </main>
  );
}
