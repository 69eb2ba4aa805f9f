import { describe, expect, it } from 'vitest';
import { candidateRoles, routeStep, type ChainStep, type Holder } from './routing';

const manager: ChainStep = { name: 'Manager Review', roleId: 'manager', approverDepartment: 'HR' };
const legal: ChainStep = { name: 'Legal Review', roleId: 'legal', approverDepartment: null };
const holder = (id: string, roleId: string, department: string): Holder => ({ id, roleId, department });

describe('routeStep', () => {
  it('keeps a step whose role someone other than the requester holds (in the department, if own-department)', () => {
    const holders = [holder('m1', 'manager', 'HR'), holder('l1', 'legal', 'Legal')];
    expect(routeStep(manager, 'HR', holders, ['u1'])).toEqual(manager);
    expect(routeStep(legal, 'HR', holders, ['u1'])).toEqual(legal);
  });

  it("escalates a manager step: the department's director, then procurement (any department), then finance", () => {
    const director = holder('d1', 'director', 'HR');
    const procurement = holder('p1', 'procurement_sme', 'Procurement');
    const finance = holder('f1', 'finance', 'Finance');
    const itManager = holder('m9', 'manager', 'IT');
    expect(routeStep(manager, 'HR', [itManager, director, procurement, finance], ['u1'])).toEqual({
      ...manager,
      roleId: 'director',
      approverDepartment: 'HR',
      routedFrom: 'manager',
    });
    expect(routeStep(manager, 'HR', [itManager, procurement, finance], ['u1'])).toEqual({
      ...manager,
      roleId: 'procurement_sme',
      approverDepartment: null,
      routedFrom: 'manager',
    });
    expect(routeStep(manager, 'HR', [finance], ['u1'])).toMatchObject({
      roleId: 'finance',
      routedFrom: 'manager',
    });
  });

  it('never routes a step to the requester: their own role counts as unheld', () => {
    const holders = [holder('m1', 'manager', 'HR'), holder('p1', 'procurement_sme', 'Procurement')];
    expect(routeStep(manager, 'HR', holders, ['m1'])).toMatchObject({ roleId: 'procurement_sme' });
    const finance = holder('f1', 'finance', 'Finance');
    expect(routeStep(manager, 'HR', [...holders, finance], ['p1'])).toEqual(manager);
    expect(
      routeStep(
        { ...manager, approverDepartment: 'Procurement' },
        'Procurement',
        [holder('p1', 'procurement_sme', 'Procurement'), finance],
        ['p1'],
      ),
    ).toMatchObject({ roleId: 'finance', approverDepartment: null });
  });

  it("never routes a step to a conflicted user other than the requester (a PO's editor)", () => {
    const holders = [holder('p1', 'procurement_sme', 'Procurement'), holder('f1', 'finance', 'Finance')];
    const final: ChainStep = { name: 'Final Approval', roleId: 'procurement_sme', approverDepartment: null };
    expect(routeStep(final, 'IT', holders, ['u1'])).toEqual(final);
    expect(routeStep(final, 'IT', holders, ['u1', 'p1'])).toMatchObject({
      roleId: 'finance',
      routedFrom: 'procurement_sme',
    });
  });

  it('ignores holders of other roles, and keeps the role when nobody at all could take the step', () => {
    expect(routeStep(legal, 'IT', [holder('e1', 'end_user', 'IT')], ['u1'])).toEqual(legal);
    expect(candidateRoles('director')).toEqual(['director', 'procurement_sme', 'finance']);
    expect(candidateRoles('finance')).toEqual(['finance', 'procurement_sme']);
  });
});
