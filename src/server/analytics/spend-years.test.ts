import { describe, expect, it } from 'vitest';
import { yearParts } from './spend-years';

describe('a window of months read from monthly and yearly rows', () => {
  it('reads a calendar year from its row alone', () => {
    expect(yearParts('2026-01-01', '2027-01-01')).toEqual({
      inside: [],
      years: ['2026-01-01'],
      outside: [],
    });
  });

  it('reads a year it mostly covers as the row less the months outside, the rest month by month', () => {
    // 12 months to October 2026: November and December 2025, then 2026 less November and December.
    expect(yearParts('2025-11-01', '2026-11-01')).toEqual({
      inside: [{ start: '2025-11-01', end: '2026-01-01' }],
      years: ['2026-01-01'],
      outside: [{ start: '2026-11-01', end: '2027-01-01' }],
    });
    // A year covered in its middle: the months before and after the window are both taken off.
    expect(yearParts('2026-02-01', '2026-12-01')).toEqual({
      inside: [],
      years: ['2026-01-01'],
      outside: [
        { start: '2026-01-01', end: '2026-02-01' },
        { start: '2026-12-01', end: '2027-01-01' },
      ],
    });
  });

  it('reads short windows and half years month by month', () => {
    expect(yearParts('2026-08-01', '2026-11-01')).toEqual({
      inside: [{ start: '2026-08-01', end: '2026-11-01' }],
      years: [],
      outside: [],
    });
    // Six months inside read 6 rows a key; the year's row less six months would read 7.
    expect(yearParts('2026-01-01', '2026-07-01').inside).toEqual([
      { start: '2026-01-01', end: '2026-07-01' },
    ]);
    // Seven inside: the year's row less five months, 6.
    expect(yearParts('2026-01-01', '2026-08-01').years).toEqual(['2026-01-01']);
  });

  it('spans three calendar years for 24 months', () => {
    expect(yearParts('2024-11-01', '2026-11-01')).toEqual({
      inside: [{ start: '2024-11-01', end: '2025-01-01' }],
      years: ['2025-01-01', '2026-01-01'],
      outside: [{ start: '2026-11-01', end: '2027-01-01' }],
    });
  });
});
