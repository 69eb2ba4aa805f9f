import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type {
  ChangeOrderInfo,
  Requisition,
  RequisitionDetail,
  RequisitionItem,
  WorkflowStep,
} from '@shared/requisitions/types';
import { requisitionCan } from '@shared/requisitions/policies';
import type { DbOrTx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { roles, users } from '../db/schema/auth';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { isSmall } from '../lib/match-order';
import { visibleRequisitionParts, visibleRequisitions } from '../access/requisitions';
import { notFound } from '../http/errors';
import { likePattern, listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { fullName } from '../lib/names';
import { iso } from '../lib/dates';
import { textMatches } from '../lib/text-match';

const summaryColumns = {
  id: requisitions.id,
  status: requisitions.status,
  requestorId: requisitions.requestorId,
  requestorName: fullName(users),
  title: requisitions.title,
  description: requisitions.description,
  itemType: requisitions.itemType,
  requestType: requisitions.requestType,
  vendorId: requisitions.vendorId,
  vendorName: requisitions.vendorName,
  totalAmount: requisitions.totalAmount,
  submittedDate: requisitions.submittedDate,
  department: requisitions.department,
  feedback: requisitions.feedback,
  budgetWarning: requisitions.budgetWarning,
  urgencyLevel: requisitions.urgencyLevel,
  dateNeededBy: requisitions.dateNeededBy,
  businessJustification: requisitions.businessJustification,
  poNumber: requisitions.poNumber,
  createdAt: requisitions.createdAt,
  updatedAt: requisitions.updatedAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  totalAmount: string;
  submittedDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toRequisition<T extends SummaryRow>(r: T): Requisition {
  return {
    ...(r as unknown as Requisition),
    amount: r.totalAmount,
    submittedDate: iso(r.submittedDate),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type RequisitionFilters = ListQuery & {
  status?: string;
  department?: string;
  requestType?: string;
  requestorId?: string;
  /** Approved new-purchase / blanket requests without a live PO (procurement raises those). */
  awaitingPo?: boolean;
};

/**
 * Approved new-purchase / blanket requests with no PO that is still live: the flag the triggers keep
 * (migration summary_rollups), read through its partial index (the predicate written as the index's).
 */
const awaitingPurchaseOrder = sql`${requisitions.awaitingPo}`;

const SORTS = {
  submittedDate: requisitions.submittedDate,
  totalAmount: requisitions.totalAmount,
  amount: requisitions.totalAmount,
  status: requisitions.status,
  createdAt: requisitions.createdAt,
};

const list = (v: string | undefined) =>
  v && v !== 'all'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The fields the list search reads (requisitions.search_text). */
const textFields = [requisitions.id, requisitions.title, requisitions.description, requisitions.vendorName];

export async function listRequisitions(
  db: DbOrTx,
  user: SessionUser,
  f: RequisitionFilters,
): Promise<ListResult<Requisition>> {
  const statuses = list(f.status);
  const requestTypes = list(f.requestType);
  const requestorId = f.requestorId === 'me' ? user.id : f.requestorId;
  const filters = and(
    statuses.length ? inArray(requisitions.status, statuses) : undefined,
    f.department && f.department !== 'all' ? eq(requisitions.department, f.department) : undefined,
    requestTypes.length ? inArray(requisitions.requestType, requestTypes) : undefined,
    requestorId ? eq(requisitions.requestorId, requestorId) : undefined,
    f.awaitingPo ? awaitingPurchaseOrder : undefined,
    f.q ? textMatches(requisitions.searchText, textFields, likePattern(f.q)) : undefined,
  );
  const order = orderBy(f.sort, SORTS, [desc(requisitions.createdAt)], requisitions.id);
  // Counted part by part: a department's non-draft requisitions from the (department, status) index
  // alone, where one condition for the whole rule read the table's rows (7–10 ms at 100,000). A small
  // table is counted in one condition (one arm plans and runs faster there: demo scale on PGlite), and
  // so are one requester's (their index reads them; a part by department would read the department's).
  const where = and(visibleRequisitions(user), filters);
  const countWhere =
    requestorId || (await isSmall(db, requisitions))
      ? where
      : visibleRequisitionParts(user).map((part) => and(part, filters)!);
  const { rows, ...tally } = await listPage(
    db,
    {
      table: requisitions,
      rows: (total) =>
        db
          .select({ ...summaryColumns, ...total })
          .from(requisitions)
          .innerJoin(users, eq(users.id, requisitions.requestorId)),
    },
    requisitions,
    where,
    order,
    f,
    countWhere,
  );
  return { rows: rows.map(toRequisition), ...tally };
}

export function toItem(r: typeof requisitionItems.$inferSelect): RequisitionItem {
  return { ...r, quantity: Number(r.quantity) };
}

export async function listItems(db: DbOrTx, requisitionIds: string[]): Promise<RequisitionItem[]> {
  if (!requisitionIds.length) return [];
  const rows = await db
    .select()
    .from(requisitionItems)
    .where(inArray(requisitionItems.requisitionId, requisitionIds))
    .orderBy(asc(requisitionItems.requisitionId), asc(requisitionItems.lineNo));
  return rows.map(toItem);
}

/**
 * What a detail shows beside the requisition's own row, read in the row's statement (correlated
 * subqueries, each by its index): its uploaded files, its latest change order, and the PO raised from
 * it (a live one before a cancelled or rejected one, the newest first).
 */
const attachedColumns = {
  files: sql<{ id: string; fileName: string; size: number; mimeType: string; createdAt: string }[] | null>`(
    select json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size,
      'mimeType', a.mime_type, 'createdAt', a.created_at) order by a.created_at)
    from ${attachments} a where a.owner_type = 'requisition' and a.owner_id = ${requisitions.id})`,
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

/** Every approval step of the requisition's chains, oldest submission first. */
async function stepsOf(db: DbOrTx, id: string) {
  const actor = users;
  const rows = await db
    .select({
      requestId: approvalRequests.id,
      submittedAt: approvalRequests.submittedAt,
      id: approvalSteps.id,
      stepOrder: approvalSteps.stepOrder,
      name: approvalSteps.name,
      status: approvalSteps.status,
      approverRole: approvalSteps.approverRoleId,
      approverRoleLabel: roles.label,
      department: approvalSteps.approverDepartment,
      activatedAt: approvalSteps.activatedAt,
      actedById: approvalSteps.actedBy,
      actedBy: sql<string | null>`case when ${actor.id} is null then null else ${fullName(actor)} end`,
      actedAt: approvalSteps.actedAt,
      onBehalfOf: sql<
        string | null
      >`(select ${fullName(users)} from ${users} where ${users.id} = ${approvalSteps.onBehalfOf})`,
      comment: approvalSteps.comment,
    })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .innerJoin(roles, eq(roles.id, approvalSteps.approverRoleId))
    .leftJoin(actor, eq(actor.id, approvalSteps.actedBy))
    .where(
      and(
        inArray(approvalRequests.subjectType, ['requisition', 'change-order']),
        eq(approvalRequests.subjectId, id),
      ),
    )
    .orderBy(
      asc(approvalRequests.submittedAt),
      asc(approvalRequests.createdAt),
      asc(approvalSteps.stepOrder),
    );
  const requestIds = [...new Set(rows.map((r) => r.requestId))];
  return rows.map(({ requestId, submittedAt: _s, ...s }) => ({
    submission: requestIds.indexOf(requestId) + 1,
    latest: requestIds.indexOf(requestId) === requestIds.length - 1,
    step: { ...s, activatedAt: iso(s.activatedAt), actedAt: iso(s.actedAt) } satisfies WorkflowStep,
  }));
}

export async function getWorkflow(db: DbOrTx, id: string): Promise<WorkflowStep[]> {
  return (await stepsOf(db, id)).filter((s) => s.latest).map((s) => s.step);
}

export async function getRequisitionDetail(
  db: DbOrTx,
  user: SessionUser,
  id: string,
): Promise<RequisitionDetail> {
  // The row under the user's visibility, read beside its lines and steps (one round, not two): those
  // are answered only when the row is visible.
  const [[row], items, steps] = await Promise.all([
    db
      .select({ ...summaryColumns, r: requisitions, ...attachedColumns })
      .from(requisitions)
      .innerJoin(users, eq(users.id, requisitions.requestorId))
      .where(and(eq(requisitions.id, id), visibleRequisitions(user))),
    listItems(db, [id]),
    stepsOf(db, id),
  ]);
  if (!row) throw notFound('Requisition');
  const { r, files: filesJson, changeOrder, po, ...summary } = row;
  const files = filesJson ?? [];
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
    items,
    attachments: [...new Set([...r.attachmentNames, ...files.map((f) => f.fileName)])],
    attachmentFiles: files.map((f) => ({ ...f, createdAt: new Date(f.createdAt).toISOString() })),
    workflow: steps.filter((s) => s.latest).map((s) => s.step),
    approvalHistory: steps
      .filter((s) => s.step.actedAt)
      .map((s) => ({ ...s.step, submission: s.submission })),
    changeOrder,
    can: requisitionCan(user, r),
  };
}
