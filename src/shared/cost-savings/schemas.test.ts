import { describe, expect, it } from 'vitest';
import { confidenceColor, periodRange, savingsRate } from './schemas';

describe('savings periods', () => {
  const today = new Date(2026, 4, 17); // 17 May 2026
  it('gives the current month, quarter and year as [start, end)', () => {
    expect(periodRange('month', today)).toEqual({ start: '2026-05-01', end: '2026-06-01' });
    expect(periodRange('quarter', today)).toEqual({ start: '2026-04-01', end: '2026-07-01' });
    expect(periodRange('year', today)).toEqual({ start: '2026-01-01', end: '2027-01-01' });
  });
  it('rolls over at the end of the year', () => {
    const december = new Date(2025, 11, 31);
    expect(periodRange('month', december)).toEqual({ start: '2025-12-01', end: '2026-01-01' });
    expect(periodRange('quarter', december)).toEqual({ start: '2025-10-01', end: '2026-01-01' });
  });
  it('makes the year the fiscal year of the System Settings', () => {
    expect(periodRange('year', today, 'April')).toEqual({ start: '2026-04-01', end: '2027-04-01' });
    expect(periodRange('year', today, 'July')).toEqual({ start: '2025-07-01', end: '2026-07-01' });
    expect(periodRange('year', today, 'October')).toEqual({ start: '2025-10-01', end: '2026-10-01' });
    expect(periodRange('quarter', today, 'October')).toEqual({ start: '2026-04-01', end: '2026-07-01' });
  });
});

describe('savings rate and AI confidence', () => {
  it('is savings over spend in percent with one decimal, 0 without spend', () => {
    expect(savingsRate(7_125_000, 125_000_000)).toBe(5.7);
    expect(savingsRate(1, 3)).toBe(33.3);
    expect(savingsRate(500, 0)).toBe(0);
  });
  it('colours confidence green from 0.8, yellow from 0.6, red below', () => {
    expect([0.92, 0.8, 0.79, 0.6, 0.59].map(confidenceColor)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});
