import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { addDays, isoDate } from '@shared/format';
import { sumMoney } from '@shared/money';
import type { Db, DbOrTx, Tx } from '../db/client';
import { approvalRequests } from '../db/schema/approvals';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { vendors } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { badRequest, conflict } from '../http/errors';
import { SEQUENCES, newId, nextNumber } from '../lib/ids';
import { notify } from '../messages/notify';
import { findVisibleRequisition } from '../access/requisitions';
import { autoApprovalStep, stepsFromChain, writePoSteps, type PoStep } from './workflow';
import { inTurn } from '../db/in-turn';
import { captureSavings } from './savings-capture';

export type PoRef = { id: string; poNumber: string };
type PoRow = typeof purchaseOrders.$inferInsert;
type LineInput = Omit<typeof poLines.$inferInsert, 'id' | 'purchaseOrderId' | 'lineNo'>;

/** po-NNN and PO-nnnnn from their sequences, skipping taken ones. */
export async function nextPoIdentity(tx: DbOrTx): Promise<PoRef> {
  const free = async (column: typeof purchaseOrders.id | typeof purchaseOrders.poNumber, value: string) =>
    !(await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(column, value))).length;
  let id: string;
  do id = `po-${String(await nextNumber(tx, SEQUENCES.poId)).padStart(3, '0')}`;
  while (!(await free(purchaseOrders.id, id)));
  let poNumber: string;
  do poNumber = `PO-${await nextNumber(tx, SEQUENCES.poNumber)}`;
  while (!(await free(purchaseOrders.poNumber, poNumber)));
  return { id, poNumber };
}

/** Inserts a PO with its lines (amount = their sum) and workflow steps. */
export async function insertPurchaseOrder(
  tx: Tx,
  po: Omit<PoRow, 'id' | 'poNumber' | 'amount'>,
  lines: LineInput[],
  steps: PoStep[],
): Promise<PoRef & { amount: string }> {
  const ref = await nextPoIdentity(tx);
  const amount = sumMoney(lines.map((l) => l.total));
  await tx.insert(purchaseOrders).values({ ...po, ...ref, amount });
  if (lines.length) {
    await tx
      .insert(poLines)
      .values(lines.map((l, i) => ({ ...l, id: newId('pol'), purchaseOrderId: ref.id, lineNo: i + 1 })));
  }
  await writePoSteps(tx, ref.id, steps);
  return { ...ref, amount };
}

/**
 * The vendor a request's PO goes to: its vendorId; else an active vendor whose name is its vendorName
 * (case-insensitive); else null.
 */
export async function vendorForRequisition(
  tx: DbOrTx,
  req: { vendorId: string | null; vendorName: string | null },
): Promise<string | null> {
  if (req.vendorId) return req.vendorId;
  const name = req.vendorName?.trim();
  if (!name) return null;
  const [match] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(sql`lower(${vendors.name}) = lower(${name})`, eq(vendors.status, 'active')))
    .orderBy(asc(vendors.id))
    .limit(1);
  return match?.id ?? null;
}

/** The PO raised from a request (not its releases, nor cancelled or rejected ones), if any. */
export async function livePoOf(tx: DbOrTx, requisitionId: string): Promise<PoRef | null> {
  const [po] = await tx
    .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.requisitionId, requisitionId),
        isNull(purchaseOrders.parentPoId),
        notInArray(purchaseOrders.status, ['cancelled', 'rejected']),
      ),
    )
    .orderBy(asc(purchaseOrders.createdAt))
    .limit(1);
  return po ?? null;
}

/** A request's lines in order: the lines a PO (or a change order's revision) is made of. */
export const itemsOfRequisition = (tx: DbOrTx, requisitionId: string) =>
  tx
    .select()
    .from(requisitionItems)
    .where(eq(requisitionItems.requisitionId, requisitionId))
    .orderBy(asc(requisitionItems.lineNo));
/**
 * Raises the purchase order of an approved new-purchase or blanket-po request, status approved:
 * vendor, department, description, lines, contract fields and attachment names from the request,
 * and the approval steps it took as the PO's workflow (an "Auto-Approval" step when it needed none).
 * A blanket request makes a blanket PO (limit = request total, validity = contract dates or a year
 * from today). Returns null, raising nothing, when no vendor is known.
 */
