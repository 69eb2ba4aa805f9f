import { Suspense, useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SessionUser } from '@shared/auth/types';

import { AssistantWidget } from './features/assistant/assistant-widget';
import { Dock } from './features/shell/dock';
import { ErrorBanner } from './features/shell/error-banner';
import { Header } from './features/shell/header';
import { SearchPalette } from './features/search/search-palette';
import { PageErrorBoundary } from './components/page-error-boundary';
import { PageLoading } from './components/page-loading';
import { useLiveEvents } from './lib/live-events';
import { startSession } from './lib/queries/me';
import { useDisplayCurrency } from './lib/queries/display-settings';

/**
 * The global shell around every signed-in page: header, error banner, content, dock, assistant and search
 * palette, and the live events that keep the badges and watched records current.
 */
export function AppLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  // The session ended elsewhere (signed out in another tab, deactivated): back to the sign-in page.
  useLiveEvents(useCallback(() => startSession(queryClient, null), [queryClient]));
  // Money shows in the System Settings' currency: the page is drawn again when it changes.
  const currency = useDisplayCurrency();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header user={user} />
      <ErrorBanner />
      {/* The bottom gutter holds the dock, the chat button and a toast, so the page's last actions stay clear. */}
      <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-6 pb-72 sm:px-6 lg:pb-56">
        {currency === null ? (
          <PageLoading />
        ) : (
          <PageErrorBoundary key={`${location}|${currency}`}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </PageErrorBoundary>
        )}
      </main>
      <Dock />
      <AssistantWidget />
      <SearchPalette />
    </div>
  );
}
