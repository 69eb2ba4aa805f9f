import { describe, expect, it } from 'vitest';
import { requestDecisionError, vendorStatusError } from './state';

describe('vendor status moves', () => {
  it.each([
    ['pending', 'active'],
    ['pending', 'inactive'],
    ['active', 'inactive'],
    ['inactive', 'active'],
  ])('%s → %s is allowed', (from, to) => {
    expect(vendorStatusError(from, to)).toBeNull();
  });

  it.each([
    ['active', 'pending', 'A vendor that is active cannot become pending.'],
    ['inactive', 'pending', 'A vendor that is inactive cannot become pending.'],
    ['active', 'active', 'The vendor is already active.'],
    ['active', 'gone', 'Unknown vendor status gone.'],
  ])('%s → %s is refused', (from, to, message) => {
    expect(vendorStatusError(from, to)).toBe(message);
  });
});

describe('vendor request decisions', () => {
  it('decides a pending request once', () => {
    expect(requestDecisionError('pending', 'approve')).toBeNull();
    expect(requestDecisionError('pending', 'reject')).toBeNull();
    expect(requestDecisionError('approved', 'approve')).toBe(
      'This vendor request was already approved; it cannot be approved again.',
    );
    expect(requestDecisionError('approved', 'reject')).toBe(
      'This vendor request was already approved; it cannot be rejected again.',
    );
    expect(requestDecisionError('rejected', 'approve')).toMatch(/already rejected/);
  });
});
