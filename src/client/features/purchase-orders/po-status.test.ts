import { describe, expect, it } from 'vitest';

import { statusVariant } from './po-status';

describe('PO status badge', () => {
  it('colours statuses', () => {
    expect(statusVariant('pending')).toBe('warning');
    expect(statusVariant('approved')).toBe('default');
    expect(statusVariant('in-progress')).toBe('secondary');
    expect(statusVariant('completed')).toBe('success');
    expect(statusVariant('cancelled')).toBe('destructive');
  });
});
