import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFocusController } from './focus-controller';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search box focus', () => {
  it('focuses at once and un-focuses 200 ms after blur', () => {
    const states: boolean[] = [];
    const focus = createFocusController((f) => states.push(f));
    focus.focus();
    expect(states).toEqual([true]);
    focus.blur();
    vi.advanceTimersByTime(199);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('focusing again within 200 ms keeps the box focused', () => {
    const states: boolean[] = [];
    const focus = createFocusController((f) => states.push(f));
    focus.focus();
    focus.blur();
    vi.advanceTimersByTime(150);
    focus.focus();
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, true]);
  });

  it('reset un-focuses now and dispose cancels a pending blur', () => {
    const states: boolean[] = [];
    const focus = createFocusController((f) => states.push(f));
    focus.focus();
    focus.reset();
    expect(states).toEqual([true, false]);
    focus.blur();
    focus.dispose();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([true, false]);
  });
});
