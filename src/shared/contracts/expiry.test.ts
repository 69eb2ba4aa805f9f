import { describe, expect, it } from 'vitest';
import { expiryBand, isExpiring, isUpcomingRenewal } from './expiry';

describe('contract expiry bands', () => {
  it.each([
    [-3, 'red'],
    [0, 'red'],
    [15, 'red'],
    [16, 'orange'],
    [30, 'orange'],
    [31, 'yellow'],
    [90, 'yellow'],
    [91, 'green'],
    [400, 'green'],
  ] as const)('%i days → %s', (days, band) => {
    expect(expiryBand(days)).toBe(band);
  });

  it('splits expiring (≤ 30) from upcoming renewals (31–90)', () => {
    expect([0, 30, 31, 90, 91].map(isExpiring)).toEqual([true, true, false, false, false]);
    expect([0, 30, 31, 90, 91].map(isUpcomingRenewal)).toEqual([false, false, true, true, false]);
  });
});
