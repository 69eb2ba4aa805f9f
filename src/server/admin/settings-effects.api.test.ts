import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@shared/admin/settings';
import { fiscalYearOf, monthsLeftInFiscalYear } from '@shared/analytics/fiscal-year';
import { periodRange } from '@shared/cost-savings/schemas';
import type { TestApp } from '../test/harness';
import { budgets } from '../db/schema/invoices';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { STEP, createWorkflowTemplate } from '../test/factories/approvals';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { unique } from '../test/factories/unique';
import { pdfText } from '../test/pdf-text';

/**
 * What a System Settings save changes, at once (each read goes to the settings table): the approval
 * chain of a new request (thresholds), the fiscal year of budgets (months left), the company name on
 * the PO document. Every change is made through PUT /api/admin/settings, as the administrator does.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  await createWorkflowTemplate(t, { departments: [team.department], steps: [STEP.manager, STEP.finance] });
});
afterAll(() => t.close());

async function save(over: Partial<Settings>) {
  const res = await t.request({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { ...DEFAULT_SETTINGS, ...over },
    as: team.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('thresholds route new requests', () => {
  const submit = (amount: number) =>
    submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        vendorId,
        lines: [{ description: `Monitors ${amount}`, quantity: 1, unitPrice: amount }],
      }),
    );
  const stepsOf = async (id: string) =>
    (
      (
        await t.request({ method: 'GET', url: `/api/requisitions/${id}/workflow`, as: team.procurement })
      ).json() as { name: string }[]
    ).map((s) => s.name);

  it('raising the manager threshold removes Finance Approval from a new 8,000 request', async () => {
    await save({});
    const before = await submit(8000);
    expect(before.status).toBe('pending');
    expect(await stepsOf(before.id)).toEqual(['Manager Review', 'Finance Approval']);

    await save({ managerApprovalThreshold: 10000 });
    const after = await submit(8000);
    expect(await stepsOf(after.id)).toEqual(['Manager Review']);
    // The chain already started keeps its steps.
    expect(await stepsOf(before.id)).toEqual(['Manager Review', 'Finance Approval']);

    await save({ managerApprovalThreshold: 6000 });
    expect(await stepsOf((await submit(8000)).id)).toEqual(['Manager Review', 'Finance Approval']);
  });

  it('raising the auto-approve line approves a request under it at once', async () => {
    await save({});
    expect((await submit(1500)).status).toBe('pending');
    await save({ autoApproveThreshold: 2000 });
    const auto = await submit(1500);
    expect(auto.status).toBe('approved');
    await save({});
  });
});

describe('the fiscal year start moves the budget year', () => {
  /** The assistant's budget answer for the manager's own department (months left in the fiscal year). */
  const budgetAnswer = async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/assistant/chat',
      payload: { message: 'What is our budget status?' },
      as: team.manager,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { reply: string }).reply;
  };
  const months = (n: number) => `${n} month${n === 1 ? '' : 's'} remaining in the fiscal year`;

  it("moving the start moves the budget's months left", async () => {
    const now = new Date();
    const years = new Set(
      (['January', 'April', 'July', 'October'] as const).map((m) => fiscalYearOf(now, m)),
    );
    // A budget line for each fiscal year the starts can make current (one or two years).
    for (const fiscalYear of years) {
      await t.database.db.insert(budgets).values({
        id: unique('bud'),
        department: team.department,
        glCode: '4000-002',
        fiscalYear,
        amount: '10000.00',
      });
    }
    for (const start of ['January', 'April', 'July', 'October'] as const) {
      await save({ fiscalYearStart: start });
      const reply = await budgetAnswer();
      expect(reply, start).toContain(months(monthsLeftInFiscalYear(now, start)));
    }
    // The four starts give four different answers: each save moved it.
    const left = ['January', 'April', 'July', 'October'].map((m) => monthsLeftInFiscalYear(now, m));
    expect(new Set(left).size).toBe(4);
    await save({});
  });
});

describe('the fiscal year start moves the savings year', () => {
  it("Cost Savings' year is the fiscal year", async () => {
    const year = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/cost-savings/summary?period=year',
        as: team.procurement,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { periodStart, periodEnd } = res.json() as { periodStart: string; periodEnd: string };
      return { start: periodStart, end: periodEnd };
    };
    for (const start of ['January', 'July'] as const) {
      await save({ fiscalYearStart: start });
      expect(await year(), start).toEqual(periodRange('year', new Date(), start));
    }
    expect(periodRange('year', new Date(), 'July').start.slice(5)).toBe('07-01');
    await save({});
  });
});

describe('the PO document carries the company name and the currency', () => {
  it('the PDF shows the name saved, from the next download on', async () => {
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [{ description: 'Standing desk', quantity: 2, unitPrice: '400.00' }],
    });
    const pdf = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/purchase-orders/${po.id}/pdf`,
        as: team.procurement,
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    await save({ companyName: 'Harbor Light Industries' });
    const first = await pdf();
    expect(first).toContain('Harbor Light Industries');
    expect(first).toContain('Total (USD)');
    expect(first).toContain('$800.00');
    await save({ companyName: 'Quillfeather Holdings', defaultCurrency: 'EUR' });
    const second = await pdf();
    expect(second).toContain('Quillfeather Holdings');
    expect(second).not.toContain('Harbor Light Industries');
    // Its amounts are in the default currency too.
    expect(second).toContain('Total (EUR)');
    expect(second).toContain('€800.00');
    expect(second).not.toContain('$800.00');
    await save({});
  });
});
