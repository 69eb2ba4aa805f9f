import { describe, expect, it } from 'vitest';
import { closesAtOf, isDeadlinePast } from './deadline';

describe('RFP deadline', () => {
  it('closes at the start of the day after the deadline, on the local calendar', () => {
    const at = closesAtOf('2030-03-09');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2030, 2, 10, 0, 0,
    ]);
    const endOfYear = closesAtOf('2030-12-31');
    expect([endOfYear.getFullYear(), endOfYear.getMonth(), endOfYear.getDate()]).toEqual([2031, 0, 1]);
    const leap = closesAtOf('2028-02-28');
    expect([leap.getMonth(), leap.getDate()]).toEqual([1, 29]);
  });

  it('counts only days before today as past', () => {
    const now = new Date(2030, 2, 9, 23, 59);
    expect(isDeadlinePast('2030-03-08', now)).toBe(true);
    expect(isDeadlinePast('2030-03-09', now)).toBe(false);
    expect(isDeadlinePast('2030-03-10', now)).toBe(false);
  });
});
