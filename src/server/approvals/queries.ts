import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import {
  PENDING_APPROVAL_STATUS,
  wholeDaysBetween,
  type ApprovalItem,
  type ApprovalType,
  type ApprovedItem,
  type Priority,
} from '@shared/approvals/schemas';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { roles, users } from '../db/schema/auth';
import { matchingRow, type ListResult, orderBy, type ListQuery } from '../http/list';
import { listPageByParts } from '../http/list-parts';
import { fullName } from '../lib/names';
import { awaitingUserParts, withDelegators } from '../approval-chains/queue';
import { whoMayAct } from '@shared/approvals/delegation';
import { attachmentsOfSubjects, type Subject } from './subject-attachments';
import { linesOf } from './subject-lines';
import { subjectDetailsOf } from './subject-details';

const requestor = alias(users, 'requestor');
const actor = alias(users, 'actor');
const principal = alias(users, 'principal');
/** What both queues show of a step and the request it belongs to. */
const stepColumns = {
  id: approvalRequests.id,
  stepId: approvalSteps.id,
  type: approvalRequests.subjectType,
  subjectId: approvalRequests.subjectId,
  title: approvalRequests.title,
  requestor: fullName(requestor),
  department: approvalRequests.department,
  amount: approvalRequests.amount,
};
const priorityRank = sql`case ${approvalRequests.priority} when 'High' then 1 when 'Medium' then 2 else 3 end`;
const typeFilter = (type: string | undefined) =>
  type && type !== 'all' ? eq(approvalRequests.subjectType, type) : undefined;

export type ApprovalFilters = ListQuery & { type?: string };

const SORTS = {
  priority: approvalSteps.priorityRank,
  amount: approvalRequests.amount,
  date: approvalSteps.submittedAt,
  department: approvalRequests.department,
};

/** What a queue counts: its steps, joined to their requests only when the type filter needs them. */
const stepsCounted = (db: DbOrTx, type: string | undefined) =>
  typeFilter(type)
    ? db
        .select(matchingRow)
        .from(approvalSteps)
        .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    : approvalSteps;

/** The ids of listed steps, with the join their type filter and sorts read (listPageByParts). */
const stepIds = (db: DbOrTx) => ({
  select: () =>
    db
      .select({ id: approvalSteps.id })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId)),
  id: approvalSteps.id,
  table: approvalSteps,
});

/**
 * GET /api/approvals: the steps awaiting the user — and those awaiting whoever delegated to them while
 * the delegation runs (each says on whose behalf) — with what the reviewer needs to decide.
 */
