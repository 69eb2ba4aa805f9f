import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { insertBudget, insertLoginUser, requestForm, submitRequest } from './test-fixtures';

/**
 * The approver sees the budget warning a request got at submit. No demo facts beyond vendor-002: the
 * department 'Budget QA', its requester, its manager and its budget are created here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { subjectId: string; budgetWarning: string | null; nextApprover: string };
const queueOf = async (as: string) =>
  (await t.request({ method: 'GET', url: '/api/approvals?limit=500', as: as as DemoUser })).json() as Row[];

describe('GET /api/approvals — budgetWarning', () => {
  it('carries the warning of an over-budget request to its approver, and null for one within budget', async () => {
    const requester = await insertLoginUser(t, { role: 'end_user', department: 'Budget QA' });
    const manager = await insertLoginUser(t, { role: 'manager', department: 'Budget QA' });
    await insertBudget(t, {
      department: 'Budget QA',
      glCode: '4000-001',
      amount: '10000.00',
      committed: '3000.00',
    });
    const request = (amount: number) =>
      requestForm(
        [{ description: `Chairs ${amount}`, quantity: 1, unitPrice: amount, generalLedgerCode: '4000-001' }],
        {
          department: 'Budget QA',
        },
      );
    // 3,000 committed + 2,000 = 50%; then 3,000 + 2,000 pending + 6,000 = 110%.
    const within = await submitRequest(t, request(2000), requester.email);
    const over = await submitRequest(t, request(6000), requester.email);
    expect(over.budgetWarning).toBe(
      'Over budget: Budget QA 4000-001 Office Supplies would reach 110% of $10,000.00',
    );

    const rows = await queueOf(manager.email);
    expect(rows.find((r) => r.subjectId === over.id)).toMatchObject({
      budgetWarning: 'Over budget: Budget QA 4000-001 Office Supplies would reach 110% of $10,000.00',
      nextApprover: 'Manager Review (Manager)',
    });
    expect(rows.find((r) => r.subjectId === within.id)).toMatchObject({ budgetWarning: null });
  });
});
