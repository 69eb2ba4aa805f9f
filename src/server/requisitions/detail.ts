import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import type { ChangeOrderInfo, RequisitionDetail, WorkflowStep } from '@shared/requisitions/types';
import { requisitionCan } from '@shared/requisitions/policies';
import { queryRows, type DbOrTx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { roles, users } from '../db/schema/auth';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { rowJson } from '../db/row-json';
import { runPrepared } from '../db/prepared';
import { filesOf, storedFilesColumn } from '../lib/attachments';
import { visibleRequisitions } from '../access/requisitions';
import { notFound } from '../http/errors';
import { fullName } from '../lib/names';
import { iso } from '../lib/dates';
import { summaryColumns, toItem, toRequisition } from './queries';

/** A step as its JSON comes: timestamps as PostgreSQL writes them, its chain's id beside it. */
type StepJson = Omit<WorkflowStep, 'activatedAt' | 'actedAt'> & {
  requestId: string;
  activatedAt: string | null;
  actedAt: string | null;
};

/** The user who acted on a step (the steps' join holds `users` twice). */
const actor = alias(users, 'actor');
/**
 * Every approval step of the requisition's chains (its own and its change orders'), oldest submission
 * first, as one JSON array in the requisition row's statement.
 */
const stepsColumn = sql<StepJson[] | null>`(
  select json_agg(json_build_object(
    'requestId', ${approvalRequests.id}, 'id', ${approvalSteps.id},
    'stepOrder', ${approvalSteps.stepOrder}, 'name', ${approvalSteps.name},
    'status', ${approvalSteps.status}, 'approverRole', ${approvalSteps.approverRoleId},
    'approverRoleLabel', ${roles.label}, 'department', ${approvalSteps.approverDepartment},
    'activatedAt', ${approvalSteps.activatedAt}, 'actedById', ${approvalSteps.actedBy},
    'actedBy', ${fullName(actor)},
    'actedAt', ${approvalSteps.actedAt},
    'onBehalfOf', (select ${fullName(users)} from ${users} where ${users.id} = ${approvalSteps.onBehalfOf}),
    'comment', ${approvalSteps.comment})
    order by ${approvalRequests.submittedAt}, ${approvalRequests.createdAt}, ${approvalSteps.stepOrder})
  from ${approvalSteps}
  join ${approvalRequests} on ${approvalRequests.id} = ${approvalSteps.approvalRequestId}
  join ${roles} on ${roles.id} = ${approvalSteps.approverRoleId}
  left join ${users} ${actor} on ${actor.id} = ${approvalSteps.actedBy}
  where ${approvalRequests.subjectType} in ('requisition', 'change-order')
    and ${approvalRequests.subjectId} = ${requisitions.id})`;

/**
 * What a detail shows beside the requisition's own row, read in the row's statement (correlated
 * subqueries, each by its index): its lines and approval steps, its uploaded files, its latest change
 * order, and the PO raised from it (a live one before a cancelled or rejected one, the newest first).
 */
const attachedColumns = {
  items: sql<(typeof requisitionItems.$inferSelect)[] | null>`(
    select json_agg(${rowJson(requisitionItems)} order by ${requisitionItems.lineNo})
    from ${requisitionItems} where ${requisitionItems.requisitionId} = ${requisitions.id})`,
  steps: stepsColumn,
  files: storedFilesColumn([['requisition', requisitions.id]]),
  changeOrder: sql<ChangeOrderInfo | null>`(
    select json_build_object('id', co.id, 'purchaseOrderId', co.purchase_order_id,
      'changeType', co.change_type, 'changeDescription', co.change_description,
      'originalAmount', co.original_amount::text, 'newAmount', co.new_amount::text, 'status', co.status)
    from ${changeOrders} co where co.requisition_id = ${requisitions.id}
    order by co.created_at desc limit 1)`,
  po: sql<{ id: string; poNumber: string } | null>`(
    select json_build_object('id', p.id, 'poNumber', p.po_number)
    from ${purchaseOrders} p where p.requisition_id = ${requisitions.id} and p.parent_po_id is null
    order by case when p.status in ('cancelled', 'rejected') then 1 else 0 end, p.created_at desc limit 1)`,
};

const isoOf = (at: string | null) => (at ? new Date(at).toISOString() : null);

/** The steps with their submission's number (1 = first) and whether it is the latest. */
function submissions(steps: StepJson[]) {
  const requestIds = [...new Set(steps.map((s) => s.requestId))];
  return steps.map(({ requestId, ...s }) => ({
    submission: requestIds.indexOf(requestId) + 1,
    latest: requestIds.indexOf(requestId) === requestIds.length - 1,
    step: { ...s, activatedAt: isoOf(s.activatedAt), actedAt: isoOf(s.actedAt) } satisfies WorkflowStep,
  }));
}

/** The steps of the requisition's latest submission (the caller has checked that it may be read). */
export async function getWorkflow(db: DbOrTx, id: string): Promise<WorkflowStep[]> {
  // A raw statement: a one-table select would leave the subquery's columns unqualified.
  const [row] = await queryRows<{ steps: StepJson[] | null }>(
    db,
    sql`select ${stepsColumn} as steps from ${requisitions} where ${requisitions.id} = ${id}`,
  );
  return submissions(row?.steps ?? [])
    .filter((s) => s.latest)
    .map((s) => s.step);
}

/** A requisition with its lines, steps, files and links, if the user may see it: one statement. */
export async function getRequisitionDetail(
  db: DbOrTx,
  user: SessionUser,
  id: string,
): Promise<RequisitionDetail> {
  const [row] = await runPrepared(
    db
      .select({ ...summaryColumns, r: requisitions, ...attachedColumns })
      .from(requisitions)
      .innerJoin(users, eq(users.id, requisitions.requestorId))
      .where(and(eq(requisitions.id, id), visibleRequisitions(user))),
  );
  if (!row) throw notFound('Requisition');
  const { r, items, steps: stepsJson, files: filesJson, changeOrder, po, ...summary } = row;
  const files = filesOf(filesJson);
  const steps = submissions(stepsJson ?? []);
  const changedPo = changeOrder?.purchaseOrderId ?? null;
  return {
    ...toRequisition(summary),
    poNumber: po?.poNumber ?? (summary.poNumber as string | null),
    purchaseOrderId: po?.id ?? changedPo,
    shippingAddress: r.shippingAddress,
    deliveryLocation: r.deliveryLocation,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    contractStartDate: r.contractStartDate,
    contractEndDate: r.contractEndDate,
    changeDescription: r.changeDescription,
    originalPrice: r.originalPrice,
    discountAmount: r.discountAmount,
    discountPercentage: r.discountPercentage,
    costSavingsNotes: r.costSavingsNotes,
    approvedAt: iso(r.approvedAt),
    items: (items ?? []).map(toItem),
    attachments: [...new Set([...r.attachmentNames, ...files.map((f) => f.fileName)])],
    attachmentFiles: files,
    workflow: steps.filter((s) => s.latest).map((s) => s.step),
    approvalHistory: steps
      .filter((s) => s.step.actedAt)
      .map((s) => ({ ...s.step, submission: s.submission })),
    changeOrder,
    can: requisitionCan(user, r),
  };
}
