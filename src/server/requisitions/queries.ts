import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { Requisition, RequisitionItem } from '@shared/requisitions/types';
import type { DbOrTx } from '../db/client';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { users } from '../db/schema/auth';
import { isSmall } from '../lib/match-order';
import { visibleRequisitionParts, visibleRequisitions } from '../access/requisitions';
import { likePattern, listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { fullName } from '../lib/names';
import { iso } from '../lib/dates';
import { textMatches } from '../lib/text-match';

export const summaryColumns = {
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
export type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  totalAmount: string;
  submittedDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toRequisition<T extends SummaryRow>(r: T): Requisition {
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
