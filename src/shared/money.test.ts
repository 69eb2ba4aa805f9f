import { describe, expect, it } from 'vitest';
import { fromCents, lineTotal, sumMoney, toCents } from './money';

describe('money in cents', () => {
  it('converts numeric strings to cents and back without float drift', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(fromCents(30)).toBe('0.30');
    expect(fromCents(-1205)).toBe('-12.05');
    expect(toCents('')).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });

  it('line total = quantity × unit price, to 2 decimals', () => {
    expect(lineTotal(3, '19.99')).toBe('59.97');
    expect(lineTotal('2.5', '10.10')).toBe('25.25');
    expect(lineTotal(1, 0)).toBe('0.00');
  });

  it('sums a request total', () => {
    expect(sumMoney(['1250.00', '0.10', 0.2, null])).toBe('1250.30');
  });
});
