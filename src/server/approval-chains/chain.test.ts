import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { buildChain } from './chain';
import { matchTemplates, type RoutingTemplate } from './plan';

const names = (amount: string | number, itemType = 'goods', department = 'IT') =>
  buildChain({ amount, itemType, department }, DEFAULT_SETTINGS).steps.map((s) => s.name);

describe('buildChain without a template (default thresholds 1000 / 5000 / 100000)', () => {
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

describe('buildChain: Legal Review for services, mixed and blanket POs (no template)', () => {
  const chain = (requestType: string, itemType: string) =>
    buildChain({ amount: 2000, itemType, department: 'IT', requestType }, DEFAULT_SETTINGS).steps.map(
      (s) => s.name,
    );

  it('adds Legal Review to a blanket PO of goods, not to a new purchase or change order of goods', () => {
    expect(chain('blanket-po', 'goods')).toEqual(['Manager Review', 'Legal Review']);
    expect(chain('new-purchase', 'goods')).toEqual(['Manager Review']);
    expect(chain('change-order', 'goods')).toEqual(['Manager Review']);
    expect(chain('change-order', 'services')).toEqual(['Manager Review', 'Legal Review']);
  });

  it('without a request type (a PO re-approval) only the item type counts', () => {
    expect(
      buildChain({ amount: 2000, itemType: 'goods', department: 'IT' }, DEFAULT_SETTINGS).steps,
    ).toHaveLength(1);
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

  it('a step naming a settings threshold starts above that threshold, whatever its figure', () => {
    const byThreshold = [
      { name: 'Manager Review', roleId: 'manager' },
      { name: 'Finance Approval', roleId: 'finance', minThreshold: 'managerApprovalThreshold' as const },
      {
        name: 'Final Approval',
        roleId: 'procurement_sme',
        minThreshold: 'financeApprovalThreshold' as const,
      },
      { name: 'Executive', roleId: 'director', minThreshold: 'executiveApprovalThreshold' as const },
    ];
    const chain = (amount: number, settings = DEFAULT_SETTINGS) =>
      buildChain({ amount, itemType: 'goods', department: 'IT' }, settings, byThreshold).steps.map(
        (s) => s.name,
      );
    expect(chain(5000)).toEqual(['Manager Review']);
    expect(chain(25000)).toEqual(['Manager Review', 'Finance Approval']);
    expect(chain(25000.01)).toEqual(['Manager Review', 'Finance Approval', 'Final Approval']);
    expect(chain(100000.01)).toHaveLength(4);
    const lower = {
      ...DEFAULT_SETTINGS,
      managerApprovalThreshold: 2000,
      financeApprovalThreshold: 4000,
      executiveApprovalThreshold: 6000,
    };
    expect(chain(3000, lower)).toEqual(['Manager Review', 'Finance Approval']);
    expect(chain(5000, lower)).toEqual(['Manager Review', 'Finance Approval', 'Final Approval']);
    expect(chain(6000.01, lower)).toEqual([
      'Manager Review',
      'Finance Approval',
      'Final Approval',
      'Executive',
    ]);
  });

  it('a step with item types and request types applies when either matches', () => {
    const legal = [
      { name: 'Manager Review', roleId: 'manager' },
      { name: 'Legal Review', roleId: 'legal', itemTypes: ['services'], requestTypes: ['blanket-po'] },
    ];
    const chain = (itemType: string, requestType?: string) =>
      buildChain(
        { amount: 3000, itemType, department: 'IT', requestType },
        DEFAULT_SETTINGS,
        legal,
      ).steps.map((s) => s.name);
    expect(chain('goods', 'blanket-po')).toEqual(['Manager Review', 'Legal Review']);
    expect(chain('services', 'new-purchase')).toEqual(['Manager Review', 'Legal Review']);
    expect(chain('goods', 'new-purchase')).toEqual(['Manager Review']);
    expect(chain('mixed')).toEqual(['Manager Review']);
  });

  it('the first matching template prefers one naming the department over one for All (equal priority)', () => {
    const at = (n: number) => new Date(2026, 0, n);
    const all: RoutingTemplate = {
      id: 'wf-all',
      name: 'All',
      steps: [],
      departments: ['All'],
      createdAt: at(1),
    };
    const it_: RoutingTemplate = {
      id: 'wf-it',
      name: 'IT',
      steps: [],
      departments: ['IT', 'HR'],
      createdAt: at(2),
    };
    const pick = (ts: RoutingTemplate[], department: string) =>
      matchTemplates(ts, { amount: 2000, itemType: 'goods', department, requestorId: 'u1' }).template?.id;
    expect(pick([all, it_], 'IT')).toBe('wf-it');
    expect(pick([all, it_], 'Finance')).toBe('wf-all');
    expect(pick([it_], 'Finance')).toBeUndefined();
  });

  it('a higher priority wins over a department-specific one; conditions must all hold', () => {
    const at = (n: number) => new Date(2026, 0, n);
    const it_: RoutingTemplate = {
      id: 'wf-it',
      name: 'IT',
      steps: [],
      departments: ['IT'],
      createdAt: at(1),
    };
    const big: RoutingTemplate = {
      id: 'wf-big',
      name: 'Big services',
      steps: [],
      departments: ['All'],
      priority: 5,
      conditions: { minAmount: 10000, itemTypes: ['services'] },
      createdAt: at(2),
    };
    const pick = (amount: number, itemType: string) =>
      matchTemplates([it_, big], { amount, itemType, department: 'IT', requestorId: 'u1' }).template?.id;
    expect(pick(20000, 'services')).toBe('wf-big');
    expect(pick(9999.99, 'services')).toBe('wf-it');
    expect(pick(20000, 'goods')).toBe('wf-it');
  });
});
