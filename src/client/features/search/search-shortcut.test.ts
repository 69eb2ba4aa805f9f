import { describe, expect, it, vi } from 'vitest';

import { claimSearchShortcut, focusClaimedSearchBox } from './search-shortcut';

describe('search shortcut target', () => {
  it('focuses the box while it holds the shortcut, and nothing once released', () => {
    expect(focusClaimedSearchBox()).toBe(false);
    const focus = vi.fn();
    const release = claimSearchShortcut(focus);
    expect(focusClaimedSearchBox()).toBe(true);
    expect(focus).toHaveBeenCalledTimes(1);
    release();
    expect(focusClaimedSearchBox()).toBe(false);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('a stale release does not drop a newer claim (a box mounted again)', () => {
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = claimSearchShortcut(first);
    const releaseSecond = claimSearchShortcut(second);
    releaseFirst();
    expect(focusClaimedSearchBox()).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    releaseSecond();
  });
});
