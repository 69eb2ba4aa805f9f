import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import type { Team } from '../test/factories/users';
import { seedPoScenario } from './test-po-scenario';

/** The POs under test come from seedPoScenario (test-po-scenario.ts), all from one vendor. */
let t: TestApp;
let team: Team;
let V: string;
beforeAll(async () => {
  t = await createTestApp();
  const scenario = await seedPoScenario(t);
  team = scenario.team;
  V = scenario.vendor.id;
});
afterAll(() => t.close());

const list = async (query: string, as: Account = team.procurement) => {
  const res = await t.request({ method: 'GET', url: `/api/purchase-orders?vendorId=${V}&${query}`, as });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Record<string, unknown>[], total: Number(res.headers['x-total-count']) };
};
const numbers = (rows: Record<string, unknown>[]) => rows.map((r) => r.poNumber);

describe('GET /api/purchase-orders', () => {
  it('filters by vendor and status (all, pending, completed …) with X-Total-Count', async () => {
    expect((await list('')).total).toBe(7);
    expect((await list('status=all')).total).toBe(7);
    expect(numbers((await list('status=pending&sort=poNumber')).rows)).toEqual(['PO-T-001', 'PO-T-007']);
    expect(numbers((await list('status=completed&sort=poNumber')).rows)).toEqual(['PO-T-003', 'PO-T-005']);
    expect(numbers((await list('status=cancelled')).rows)).toEqual(['PO-T-006']);
    expect(numbers((await list('contractId=CTR-TEST-1')).rows)).toEqual(['PO-T-001']);
  });

  it('searches PO number, vendor name, description and contract number, escaping wildcards', async () => {
    expect((await list('q=zephyr')).total).toBe(7);
    expect(numbers((await list('q=GAMMA')).rows)).toEqual(['PO-T-003']);
    expect(numbers((await list('q=ctr-test')).rows)).toEqual(['PO-T-001']);
    expect(numbers((await list('q=PO-T-004')).rows)).toEqual(['PO-T-004']);
    expect(numbers((await list(`q=${encodeURIComponent('100%')}`)).rows)).toEqual(['PO-T-002']);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('q=_')).total).toBe(0);
  });

  it('sorts and pages', async () => {
    const byAmount = (await list('sort=amount')).rows.map((r) => Number(r.amount));
    expect(byAmount).toEqual([60, 100, 250, 500, 800, 1200, 10000]);
    const desc = (await list('sort=-amount')).rows.map((r) => r.poNumber);
    expect(desc[0]).toBe('PO-T-004');
    expect(numbers((await list('sort=-createdAt')).rows)[0]).toBe('PO-T-007');
    const page = await list('sort=poNumber&limit=2&offset=2');
    expect(numbers(page.rows)).toEqual(['PO-T-003', 'PO-T-004']);
    expect(page.total).toBe(7);
    expect((await list('sort=vendor')).total).toBe(7);
    const bad = await t.request({
      method: 'GET',
      url: '/api/purchase-orders?sort=secret',
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the fields the hub and the requisition form read, and the blanket draw-down', async () => {
    const rows = (await list('sort=poNumber')).rows;
    expect(rows[0]).toMatchObject({
      id: 'po-t1',
      poNumber: 'PO-T-001',
      vendorId: V,
      vendorName: 'Zephyr Test Supplies',
      vendor: 'Zephyr Test Supplies',
      amount: '100.00',
      totalAmount: '100.00',
      isBlanketPO: false,
      blanketUsed: null,
      status: 'pending',
      contractNumber: 'CTR-TEST-1',
      department: team.department,
      attachments: ['quote.pdf'],
      approvedAt: null,
    });
    expect(rows[3]).toMatchObject({
      poNumber: 'PO-T-004',
      isBlanketPO: true,
      blanketLimit: '20000.00',
      blanketUsed: '1200.00',
    });
  });

  it('is scoped: department roles see their department, end users the POs of their requisitions', async () => {
    const manager = await list('sort=poNumber', team.manager);
    expect(numbers(manager.rows)).toEqual(['PO-T-001', 'PO-T-002', 'PO-T-004', 'PO-T-005', 'PO-T-006']);
    const employee = await list('', team.employee);
    expect(numbers(employee.rows)).toEqual(['PO-T-007']);
    const get = (id: string, as: Account) =>
      t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as });
    expect((await get('po-t3', team.manager)).statusCode).toBe(404);
    expect((await get('po-t1', team.employee)).statusCode).toBe(404);
    expect((await get('PO-T-007', team.employee)).statusCode).toBe(200);
    expect((await get('po-t3', team.finance)).statusCode).toBe(200);
  });
});

describe('GET /api/purchase-orders/{id}', () => {
  it('by id: lines, workflow with progress, contract and attachments', async () => {
    const res = await t.request({ method: 'GET', url: '/api/purchase-orders/po-t1', as: team.procurement });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.lines.map((l: Record<string, unknown>) => [
        l.description,
        l.quantity,
        l.total,
        l.quantityReceived,
      ]),
    ).toEqual([
      ['Widget', 4, '80.00', 0],
      ['Bolt', 10, '20.00', 0],
    ]);
    expect(body.workflowSteps.map((s: { step: string; status: string }) => `${s.step}:${s.status}`)).toEqual([
      'Manager Review:completed',
      'Finance Approval:completed',
      'Legal Review:pending',
      'Final Approval:not_started',
    ]);
    expect(body.workflowSteps[0]).toMatchObject({ assignee: 'Person 0' });
    expect(body).toMatchObject({ progress: 50, currentStep: 'Legal Review', attachments: ['quote.pdf'] });
    expect(body.contract).toEqual({
      id: 'CTR-TEST-1',
      title: 'Zephyr Master Agreement',
      vendorName: 'Zephyr Test Supplies',
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      value: '50000.00',
      status: 'active',
    });
  });

  it('by PO number, with quantities received summed from goods receipts', async () => {
    const body = (
      await t.request({ method: 'GET', url: '/api/purchase-orders/PO-T-002', as: team.procurement })
    ).json();
    expect(body.id).toBe('po-t2');
    expect(body.lines[0]).toMatchObject({ quantity: 10, quantityReceived: 7.5 });
    expect(body).toMatchObject({ contract: null, workflowSteps: [], progress: 0, currentStep: 'Completed' });
    expect(
      (await t.request({ method: 'GET', url: '/api/purchase-orders/PO-NOPE', as: team.procurement }))
        .statusCode,
    ).toBe(404);
  });
});
