/** The global error banner's state (spec section 4): none by default; shown messages clear after 5 s. */
import { errorText, isApiError } from '../../lib/api';

export const ERROR_BANNER_TIMEOUT_MS = 5000;

let message: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function stopTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

export function showError(next: string): void {
  stopTimer();
  message = next;
  timer = setTimeout(clearError, ERROR_BANNER_TIMEOUT_MS);
  emit();
}

export function clearError(): void {
  stopTimer();
  if (message === null) return;
  message = null;
  emit();
}

export function getErrorMessage(): string | null {
  return message;
}

export function subscribeErrorMessage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the banner says about a failed load or change; null for a 401 (the sign-in redirect handles it). */
export function bannerMessageFor(error: unknown): string | null {
  if (isApiError(error, 'unauthorized')) return null;
  return errorText(error);
}
