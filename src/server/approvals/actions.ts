import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { APPROVAL_MESSAGES, type ApprovalActionResult, type ApprovalType } from '@shared/approvals/schemas';
import type { Db, Tx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { audit } from '../lib/audit';
import { conflict, forbidden, notFound } from '../http/errors';
import { notify } from '../messages/notify';
import { syncPoWorkflow } from '../purchase-orders/workflow';
import { onChainApproved, onChainRejected } from '../requisitions/approval-outcome';
import { subjectLabel, tellApprovers } from '../approval-chains/notices';
import { awaitingUser, withDelegators } from '../approval-chains/queue';
import { conflictedUsers, stepHolderIds } from '../approval-chains/routing';
import { whoMayAct, type Delegator } from '@shared/approvals/delegation';
import { passSameApproverSteps } from '../approval-chains/skip';

type Step = typeof approvalSteps.$inferSelect;
type Request = typeof approvalRequests.$inferSelect;

const assigneeOf = (s: Step) => ({
  roleId: s.approverRoleId,
  approverDepartment: s.approverDepartment,
  approverUserId: s.approverUserId,
});

/**
 * Acts on a step atomically: the UPDATE only matches a pending step awaiting this user (or, by an
 * active out-of-office delegation, a user they stand in for: recorded in on_behalf_of), so of two
 * concurrent actions (a double click, two approvers at once) exactly one wins. When nothing matched:
 * 404 for an unknown step, 403 for a step of the user's own request or one not for this user, 409
 * when it was already acted on.
 */
async function claimStep(
  tx: Tx,
  user: SessionUser,
  stepId: string,
  status: 'completed' | 'rejected',
  comment: string | null,
  now: Date,
): Promise<{ step: Step; onBehalfOf: Delegator | null }> {
  const approver = await withDelegators(tx, user);
  const delegators = approver.delegators ?? [];
  const holder = { id: user.id, roleId: user.role, department: user.department };
  const [claimed] = await tx
    .update(approvalSteps)
    .set({ status, actedBy: user.id, actedAt: now, comment })
    .where(and(eq(approvalSteps.id, stepId), awaitingUser(approver)))
    .returning();
  if (claimed) {
    if (!delegators.length) return { step: claimed, onBehalfOf: null };
    const [chain] = await tx
      .select({
        requestorId: approvalRequests.requestorId,
        excludedApproverIds: approvalRequests.excludedApproverIds,
      })
      .from(approvalRequests)
      .where(eq(approvalRequests.id, claimed.approvalRequestId));
    const acting = whoMayAct(holder, delegators, assigneeOf(claimed), chain ? conflictedUsers(chain) : []);
    const onBehalfOf = acting.may ? acting.onBehalfOf : null;
    if (!onBehalfOf) return { step: claimed, onBehalfOf: null };
    const [step] = await tx
      .update(approvalSteps)
      .set({ onBehalfOf: onBehalfOf.id })
      .where(eq(approvalSteps.id, claimed.id))
      .returning();
    return { step: step!, onBehalfOf };
  }
  const [existing] = await tx.select().from(approvalSteps).where(eq(approvalSteps.id, stepId));
  if (!existing) throw notFound('Approval step');
  const [request] = await tx
    .select({
      requestorId: approvalRequests.requestorId,
      excludedApproverIds: approvalRequests.excludedApproverIds,
    })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, existing.approvalRequestId));
  if (request?.requestorId === user.id) throw forbidden(APPROVAL_MESSAGES.ownRequest);
  if (request?.excludedApproverIds.includes(user.id)) throw forbidden(APPROVAL_MESSAGES.ownChange);
  if (!whoMayAct(holder, delegators, assigneeOf(existing), request ? conflictedUsers(request) : []).may)
    throw forbidden(APPROVAL_MESSAGES.notAwaitingYou);
  throw conflict(APPROVAL_MESSAGES.alreadyActed);
}

/** The audit row of an action on a step: the request and subject it belongs to, the step and the comment. */
function auditStep(
  tx: Tx,
  user: SessionUser,
  action: 'approval.approve' | 'approval.reject',
  step: Step,
  request: Request,
  comment: string | null,
  more: Record<string, unknown> = {},
): Promise<void> {
  return audit(tx, {
    actorId: user.id,
    action,
    entityType: 'approval-step',
    entityId: step.id,
    details: {
      approvalRequestId: request.id,
      subjectType: request.subjectType,
      subjectId: request.subjectId,
      step: step.name,
      comment,
      ...(step.onBehalfOf ? { onBehalfOf: step.onBehalfOf } : {}),
      ...more,
    },
  });
}

async function lockRequest(tx: Tx, id: string) {
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!request || request.status !== 'pending') throw conflict(APPROVAL_MESSAGES.alreadyActed);
  return request;
}

/** How notices name who acted: "Name", or "Name on behalf of Delegator" (out-of-office delegation). */
const actorName = (user: SessionUser, onBehalfOf: Delegator | null) =>
  onBehalfOf ? `${user.name} on behalf of ${onBehalfOf.name}` : user.name;

const quoted = (comment: string | null) => (comment ? ` Comment: "${comment}"` : '');

