import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@shared/auth/types';

import { AssistantWidget } from './features/assistant/assistant-widget';
import { Dock } from './features/shell/dock';
import { ErrorBanner } from './features/shell/error-banner';
import { Header } from './features/shell/header';
import { SearchPalette } from './features/search/search-palette';
import { PageErrorBoundary } from './components/page-error-boundary';
import { PageLoading } from './components/page-loading';

/** The global shell around every signed-in page: header, error banner, content, dock, assistant and search palette. */
export function AppLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [location] = useLocation();
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
        <PageErrorBoundary key={location}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <Dock />
      <AssistantWidget />
      <SearchPalette />
    </div>
  );
}
