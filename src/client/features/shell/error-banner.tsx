import { useSyncExternalStore } from 'react';
import { AlertTriangle } from 'lucide-react';

import { clearError, getErrorMessage, subscribeErrorMessage } from './error-banner-store';
import { CloseButton } from '../../components/close-button';

/** The dismissible global error banner; it hides itself after 5 s. */
export function ErrorBanner() {
  const message = useSyncExternalStore(subscribeErrorMessage, getErrorMessage, getErrorMessage);
  if (!message) return null;
  return (
    <div className="sticky top-16 z-30 px-4 pt-3">
      <div
        role="alert"
        className="mx-auto flex max-w-7xl items-start gap-3 rounded-lg border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-destructive shadow-sm"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1 break-words">{message}</p>
        <CloseButton
          label="Dismiss error"
          onClick={clearError}
          className="rounded-sm p-0.5 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-ring"
        />
      </div>
    </div>
  );
}
