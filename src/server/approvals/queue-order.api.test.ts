import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalSteps } from '../db/schema/approvals';
import { createUser, type Team } from '../test/factories/users';
import { submitRequest } from '../test/factories/requisitions';
import { STEP, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * The manager's queue in its default order (priority, then submission), read page by page by the
 * index approval_steps_awaiting_idx: one range for steps of the manager's department, one for steps of
 * any department, merged in order, with the count over both.
 */
let t: TestApp, team: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  await createWorkflowTemplate(t, { departments: [team.department], steps: [STEP.manager] });
});
afterAll(() => t.close());

type Item = { subjectId: string; stepId: string; priority: string };
const page = async (limit: number, offset: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/approvals?limit=${limit}&offset=${offset}`,
    as: team.manager,
  });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: res.headers['x-total-count'] };
};
const submit = (urgencyLevel: RequisitionFormInput['urgencyLevel']) =>
  submitRequest(t, team.employee, {
    requestType: 'new-purchase',
    itemType: 'goods',
    department: team.department,
    businessJustification: 'Queue order',
    dateNeededBy: '2030-01-01',
    vendorName: 'Queue Order Supplies',
    urgencyLevel,
    lineItems: [{ description: 'Chair', generalLedgerCode: '4000-001', quantity: 10, unitPrice: 250 }],
  });

describe('GET /api/approvals default order', () => {
  it('sorts by priority, then the earliest submitted, across both parts of the queue, page by page', async () => {
    const low = await submit('low');
    const mediumFirst = await submit('medium');
    const high = await submit('critical');
    const mediumSecond = await submit('medium');
    const all = await page(50, 0);
    expect(all.rows.map((r) => r.subjectId)).toEqual([high.id, mediumFirst.id, mediumSecond.id, low.id]);
    expect(all.rows.map((r) => r.priority)).toEqual(['High', 'Medium', 'Medium', 'Low']);

    // The first Medium request's step made a step for any department of the manager role.
    const moved = all.rows[1]!;
    await t.database.db
      .update(approvalSteps)
      .set({ approverDepartment: null })
      .where(eq(approvalSteps.id, moved.stepId));
    const pages = [await page(1, 0), await page(1, 1), await page(2, 2)];
    expect(pages.map((p) => p.rows.map((r) => r.subjectId))).toEqual([
      [high.id],
      [mediumFirst.id],
      [mediumSecond.id, low.id],
    ]);
    expect(pages.map((p) => p.total)).toEqual(['4', '4', '4']);

    // Any manager now awaits it; no other manager awaits the department's own steps.
    const otherManager = await createUser(t, { role: 'manager', department: 'HR' });
    const theirs = await t.request({ method: 'GET', url: '/api/approvals', as: otherManager });
    expect((theirs.json() as Item[]).map((r) => r.subjectId)).toEqual([mediumFirst.id]);
  });
});
