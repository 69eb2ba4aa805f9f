import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createBudget } from '../test/factories/purchase-orders';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { rollupsAndRebuilt } from '../db/rollups';

/** The approver sees the budget warning a request got at submit. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { subjectId: string; budgetWarning: string | null; nextApprover: string };

describe('GET /api/approvals — budgetWarning', () => {
  it('carries the warning of an over-budget request to its approver, and null for one within budget', async () => {
    const { department, employee, manager } = await createTeam(t);
    const vendorId = (await createVendor(t)).id;
    await createBudget(t, {
      department,
      glCode: '4000-001',
      amount: '10000.00',
      committed: '3000.00',
      vendorId,
    });
    const request = (amount: number) =>
      requestForm({
        department,
        vendorId,
        lines: [
          { description: `Chairs ${amount}`, quantity: 1, unitPrice: amount, generalLedgerCode: '4000-001' },
        ],
      });
    // 3,000 committed + 2,000 = 50%; then 3,000 + 2,000 pending + 6,000 = 110%.
    const within = await submitRequest(t, employee, request(2000));
    const over = await submitRequest(t, employee, request(6000));
    const warning = `Over budget: ${department} 4000-001 Office Supplies would reach 110% of $10,000.00`;
    expect(over.budgetWarning).toBe(warning);

    const rows = (
      await t.request({ method: 'GET', url: '/api/approvals?limit=500', as: manager })
    ).json() as Row[];
    expect(rows.find((r) => r.subjectId === over.id)).toMatchObject({
      budgetWarning: warning,
      nextApprover: 'Manager Review (Manager)',
    });
    expect(rows.find((r) => r.subjectId === within.id)).toMatchObject({ budgetWarning: null });
  });

  it('counts a request submitted at create once: up to exactly 100% is no warning, and it is pending in the rollup', async () => {
    const { department, employee } = await createTeam(t);
    const vendorId = (await createVendor(t)).id;
    await createBudget(t, {
      department,
      glCode: '4000-002',
      amount: '10000.00',
      committed: '3000.00',
      vendorId,
    });
    const lines = [
      { description: 'Desks', quantity: 2, unitPrice: 2500, generalLedgerCode: '4000-002' },
      { description: 'Lamps', quantity: 4, unitPrice: 500, generalLedgerCode: '4000-002' },
    ];
    // 3,000 committed + 7,000 = 100%: not above the budget.
    const exact = await submitRequest(t, employee, requestForm({ department, vendorId, lines }));
    expect(exact).toMatchObject({ status: 'pending', budgetWarning: null });
    const [pending] = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select sum(amount)::text as amount from budget_pending where department = ${department} and gl_code = '4000-002'`,
    );
    expect(pending?.amount).toBe('7000.00');
    const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
    expect(maintained).toEqual(rebuilt);
  });
});
