import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { priorityFromUrgency } from '@shared/requisitions/constants';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { newId } from '../lib/ids';
import { activeHolders, conflictedUsers, holdsStep, routeStep, type ChainStep } from './routing';
import { tellApprovers } from './notices';
import { routingFacts, type RoutingFactsRead } from './routing-facts';
import { inTurn } from '../db/in-turn';
import { writeTogether } from '../db/write-together';
import { planRoute } from './plan';
import { roles } from '../db/schema/auth';

export type SubjectType = 'requisition' | 'purchase-order' | 'change-order';
export type { ChainStep } from './routing';
export { DEFAULT_STEPS, buildChain, stepApplies } from './build';
export type { Chain, ChainInput, ChainThresholds } from './build';

export type ApprovalSubject = {
  subjectType: SubjectType;
  subjectId: string;
  title: string;
  requestorId: string;
  /** Who else may not approve: whoever submitted or edited the subject (a PO's editors). */
  excludedApproverIds?: string[];
  department: string;
  amount: string;
  itemType: string;
  /** The requisition's request type (Legal Review for blanket POs); absent for a PO re-approval. */
  requestType?: string | null;
  urgencyLevel: string | null;
  /** Never approved at once (see buildChain). */
  requireApproval?: boolean;
  /** The requester's name for the notice, when the caller has it already. */
  requesterName?: string;
  /** The GL codes of its lines (a template's GL code condition). */
  glCodes?: string[];
};

/**
 * Writes the approval request and its steps (first step pending, the rest not started) inside the
 * caller's transaction: the chain planRoute plans from routingFacts (the first matching active
 * template or the settings' thresholds; each step routed to someone other than the requester whose
 * role's approval limit covers the amount). The stored steps are the chain's: editing a template
 * later never changes them. The users the first
 * step awaits are told (tellApprovers); an auto-approved request tells no approver. Returns whether the
 * request was approved at once.
 */
export async function startApproval(
  tx: DbOrTx,
  subject: ApprovalSubject,
  now = new Date(),
  /** The settings, or all of routingFacts, when the caller read them already in this transaction. */
  known: { settings?: Settings; facts?: RoutingFactsRead } = {},
): Promise<{ approvalRequestId: string; autoApproved: boolean; steps: ChainStep[] }> {
  const facts = known.facts ?? (await routingFacts(tx, known));
  const plan = planRoute(facts, subject);
  const { holders } = facts;
  const { excludedApproverIds, conflicted } = plan;
  const chain = { autoApproved: plan.autoApproved, steps: plan.steps };

  const approvalRequestId = newId('apr');
  const priority = priorityFromUrgency(subject.urgencyLevel);
  // The request and its steps in one statement: the steps carry the request's queue order themselves
  // (their trigger, migration 0043, is not sure to see the request).
  await writeTogether(
    tx,
    tx.insert(approvalRequests).values({
      id: approvalRequestId,
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
      title: subject.title,
      requestorId: subject.requestorId,
      excludedApproverIds,
      department: subject.department,
      amount: subject.amount,
      workflowTemplateId: plan.template?.id ?? null,
      workflowTemplateName: plan.template?.name ?? null,
      priority,
      status: chain.autoApproved ? 'approved' : 'pending',
      submittedAt: now,
      completedAt: chain.autoApproved ? now : null,
    }),
    chain.steps.length > 0 &&
      tx.insert(approvalSteps).values(
        chain.steps.map((s, i) => ({
          id: newId('aps'),
          approvalRequestId,
          stepOrder: i + 1,
          name: s.name,
          approverRoleId: s.roleId,
          approverDepartment: s.approverDepartment,
          approverUserId: s.approverUserId ?? null,
          skipIfSameApprover: s.skipIfSameApprover ?? false,
          status: i === 0 ? 'pending' : 'not_started',
          activatedAt: i === 0 ? now : null,
          priorityRank: sql`approval_priority_rank(${priority})`,
          submittedAt: now,
        })),
      ),
  );
  const [first] = chain.steps;
  if (first) {
    // With their addresses (routingFacts reads them): the notice needs no lookup of its own.
    const awaited = holders
      .filter((h) => holdsStep(h, first, conflicted))
      .map((h) => (h.email ? { id: h.id, email: h.email } : h.id));
    await tellApprovers(
      tx,
      { id: approvalRequestId, ...subject, excludedApproverIds },
      first,
      awaited,
      undefined,
      { delegations: facts.delegations },
    );
  }
  return { approvalRequestId, autoApproved: chain.autoApproved, steps: chain.steps };
}

/** Before a resubmission: earlier open chains of the subject are cancelled and their open steps skipped. */
export async function cancelOpenApprovals(
  tx: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
): Promise<void> {
  const open = await tx
    .update(approvalRequests)
    .set({ status: 'cancelled', completedAt: new Date() })
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectId, subjectId),
        eq(approvalRequests.status, 'pending'),
      ),
    )
    .returning({ id: approvalRequests.id });
  if (!open.length) return;
  await tx
    .update(approvalSteps)
    .set({ status: 'skipped' })
    .where(
      and(
        inArray(
          approvalSteps.approvalRequestId,
          open.map((r) => r.id),
        ),
        inArray(approvalSteps.status, ['pending', 'not_started']),
      ),
    );
}

/**
 * Someone edited the subject of an open chain (a pending PO): they may no longer act on it. They join
 * the chain's excluded approvers, and its steps still to be taken are routed again (routeStep), so a
 * step only the editor could have taken escalates to someone else. Answers the chain's id, or null when
 * no open chain had to change.
 */
export async function excludeFromOpenChain(
  tx: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  userId: string,
): Promise<string | null> {
  const [request] = await tx
    .update(approvalRequests)
    .set({ excludedApproverIds: sql`array_append(${approvalRequests.excludedApproverIds}, ${userId})` })
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectId, subjectId),
        eq(approvalRequests.status, 'pending'),
        ne(approvalRequests.requestorId, userId),
        sql`not (${userId} = any(${approvalRequests.excludedApproverIds}))`,
      ),
    )
    .returning();
  if (!request) return null;
  const [open, limitRows] = await inTurn(
    () =>
      tx
        .select()
        .from(approvalSteps)
        .where(
          and(
            eq(approvalSteps.approvalRequestId, request.id),
            inArray(approvalSteps.status, ['pending', 'not_started']),
          ),
        ),
    () => tx.select({ id: roles.id, approvalLimit: roles.approvalLimit }).from(roles),
  );
  const holders = await activeHolders(
    tx,
    open.map((s) => ({ roleId: s.approverRoleId, approverUserId: s.approverUserId })),
  );
  const conflicted = conflictedUsers(request);
  const limit = {
    amount: request.amount,
    limits: Object.fromEntries(limitRows.map((r) => [r.id, r.approvalLimit])),
  };
  for (const step of open) {
    const current = {
      name: step.name,
      roleId: step.approverRoleId,
      approverDepartment: step.approverDepartment,
      approverUserId: step.approverUserId,
    };
    const routed = routeStep(current, request.department, holders, conflicted, limit);
    if (
      routed.roleId === current.roleId &&
      routed.approverDepartment === current.approverDepartment &&
      (routed.approverUserId ?? null) === current.approverUserId
    )
      continue;
    await tx
      .update(approvalSteps)
      .set({
        approverRoleId: routed.roleId,
        approverDepartment: routed.approverDepartment,
        approverUserId: routed.approverUserId ?? null,
      })
      .where(eq(approvalSteps.id, step.id));
  }
  return request.id;
}
