import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';

import { PageErrorBoundary } from './components/page-error-boundary';
import { PageLoading } from './components/page-loading';
import { DeferredToaster } from './components/ui/deferred-toaster';
import { AuthGate } from './features/auth/auth-gate';
import { bannerMessageFor, showError } from './features/shell/error-banner-store';
import { isApiError } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { meQuery } from './lib/queries/me';
import {
  APP_ROUTES,
  LoginPage,
  NotFoundPage,
  RfpResponsePage,
  SetPasswordPage,
  VendorReplyPage,
} from './pages';

/** The signed-in shell (header, dock, assistant, search palette): the sign-in page does without its code. */
const AppLayout = lazy(() => import('./app-layout').then((m) => ({ default: m.AppLayout })));

function makeClient() {
  const client = createQueryClient((error) => {
    // A 401 means the session ended: forget the user, and the gate sends them to sign in.
    if (isApiError(error, 'unauthorized')) {
      client.setQueryData(meQuery().queryKey, null);
      return;
    }
    const message = bannerMessageFor(error);
    if (message) showError(message);
  });
  return client;
}

export function App() {
  const [queryClient] = useState(makeClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/login">
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          </PageErrorBoundary>
        </Route>
        {/* Public: a vendor opens its invitation's link without an account (a signed-in user sees the same). */}
        <Route path="/rfp-response">
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <RfpResponsePage />
            </Suspense>
          </PageErrorBoundary>
        </Route>
        {/* Public: a vendor contact answers a message mailed to it from the Messaging Center. */}
        <Route path="/vendor-reply">
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <VendorReplyPage />
            </Suspense>
          </PageErrorBoundary>
        </Route>
        {/* Public: a new account's one-time link to choose its password. */}
        <Route path="/set-password">
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <SetPasswordPage />
            </Suspense>
          </PageErrorBoundary>
        </Route>
        <Route>
          <AuthGate>
            {(user) => (
              <Suspense fallback={<PageLoading />}>
                <AppLayout key={user.id} user={user}>
                  <Switch>
                    {APP_ROUTES.map(({ path, page: Page }) => (
                      <Route key={path} path={path}>
                        <Page />
                      </Route>
                    ))}
                    <Route>
                      <NotFoundPage />
                    </Route>
                  </Switch>
                </AppLayout>
              </Suspense>
            )}
          </AuthGate>
        </Route>
      </Switch>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
