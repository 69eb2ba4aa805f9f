import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { planRoute } from '../approval-chains/plan';
import { routingFacts } from '../approval-chains/routing-facts';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';

/**
 * The seeded approval chains are what the rules would build today (templates, settings thresholds,
 * escalation), and every pending step can be acted on by someone who can sign in to the demo.
 * The seeded POs in re-approval, by description: the seating mixes goods and installation services,
 * the trade-show material is goods.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const PO_ITEM_TYPES: Record<string, string> = {
  'Ergonomic seating and sit-to-stand desks for the Austin office expansion': 'mixed',
  'Trade show banners and business cards for the winter sales kickoff': 'goods',
};

describe('demo approval chains', () => {
  it('match the chain the current templates, thresholds and escalation build for each request', async () => {
    const db = t.database.db;
    const [facts, requests] = await Promise.all([
      routingFacts(db),
      db.select().from(approvalRequests).orderBy(asc(approvalRequests.id)),
    ]);
    expect(requests.length).toBeGreaterThanOrEqual(16);
    for (const request of requests) {
      const [req] = await db.select().from(requisitions).where(eq(requisitions.id, request.subjectId));
      const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, request.subjectId));
      const input = {
        requestorId: request.requestorId,
        excludedApproverIds: request.excludedApproverIds,
        amount: request.amount,
        department: request.department,
        itemType: req?.itemType ?? PO_ITEM_TYPES[po?.description ?? '']!,
        requestType: req?.requestType ?? null,
      };
      // The one routing rule submit runs (templates, thresholds, escalation, approval limits).
      // The demo's chains were started before roles had approval limits (issue 14), and started chains
      // keep their steps: they are compared with the rule without the limits.
      const expected = planRoute({ ...facts, limits: {} }, input).steps.map((s) => [
        s.name,
        s.roleId,
        s.approverDepartment,
      ]);
      const seeded = await db
        .select()
        .from(approvalSteps)
        .where(eq(approvalSteps.approvalRequestId, request.id))
        .orderBy(asc(approvalSteps.stepOrder));
      expect(
        seeded.map((s) => [s.name, s.approverRoleId, s.approverDepartment]),
        `${request.id} (${request.subjectId})`,
      ).toEqual(expected);
    }
  });

  it('has every pending step awaiting a demo account (one that can sign in) other than the requester', async () => {
    const db = t.database.db;
    const people = await db.select().from(users);
    const pending = await db
      .select({ step: approvalSteps, requestorId: approvalRequests.requestorId })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .where(eq(approvalSteps.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    for (const { step, requestorId } of pending) {
      const approvers = people.filter(
        (u) =>
          u.status === 'Active' &&
          u.passwordHash !== '!' &&
          u.id !== requestorId &&
          u.roleId === step.approverRoleId &&
          (step.approverDepartment === null || u.department === step.approverDepartment),
      );
      expect(approvers.length, `${step.approvalRequestId} ${step.name}`).toBeGreaterThan(0);
    }
  });
});