export async function listAwaiting(
  db: DbOrTx,
  user: SessionUser,
  f: ApprovalFilters,
  now = new Date(),
): Promise<ListResult<ApprovalItem>> {
  const approver = await withDelegators(db, user);
  const { parts, rest } = awaitingUserParts(approver);
  // The default order is the steps' own copy of it (priority rank, submission): index approval_steps_awaiting_idx.
  const order = orderBy(
    f.sort,
    SORTS,
    [asc(approvalSteps.priorityRank), asc(approvalSteps.submittedAt)],
    approvalSteps.id,
  );
  const { rows, ...tally } = await listPageByParts(
    db,
    db
      .select({
        ...stepColumns,
        submittedAt: approvalRequests.submittedAt,
        priority: approvalRequests.priority,
        activatedAt: approvalSteps.activatedAt,
        stepName: approvalSteps.name,
        roleLabel: roles.label,
        assignee: {
          roleId: approvalSteps.approverRoleId,
          approverDepartment: approvalSteps.approverDepartment,
          approverUserId: approvalSteps.approverUserId,
        },
        requestorId: approvalRequests.requestorId,
        excludedApproverIds: approvalRequests.excludedApproverIds,
      })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .innerJoin(requestor, eq(requestor.id, approvalRequests.requestorId))
      .innerJoin(roles, eq(roles.id, approvalSteps.approverRoleId)),
    stepsCounted(db, f.type),
    stepIds(db),
    { parts, rest: and(rest, typeFilter(f.type)) },
    order,
    f,
  );

  const subjectOf = (r: (typeof rows)[number]): Subject =>
    r.type === 'purchase-order'
      ? { kind: 'purchase-order', id: r.subjectId }
      : { kind: 'requisition', id: r.subjectId };
  const idsOf = (kind: Subject['kind']) =>
    rows.map(subjectOf).flatMap((s) => (s.kind === kind ? [s.id] : []));
  // The subjects' rows first, then their files: attachmentsOfSubjects reuses the rows' attachment names.
  const [{ detailsOf: details, read }, { bySubject, poGl }] = await Promise.all([
    subjectDetailsOf(db, rows),
    linesOf(db, idsOf('requisition'), idsOf('purchase-order')),
  ]);
  const filesOf = await attachmentsOfSubjects(db, rows.map(subjectOf), read);
  const self = { id: user.id, roleId: user.role, department: user.department };
  const standingInFor = (r: (typeof rows)[number]) => {
    if (!approver.delegators.length) return null;
    const acting = whoMayAct(self, approver.delegators, r.assignee, [
      r.requestorId,
      ...r.excludedApproverIds,
    ]);
    return acting.may ? (acting.onBehalfOf?.name ?? null) : null;
  };
  return {
    ...tally,
    rows: rows.map((step) => {
      const r = { ...step, ...details(step) };
      const lines = r.req?.id ? (bySubject.get(r.req.id) ?? []) : [];
      return {
        id: r.id,
        stepId: r.stepId,
        type: r.type as ApprovalType,
        subjectId: r.subjectId,
        reference: r.po?.poNumber ?? r.subjectId,
        title: r.title,
        requestor: r.requestor,
        department: r.department,
        amount: r.amount,
        dateSubmitted: r.submittedAt.toISOString(),
        priority: r.priority as Priority,
        status: PENDING_APPROVAL_STATUS,
        daysWaiting: wholeDaysBetween(r.activatedAt ?? r.submittedAt, now),
        nextApprover: `${r.stepName} (${r.roleLabel})`,
        onBehalfOf: standingInFor(r),
        description: r.req?.description ?? r.po?.description ?? null,
        businessJustification: r.req?.businessJustification ?? null,
        budgetCode: lines[0]?.generalLedgerCode ?? (r.po?.id ? (poGl.get(r.po.id) ?? null) : null),
        vendor: r.req?.vendorName ?? r.po?.vendorName ?? null,
        items:
          r.type === 'requisition'
            ? lines.map((l) => ({
                description: l.description,
                quantity: Number(l.quantity),
                unitPrice: l.unitPrice,
                total: l.total,
              }))
            : [],
        contractReference: r.req?.contractNumber ?? r.po?.contractNumber ?? null,
        originalPO: r.type === 'change-order' ? (r.req?.poNumber ?? null) : null,
        changeType: r.changeType ?? null,
        budgetWarning: r.req?.budgetWarning ?? null,
        ...filesOf(subjectOf(r)),
      };
    }),
  };
}

const HISTORY_SORTS = {
  date: approvalSteps.actedAt,
  amount: approvalRequests.amount,
  department: approvalRequests.department,
  priority: priorityRank,
};

/**
 * GET /api/approvals/history: the steps the user approved or rejected, and those a delegate decided on
 * the user's behalf (each says by whom and for whom), newest first. Two parts, each read and counted
 * from its own index (approval_steps_actor_idx, approval_steps_behalf_idx) in the page's statement:
 * listPageByParts, inPage.
 */
export async function listHistory(
  db: DbOrTx,
  user: SessionUser,
  f: ApprovalFilters,
): Promise<ListResult<ApprovedItem>> {
  // Disjoint: a step decided on someone's behalf was not decided by them (approval_steps_behalf_ck).
  const parts = [eq(approvalSteps.actedBy, user.id), eq(approvalSteps.onBehalfOf, user.id)];
  const rest = and(inArray(approvalSteps.status, ['completed', 'rejected']), typeFilter(f.type));
  const order = orderBy(f.sort, HISTORY_SORTS, [desc(approvalSteps.actedAt)], approvalSteps.id);
  const { rows, ...tally } = await listPageByParts(
    db,
    db
      .select({
        ...stepColumns,
        actedAt: approvalSteps.actedAt,
        approvedBy: fullName(actor),
        onBehalfOf: sql<
          string | null
        >`case when ${principal.id} is null then null else ${fullName(principal)} end`,
        stepStatus: approvalSteps.status,
        step: approvalSteps.name,
        comment: approvalSteps.comment,
      })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .innerJoin(requestor, eq(requestor.id, approvalRequests.requestorId))
      .innerJoin(actor, eq(actor.id, approvalSteps.actedBy))
      .leftJoin(principal, eq(principal.id, approvalSteps.onBehalfOf)),
    stepsCounted(db, f.type),
    stepIds(db),
    { parts, rest, inPage: true },
    order,
    f,
  );
  return {
    ...tally,
    rows: rows.map(({ actedAt, stepStatus, type, ...r }) => ({
      ...r,
      type: type as ApprovalType,
      dateApproved: (actedAt ?? new Date(0)).toISOString(),
      status: stepStatus === 'rejected' ? 'Rejected' : 'Approved',
    })),
  };
}
