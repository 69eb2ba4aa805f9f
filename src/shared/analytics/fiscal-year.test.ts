import { describe, expect, it } from 'vitest';
import { fiscalYearOf, fiscalYearRange, monthIndex, monthsLeftInFiscalYear } from './fiscal-year';
import { calendarQuarter } from '../dashboard/summary';

const d = (y: number, m: number, day = 15) => new Date(y, m - 1, day);

describe('fiscalYearOf', () => {
  it('is the calendar year when the fiscal year starts in January', () => {
    expect(fiscalYearOf(d(2026, 1, 1), 'January')).toBe(2026);
    expect(fiscalYearOf(d(2026, 12, 31), 'January')).toBe(2026);
  });

  it('starts fiscal year N in the start month of year N', () => {
    expect(fiscalYearOf(d(2026, 3, 31), 'April')).toBe(2025);
    expect(fiscalYearOf(d(2026, 4, 1), 'April')).toBe(2026);
    expect(fiscalYearOf(d(2027, 3, 1), 'April')).toBe(2026);
    expect(fiscalYearOf(d(2026, 6, 30), 'July')).toBe(2025);
    expect(fiscalYearOf(d(2026, 7, 1), 'July')).toBe(2026);
    expect(fiscalYearOf(d(2026, 9, 30), 'October')).toBe(2025);
    expect(fiscalYearOf(d(2026, 11, 21), 'October')).toBe(2026);
  });

  it('reads month names case-insensitively and falls back to January', () => {
    expect(monthIndex('october')).toBe(9);
    expect(monthIndex('Nonsense')).toBe(0);
    expect(fiscalYearOf(d(2026, 2, 1), 'nonsense')).toBe(2026);
  });
});

describe('monthsLeftInFiscalYear', () => {
  it('counts the current month through the last month of the fiscal year', () => {
    expect(monthsLeftInFiscalYear(d(2026, 11, 21), 'January')).toBe(2);
    expect(monthsLeftInFiscalYear(d(2026, 12, 31), 'January')).toBe(1);
    expect(monthsLeftInFiscalYear(d(2026, 1, 1), 'January')).toBe(12);
    expect(monthsLeftInFiscalYear(d(2026, 10, 1), 'October')).toBe(12);
    expect(monthsLeftInFiscalYear(d(2026, 9, 30), 'October')).toBe(1);
    expect(monthsLeftInFiscalYear(d(2026, 11, 21), 'April')).toBe(5);
    expect(monthsLeftInFiscalYear(d(2027, 2, 1), 'July')).toBe(5);
  });
});

describe('fiscalYearRange', () => {
  it('spans twelve months from the first day of the start month', () => {
    const { start, end } = fiscalYearRange(2026, 'April');
    expect(start).toEqual(new Date(2026, 3, 1));
    expect(end).toEqual(new Date(2027, 3, 1));
  });
});

describe('calendarQuarter', () => {
  it('gives the first day of the quarter and of the next one', () => {
    expect(calendarQuarter(d(2026, 11, 21))).toEqual({ start: '2026-10-01', end: '2027-01-01' });
    expect(calendarQuarter(d(2026, 1, 1))).toEqual({ start: '2026-01-01', end: '2026-04-01' });
    expect(calendarQuarter(d(2026, 6, 30))).toEqual({ start: '2026-04-01', end: '2026-07-01' });
  });
});
