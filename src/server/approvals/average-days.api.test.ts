import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { rollupsAndRebuilt } from '../db/rollups';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createUser, type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { approveInTurn } from '../test/factories/approvals';

/**
 * The approvals queue's "average days to approve" reads the rollup approver_totals: after every write
 * (chains approved through the API, and requests and steps moved between statuses, approvers, dates,
 * or deleted) it equals the average of its definition, and the rollup what rebuild_rollups() computes.
 */
let t: TestApp, team: Team, vendorId: string;
let legal: Account & { id: string }, other: Account & { id: string };
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  legal = await createUser(t, { role: 'legal', department: 'Legal' });
  other = await createUser(t, { role: 'legal', department: 'Legal' });
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() - n * 86_400_000);

/** The figure as it was defined before the rollup: an average over the requests, rounded to 0.1. */
async function averageByDefinition(userId: string): Promise<number> {
  const [row] = await queryRows<{ days: string | null }>(
    t.database.db,
    sql`select avg(extract(epoch from (completed_at - submitted_at)) / 86400)::text as days
      from approval_requests ar where status = 'approved' and completed_at is not null
        and exists (select 1 from approval_steps s where s.approval_request_id = ar.id
          and s.acted_by = ${userId} and s.status = 'completed')`,
  );
  return row?.days == null ? 0 : Math.round(Number(row.days) * 10) / 10;
}

async function expectAveragesMatch() {
  for (const who of [legal, other, team.manager, team.director]) {
    const res = await t.request({ method: 'GET', url: '/api/approvals/summary', as: who });
    expect(res.statusCode).toBe(200);
    expect(res.json().avgDaysToApprove).toBe(await averageByDefinition(who.id));
  }
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained.approver_totals).toEqual(rebuilt.approver_totals);
}

async function chain(id: string, submitted: number, completed: number | null, approvers: string[]) {
  await t.database.db.insert(approvalRequests).values({
    id,
    subjectType: 'purchase-order',
    subjectId: `po-${id}`,
    title: `Title ${id}`,
    requestorId: team.procurement.id,
    department: 'Legal',
    amount: '1000.00',
    status: completed === null ? 'pending' : 'approved',
    submittedAt: days(submitted),
    completedAt: completed === null ? null : days(completed),
  });
  await t.database.db.insert(approvalSteps).values(
    approvers.map((actedBy, i) => ({
      id: `${id}-s${i + 1}`,
      approvalRequestId: id,
      stepOrder: i + 1,
      name: 'Legal Review',
      approverRoleId: 'legal',
      status: 'completed',
      actedBy,
      actedAt: days(submitted - 1),
    })),
  );
}
const setRequest = (id: string, set: Partial<typeof approvalRequests.$inferInsert>) =>
  t.database.db.update(approvalRequests).set(set).where(eq(approvalRequests.id, id));
const setStep = (id: string, set: Partial<typeof approvalSteps.$inferInsert>) =>
  t.database.db.update(approvalSteps).set(set).where(eq(approvalSteps.id, id));

describe('avgDaysToApprove', () => {
  it('equals its definition through approvals, moves between statuses, approvers and dates, and deletes', async () => {
    await expectAveragesMatch();
    await chain('avg-1', 10, 7, [legal.id]);
    await chain('avg-2', 5, 3.5, [legal.id, legal.id, other.id]); // one request, counted once
    await chain('avg-3', 20, null, [legal.id]);
    await expectAveragesMatch();
    expect(await averageByDefinition(legal.id)).toBe(2.3);

    await setRequest('avg-3', { status: 'approved', completedAt: days(1) });
    await expectAveragesMatch();
    await setRequest('avg-1', { completedAt: days(2) });
    await expectAveragesMatch();
    await setRequest('avg-1', { status: 'rejected' });
    await expectAveragesMatch();
    await setStep('avg-2-s1', { status: 'rejected' });
    await expectAveragesMatch();
    await setStep('avg-2-s2', { actedBy: other.id });
    await expectAveragesMatch();
    await t.database.db
      .update(approvalSteps)
      .set({ actedBy: legal.id })
      .where(eq(approvalSteps.approvalRequestId, 'avg-2'));
    await expectAveragesMatch();
    await t.database.db.delete(approvalSteps).where(eq(approvalSteps.id, 'avg-2-s3'));
    await expectAveragesMatch();
    await t.database.db.delete(approvalRequests).where(eq(approvalRequests.id, 'avg-3'));
    await expectAveragesMatch();

    // Through the API: a request over the auto-approve line goes to the team's manager, who approves it.
    const form = requestForm({
      department: team.department,
      vendorId,
      lines: [{ description: 'Laptop', quantity: 1, unitPrice: 4000 }],
    });
    const submitted = await submitRequest(t, team.employee, form);
    expect(submitted.status).toBe('pending');
    await expectAveragesMatch();
    await approveInTurn(t, submitted.id, [team.manager]);
    await expectAveragesMatch();
  });
});
