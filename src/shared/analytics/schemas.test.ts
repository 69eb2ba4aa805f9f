import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, analyticsWindow, approvalRate, monthStart, monthsFrom } from './schemas';
import { createFilterSetSchema } from './filter-sets';

describe('Analytics formulas and windows', () => {
  it('rounds the approval rate with a minimum divisor of 1 (spec section 9)', () => {
    expect(approvalRate(2, 3)).toBe(67);
    expect(approvalRate(1, 8)).toBe(13);
    expect(approvalRate(0, 0)).toBe(0);
    expect(approvalRate(5, 5)).toBe(100);
  });

  it('ends the window with the current month and starts it months - 1 earlier', () => {
    const today = new Date(2026, 1, 14); // 14 February 2026
    expect(analyticsWindow(12, today)).toEqual({ start: '2025-03-01', end: '2026-03-01' });
    expect(analyticsWindow(3, today)).toEqual({ start: '2025-12-01', end: '2026-03-01' });
    expect(analyticsWindow(24, new Date(2026, 11, 31))).toEqual({ start: '2025-01-01', end: '2027-01-01' });
  });

  it('counts months across year ends', () => {
    expect(monthStart(2026, -1)).toBe('2025-12-01');
    expect(monthStart(2026, 12)).toBe('2027-01-01');
    expect(monthsFrom('2025-11-01', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reads the query: all or blank is no filter, 12 months by default, the spec windows only', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ months: 12 });
    expect(
      analyticsQuerySchema.parse({ q: '  dell ', sku: 'All', department: 'IT', months: '3', month: '' }),
    ).toEqual({
      q: 'dell',
      department: 'IT',
      months: 3,
    });
    expect(analyticsQuerySchema.safeParse({ months: '5' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ month: '2026-00' }).success).toBe(false);
  });

  it('needs a trimmed name for a filter set; description and filters are optional', () => {
    expect(createFilterSetSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(createFilterSetSchema.parse({ name: ' Q1 ' })).toEqual({
      name: 'Q1',
      description: '',
      filters: {},
    });
    expect(createFilterSetSchema.safeParse({ name: 'x', filters: { unknown: 1 } }).success).toBe(false);
  });
});
