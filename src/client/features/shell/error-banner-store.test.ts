import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api';
import {
  bannerMessageFor,
  clearError,
  ERROR_BANNER_TIMEOUT_MS,
  getErrorMessage,
  showError,
  subscribeErrorMessage,
} from './error-banner-store';

beforeEach(() => {
  vi.useFakeTimers();
  clearError();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('error banner store', () => {
  it('starts empty', () => {
    expect(getErrorMessage()).toBeNull();
  });

  it('shows a message and clears it after 5000 ms', () => {
    expect(ERROR_BANNER_TIMEOUT_MS).toBe(5000);
    showError('boom');
    expect(getErrorMessage()).toBe('boom');
    vi.advanceTimersByTime(4999);
    expect(getErrorMessage()).toBe('boom');
    vi.advanceTimersByTime(1);
    expect(getErrorMessage()).toBeNull();
  });

  it('a newer message restarts the 5 s clock', () => {
    showError('first');
    vi.advanceTimersByTime(3000);
    showError('second');
    vi.advanceTimersByTime(3000);
    expect(getErrorMessage()).toBe('second');
    vi.advanceTimersByTime(2000);
    expect(getErrorMessage()).toBeNull();
  });

  it('clear removes the message at once and cancels the timer', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeErrorMessage(listener);
    showError('boom');
    clearError();
    expect(getErrorMessage()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    showError('again');
    vi.advanceTimersByTime(ERROR_BANNER_TIMEOUT_MS - 1);
    expect(getErrorMessage()).toBe('again');
    unsubscribe();
  });
});

describe('bannerMessageFor', () => {
  it('skips 401s and prefers the server message', () => {
    expect(
      bannerMessageFor(
        new ApiError(401, '{"message":"Please sign in","code":"unauthorized"}', 'Unauthorized'),
      ),
    ).toBeNull();
    expect(
      bannerMessageFor(new ApiError(500, '{"message":"boom","code":"internal"}', 'Internal Server Error')),
    ).toBe('boom');
    expect(bannerMessageFor(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(bannerMessageFor(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
