import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { buildChain, pickTemplate } from './chain';

const names = (amount: string | number, itemType = 'goods', department = 'IT') =>
  buildChain({ amount, itemType, department }, DEFAULT_SETTINGS).steps.map((s) => s.name);

describe('buildChain (default thresholds 1000 / 5000 / 100000)', () => {
  it('approves at once at or under the auto-approve threshold', () => {
    expect(
      buildChain({ amount: '1000.00', itemType: 'services', department: 'IT' }, DEFAULT_SETTINGS),
    ).toEqual({
      autoApproved: true,
      steps: [],
    });
    expect(
      buildChain({ amount: 0, itemType: 'goods', department: 'IT' }, DEFAULT_SETTINGS).autoApproved,
    ).toBe(true);
  });

  it('needs Manager Review only, just above auto-approve and up to the manager threshold', () => {
    expect(names('1000.01')).toEqual(['Manager Review']);
    expect(names('5000.00')).toEqual(['Manager Review']);
  });

  it('adds Finance Approval above the manager threshold', () => {
    expect(names('5000.01')).toEqual(['Manager Review', 'Finance Approval']);
    expect(names('100000.00')).toEqual(['Manager Review', 'Finance Approval']);
  });

  it('adds Final Approval (director) above the executive threshold', () => {
    expect(names('100000.01')).toEqual(['Manager Review', 'Finance Approval', 'Final Approval']);
  });

  it('adds Legal Review for services and mixed, not for goods', () => {
    expect(names(2000, 'services')).toEqual(['Manager Review', 'Legal Review']);
    expect(names(2000, 'mixed')).toEqual(['Manager Review', 'Legal Review']);
    expect(names(2000, 'goods')).toEqual(['Manager Review']);
    expect(names(250000, 'services')).toEqual([
      'Manager Review',
      'Finance Approval',
      'Legal Review',
      'Final Approval',
    ]);
  });

  it("routes own-department roles to the request's department, the others to anyone holding the role", () => {
    const { steps } = buildChain({ amount: 200000, itemType: 'mixed', department: 'HR' }, DEFAULT_SETTINGS);
    expect(steps).toEqual([
      { name: 'Manager Review', roleId: 'manager', approverDepartment: 'HR' },
      { name: 'Finance Approval', roleId: 'finance', approverDepartment: null },
      { name: 'Legal Review', roleId: 'legal', approverDepartment: null },
      { name: 'Final Approval', roleId: 'director', approverDepartment: 'HR' },
    ]);
  });

  it('follows the settings when thresholds change', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      autoApproveThreshold: 50,
      managerApprovalThreshold: 100,
      executiveApprovalThreshold: 200,
    };
    expect(buildChain({ amount: 50, itemType: 'goods', department: 'IT' }, settings).autoApproved).toBe(true);
    expect(
      buildChain({ amount: 150, itemType: 'goods', department: 'IT' }, settings).steps.map((s) => s.name),
    ).toEqual(['Manager Review', 'Finance Approval']);
    expect(buildChain({ amount: 201, itemType: 'goods', department: 'IT' }, settings).steps).toHaveLength(3);
  });
});

describe('buildChain with a workflow template', () => {
  const template = [
    { name: 'Manager Review', roleId: 'manager' },
    { name: 'Procurement Review', roleId: 'procurement_sme', minAmount: 10000 },
    { name: 'Legal Review', roleId: 'legal', itemTypes: ['services', 'mixed'] },
    { name: 'Director Sign-off', roleId: 'director', minAmount: 50000 },
  ];

  it("uses exactly the template's steps, filtered by minAmount (amount above it) and itemTypes", () => {
    const chain = (amount: number, itemType: string) =>
      buildChain({ amount, itemType, department: 'IT' }, DEFAULT_SETTINGS, template).steps.map((s) => s.name);
    expect(chain(2000, 'goods')).toEqual(['Manager Review']);
    expect(chain(10000, 'goods')).toEqual(['Manager Review']);
    expect(chain(10000.01, 'goods')).toEqual(['Manager Review', 'Procurement Review']);
    expect(chain(60000, 'services')).toEqual([
      'Manager Review',
      'Procurement Review',
      'Legal Review',
      'Director Sign-off',
    ]);
  });

  it('still auto-approves at or under the threshold, and when no step applies', () => {
    expect(
      buildChain({ amount: 900, itemType: 'goods', department: 'IT' }, DEFAULT_SETTINGS, template)
        .autoApproved,
    ).toBe(true);
    const onlyBig = [{ name: 'Finance Approval', roleId: 'finance', minAmount: 50000 }];
    expect(
      buildChain({ amount: 2000, itemType: 'goods', department: 'IT' }, DEFAULT_SETTINGS, onlyBig),
    ).toEqual({
      autoApproved: true,
      steps: [],
    });
  });

  it('pickTemplate prefers a template naming the department over one for All', () => {
    const at = (n: number) => new Date(2026, 0, n);
    const all = { id: 'wf-all', steps: [], departments: ['All'], createdAt: at(1) };
    const it_ = { id: 'wf-it', steps: [], departments: ['IT', 'HR'], createdAt: at(2) };
    expect(pickTemplate([all, it_], 'IT')?.id).toBe('wf-it');
    expect(pickTemplate([all, it_], 'Finance')?.id).toBe('wf-all');
    expect(pickTemplate([it_], 'Finance')).toBeUndefined();
  });
});