/**
 * POST /api/approvals/{stepId}/approve: completes the step; the next step becomes pending, or, after
 * the last one, the request is approved and its subject follows (requisition approved and its PO
 * raised; change order applied to its PO; PO approved). The requester is told either way, and the
 * users the next step awaits (never the requester) are told it is theirs.
 */
export async function approveStep(
  db: Db,
  user: SessionUser,
  stepId: string,
  comment: string | null,
  now = new Date(),
): Promise<ApprovalActionResult> {
  return db.transaction(async (tx) => {
    const { step, onBehalfOf } = await claimStep(tx, user, stepId, 'completed', comment, now);
    const actor = actorName(user, onBehalfOf);
    const request = await lockRequest(tx, step.approvalRequestId);
    const later = await tx
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'not_started')))
      .orderBy(asc(approvalSteps.stepOrder));
    const { next, passed } = await passSameApproverSteps(tx, request, later, now);
    let outcome: Awaited<ReturnType<typeof onChainApproved>> | null = null;
    if (next) {
      await tx
        .update(approvalSteps)
        .set({ status: 'pending', activatedAt: now })
        .where(eq(approvalSteps.id, next.id));
    } else {
      await tx
        .update(approvalRequests)
        .set({ status: 'approved', completedAt: now })
        .where(eq(approvalRequests.id, request.id));
      outcome = await onChainApproved(tx, request, user.id, now);
    }
    if (request.subjectType === 'purchase-order') await syncPoWorkflow(tx, request.subjectId, request.id);
    await auditStep(tx, user, 'approval.approve', step, request, comment, {
      nextStep: next?.name ?? null,
      ...(passed.length ? { passedSteps: passed.map((p) => p.name) } : {}),
      requestStatus: next ? 'pending' : 'approved',
      purchaseOrderId: outcome?.purchaseOrder?.id ?? null,
    });
    const label = await subjectLabel(tx, request);
    await notify(tx, {
      toUserIds: [request.requestorId],
      subject: next ? `${label} passed ${step.name}` : `${label} approved`,
      content: next
        ? `${actor} approved ${step.name} for ${label} (${request.title}). Next step: ${next.name}.${quoted(comment)}`
        : `${label} (${request.title}) is fully approved; ${actor} gave the final approval (${step.name}). ${outcome!.summary}${quoted(comment)}`,
      threadId: `thread-${request.subjectId}`,
      record: { type: request.subjectType, id: request.subjectId },
      kind: 'request-decided',
    });
    if (next) {
      const awaited = await stepHolderIds(
        tx,
        {
          roleId: next.approverRoleId,
          approverDepartment: next.approverDepartment,
          approverUserId: next.approverUserId,
        },
        conflictedUsers(request),
      );
      await tellApprovers(tx, { ...request, label }, next, awaited, step.name);
    }
    return {
      stepId: step.id,
      stepStatus: step.status,
      approvalRequestId: request.id,
      requestStatus: next ? 'pending' : 'approved',
      subjectType: request.subjectType as ApprovalType,
      subjectId: request.subjectId,
      purchaseOrder: outcome?.purchaseOrder ?? null,
    };
  });
}

/**
 * POST /api/approvals/{stepId}/reject (the comment is required): the step is rejected, the remaining
 * steps skipped and the request rejected; a requisition or change order returns to its requester as
 * 'returned' with the comment as feedback, a PO re-approval leaves the PO rejected.
 */
export async function rejectStep(
  db: Db,
  user: SessionUser,
  stepId: string,
  comment: string,
  now = new Date(),
): Promise<ApprovalActionResult> {
  return db.transaction(async (tx) => {
    const { step, onBehalfOf } = await claimStep(tx, user, stepId, 'rejected', comment, now);
    const actor = actorName(user, onBehalfOf);
    const request = await lockRequest(tx, step.approvalRequestId);
    await tx
      .update(approvalSteps)
      .set({ status: 'skipped' })
      .where(
        and(
          eq(approvalSteps.approvalRequestId, request.id),
          inArray(approvalSteps.status, ['pending', 'not_started']),
        ),
      );
    await tx
      .update(approvalRequests)
      .set({ status: 'rejected', completedAt: now })
      .where(eq(approvalRequests.id, request.id));
    await onChainRejected(tx, request, comment, now);
    const isPo = request.subjectType === 'purchase-order';
    if (isPo) await syncPoWorkflow(tx, request.subjectId, request.id);
    await auditStep(tx, user, 'approval.reject', step, request, comment);
    const label = await subjectLabel(tx, request);
    await notify(tx, {
      toUserIds: [request.requestorId],
      subject: isPo ? `${label} rejected` : `${label} returned for changes`,
      content: isPo
        ? `${actor} rejected ${label} (${request.title}) at ${step.name}.${quoted(comment)}`
        : `${actor} returned ${label} (${request.title}) at ${step.name}.${quoted(comment)} Edit the request and resubmit it.`,
      threadId: `thread-${request.subjectId}`,
      record: { type: request.subjectType, id: request.subjectId },
      kind: 'request-decided',
    });
    return {
      stepId: step.id,
      stepStatus: step.status,
      approvalRequestId: request.id,
      requestStatus: 'rejected',
      subjectType: request.subjectType as ApprovalType,
      subjectId: request.subjectId,
      purchaseOrder: null,
    };
  });
}
