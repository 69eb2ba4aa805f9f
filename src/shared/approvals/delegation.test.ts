import { describe, expect, it } from 'vitest';
import { closesLoop, whoMayAct, type Delegator } from './delegation';

const manager = { id: 'u-man', roleId: 'manager', department: 'IT' };
const director = { id: 'u-dir', roleId: 'director', department: 'IT' };
const managerAway: Delegator = { ...manager, name: 'James Wilson' };
const managerStep = { roleId: 'manager', approverDepartment: 'IT', approverUserId: null };

describe('whoMayAct', () => {
  it('the approver acts for themself; their delegate on their behalf; anyone else not at all', () => {
    expect(whoMayAct(manager, [], managerStep, ['u-req'])).toEqual({ may: true, onBehalfOf: null });
    expect(whoMayAct(director, [managerAway], managerStep, ['u-req'])).toEqual({
      may: true,
      onBehalfOf: managerAway,
    });
    expect(whoMayAct(director, [], managerStep, ['u-req'])).toEqual({ may: false });
    expect(whoMayAct(director, [managerAway], { ...managerStep, approverDepartment: 'HR' }, [])).toEqual({
      may: false,
    });
  });

  it('never through a delegation on a chain the delegate requested or edited', () => {
    expect(whoMayAct(director, [managerAway], managerStep, ['u-dir'])).toEqual({ may: false });
  });

  it('a step for a named user goes to their delegate only', () => {
    const named = { ...managerStep, approverUserId: 'u-other' };
    expect(whoMayAct(director, [managerAway], named, [])).toEqual({ may: false });
    expect(whoMayAct(director, [managerAway], { ...named, approverUserId: 'u-man' }, []).may).toBe(true);
  });
});

describe('closesLoop', () => {
  const edge = (userId: string, delegateId: string, startsOn: string, endsOn: string) => ({
    userId,
    delegateId,
    startsOn,
    endsOn,
  });
  it('finds a loop through others over a period all of them share', () => {
    const existing = [edge('b', 'c', '2030-01-01', '2030-01-10'), edge('c', 'a', '2030-01-05', '2030-01-20')];
    expect(closesLoop(edge('a', 'b', '2030-01-08', '2030-01-30'), existing)).toBe(true);
    // a's days 11–30 meet b→c (1–10) nowhere: no loop.
    expect(closesLoop(edge('a', 'b', '2030-01-11', '2030-01-30'), existing)).toBe(false);
  });

  it('ignores the user’s own delegation it replaces and cycles that do not come back to them', () => {
    expect(
      closesLoop(edge('a', 'b', '2030-01-01', '2030-01-02'), [edge('a', 'x', '2030-01-01', '2030-01-02')]),
    ).toBe(false);
    const cycle = [edge('b', 'c', '2030-01-01', '2030-01-31'), edge('c', 'b', '2030-01-01', '2030-01-31')];
    expect(closesLoop(edge('a', 'b', '2030-01-01', '2030-01-31'), cycle)).toBe(false);
  });
});