export async function raisePoForRequisition(
  tx: Tx,
  requisitionId: string,
  opts: { actorId: string; now: Date; approvalRequestId: string | null; vendorId?: string },
): Promise<PoRef | null> {
  const [req] = await tx.select().from(requisitions).where(eq(requisitions.id, requisitionId));
  if (!req) return null;
  const vendorId = opts.vendorId ?? (await vendorForRequisition(tx, req));
  if (!vendorId) return null;
  const [items, files] = await inTurn(
    () => itemsOfRequisition(tx, requisitionId),
    () =>
      tx
        .select({ fileName: attachments.fileName })
        .from(attachments)
        .where(and(eq(attachments.ownerType, 'requisition'), eq(attachments.ownerId, requisitionId))),
  );
  const taken = opts.approvalRequestId
    ? await stepsFromChain(tx, opts.approvalRequestId, { takenOnly: true })
    : [];
  const blanket = req.requestType === 'blanket-po';
  const today = opts.now;
  const po = await insertPurchaseOrder(
    tx,
    {
      vendorId,
      requisitionId,
      contractId: req.contractId,
      contractNumber: req.contractNumber,
      description: req.description || req.title,
      department: req.department,
      isBlanketPo: blanket,
      blanketLimit: blanket ? req.totalAmount : null,
      status: 'approved',
      contractStartDate: req.contractStartDate ?? (blanket ? isoDate(today) : null),
      contractEndDate: req.contractEndDate ?? (blanket ? isoDate(addDays(today, 365)) : null),
      attachmentNames: [...new Set([...req.attachmentNames, ...files.map((f) => f.fileName)])],
      createdBy: opts.actorId,
      createdAt: opts.now,
      approvedAt: opts.now,
    },
    items.map((i) => ({
      productNumber: i.productNumber,
      description: i.description,
      quantity: i.quantity,
      unitOfMeasure: i.unitOfMeasure,
      unitPrice: i.unitPrice,
      total: i.total,
      glCode: i.generalLedgerCode,
    })),
    taken.length ? taken : [autoApprovalStep(opts.now)],
  );
  await captureSavings(tx, req, { id: po.id, vendorId }, { actorId: opts.actorId, now: opts.now });
  await audit(tx, {
    actorId: opts.actorId,
    action: 'purchase_order.create',
    entityType: 'purchase-order',
    entityId: po.id,
    details: {
      poNumber: po.poNumber,
      requisitionId,
      vendorId,
      amount: po.amount,
      blanket,
      steps: taken.length,
    },
  });
  return { id: po.id, poNumber: po.poNumber };
}

/** The latest approved chain of a request (its PO carries that chain's steps). */
async function approvedChainOf(tx: DbOrTx, requisitionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.subjectType, 'requisition'),
        eq(approvalRequests.subjectId, requisitionId),
        eq(approvalRequests.status, 'approved'),
      ),
    )
    .orderBy(desc(approvalRequests.submittedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/purchase-orders: procurement raises the PO of an approved request that had no known
 * vendor (or whose PO was cancelled), choosing an active vendor.
 */
export async function createPurchaseOrder(
  db: Db,
  user: SessionUser,
  input: { requisitionId: string; vendorId: string },
): Promise<PoRef> {
  return db.transaction(async (tx) => {
    const req = await findVisibleRequisition(tx, user, input.requisitionId, true);
    if (req.requestType === 'change-order') {
      throw conflict(
        'A change order is applied to its purchase order when approved; it does not get a new one.',
      );
    }
    if (req.status !== 'approved') {
      throw conflict(`${req.id} is ${req.status}; a purchase order is raised only from an approved request.`);
    }
    const existing = await livePoOf(tx, req.id);
    if (existing) throw conflict(`${req.id} already has purchase order ${existing.poNumber}.`);
    const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, input.vendorId));
    if (!vendor) throw badRequest('Vendor not found', { vendorId: 'Vendor not found' });
    if (vendor.status !== 'active') {
      throw badRequest('Vendor is not active', { vendorId: 'Vendor is not active' });
    }
    const po = await raisePoForRequisition(tx, req.id, {
      actorId: user.id,
      now: new Date(),
      approvalRequestId: await approvedChainOf(tx, req.id),
      vendorId: vendor.id,
    });
    await notify(tx, {
      toUserIds: [req.requestorId],
      subject: `Purchase order ${po!.poNumber} raised for ${req.id}`,
      content: `${user.name} raised purchase order ${po!.poNumber} with ${vendor.name} for your request ${req.id} (${req.title}).`,
      threadId: `thread-${req.id}`,
      record: { type: 'purchase-order', id: po!.id },
    });
    return po!;
  });
}
