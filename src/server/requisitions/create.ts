import { and, eq, or } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { requestDepartments } from '@shared/requisitions/constants';
import {
  REQUISITION_MESSAGES,
  requisitionTotal,
  type LineItem,
  type RequisitionFormValues,
} from '@shared/requisitions/schemas';
import type { Db, DbOrTx, Tx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { audit, type AuditEntry } from '../lib/audit';
import { badRequest } from '../http/errors';
import { ensureRequisitionSequence, insertWithNextId, newId, requisitionSequence } from '../lib/ids';
import { submitRequisition } from './submit';
import { budgetWarningFor } from './budget-check';
import { routingFacts } from '../approval-chains/routing-facts';
import { visiblePurchaseOrders } from '../access/purchase-orders';

/** vendorId must name a vendor (its name is copied); without one, a typed vendorName is kept as is. */
export async function resolveVendor(
  tx: DbOrTx,
  vendorId: string | null | undefined,
  vendorName: string | null | undefined,
): Promise<{ vendorId: string | null; vendorName: string | null }> {
  if (!vendorId) return { vendorId: null, vendorName: vendorName ?? null };
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw badRequest('Vendor not found', { vendorId: 'Vendor not found' });
  return { vendorId: vendor.id, vendorName: vendor.name };
}

/**
 * A request's department must be one of the spec's departments or the requester's own (400 with a
 * field message otherwise); answers its usual spelling ('hr' → 'HR').
 */
export function allowedDepartment(department: string, own: string): string {
  const allowed = requestDepartments(own);
  const match = allowed.find((d) => d.toLowerCase() === department.trim().toLowerCase());
  if (match) return match;
  const message = REQUISITION_MESSAGES.departmentNotAllowed(allowed);
  throw badRequest(message, { department: message });
}

/** A contract number that is a contract's id links the contract. */
export async function resolveContractId(
  tx: DbOrTx,
  contractNumber: string | null | undefined,
): Promise<string | null> {
  if (!contractNumber) return null;
  const [c] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractNumber));
  return c?.id ?? null;
}

/**
 * The purchase order a change order names (by PO number or id), when it exists AND the requester may
 * see it (visiblePurchaseOrders): a PO the user cannot see is treated as unknown, never linked.
 */
export async function resolvePurchaseOrder(
  tx: DbOrTx,
  user: SessionUser,
  poNumber: string | null | undefined,
) {
  if (!poNumber) return null;
  const [po] = await tx
    .select({ id: purchaseOrders.id, amount: purchaseOrders.amount })
    .from(purchaseOrders)
    .where(
      and(
        or(eq(purchaseOrders.poNumber, poNumber), eq(purchaseOrders.id, poNumber)),
        visiblePurchaseOrders(user),
      ),
    );
  return po ?? null;
}

export const titleFrom = (title: string | null | undefined, lines: { description: string }[]) =>
  title || lines[0]?.description || 'Purchase Request';

export function itemRows(requisitionId: string, lines: LineItem[], firstLineNo = 1) {
  return lines.map((l, i) => ({
    id: newId('ri'),
    requisitionId,
    lineNo: firstLineNo + i,
    itemType: l.itemType,
    productNumber: l.productNumber,
    description: l.description,
    quantity: String(l.quantity),
    unitOfMeasure: l.unitOfMeasure,
    unitPrice: String(l.unitPrice),
    total: l.total,
    generalLedgerCode: l.generalLedgerCode,
    contractNumber: l.contractNumber,
    minOrderQuantity: l.minOrderQuantity,
    leadTimeDays: l.leadTimeDays,
  }));
}

/**
 * What a requisition submitted at create is written with: its budget warning, and the routing facts
 * and settings read for it (one statement, before its approval chain is planned).
 */
async function submittedAtCreate(
  tx: DbOrTx,
  department: string,
  lines: { generalLedgerCode: string; total: string }[],
  now: Date,
) {
  const facts = await routingFacts(tx);
  // Not pending yet (status draft): the request is not in the pending rollup, and its id is not read.
  const budgetWarning = await budgetWarningFor(tx, { id: '', department, lines, status: 'draft' }, now, {
    settings: facts.settings,
  });
  return { budgetWarning, facts };
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

/**
 * Creates a requisition (or, with requestType change-order, a change order: the requisition plus
 * its change_orders row) as a draft, then submits it unless the payload asked for a draft.
 * The requestor is always the signed-in user. Returns the new id.
 */
export async function createRequisition(
  db: Db,
  user: SessionUser,
  input: RequisitionFormValues,
): Promise<string> {
  const now = new Date();
  await ensureRequisitionSequence(db, now.getFullYear());
  return db.transaction((tx) => writeRequisition(tx, user, input, now));
}

/**
 * createRequisition inside the caller's transaction (e.g. an RFP award raising its draft), as `user`;
 * `ensureRequisitionSequence(db, now.getFullYear())` must have run before the transaction.
 */
export async function writeRequisition(
  tx: Tx,
  user: SessionUser,
  input: RequisitionFormValues,
  now: Date,
): Promise<string> {
  const department = allowedDepartment(input.department, user.department);
  const vendor = await resolveVendor(tx, input.vendorId, input.vendorName);
  const contractId = await resolveContractId(tx, input.contractNumber);
  const totalAmount = requisitionTotal(input.lineItems);
  const isChangeOrder = input.requestType === 'change-order';
  // Submitted at once (not a change order, whose department and checks come from its PO): written
  // pending in one go, its budget warning read from the rollups before its lines are in them.
  const written =
    input.status !== 'draft' && !isChangeOrder
      ? await submittedAtCreate(tx, department, input.lineItems, now)
      : null;
  // REQ-<year>-<NNN> from the year's sequence (ensured above), skipping any id already taken.
  const year = now.getFullYear();
  const row = await insertWithNextId(requisitionSequence(year), `REQ-${year}-`, 3, (nextId) =>
    tx
      .insert(requisitions)
      .values({
        id: nextId,
        requestType: input.requestType,
        title: titleFrom(input.title, input.lineItems),
        description: input.description ?? (isChangeOrder ? (input.changeDescription ?? null) : null),
        itemType: input.itemType ?? 'goods',
        department,
        businessJustification: input.businessJustification,
        dateNeededBy: input.dateNeededBy,
        ...vendor,
        shippingAddress: input.shippingAddress ?? null,
        deliveryLocation: input.deliveryLocation ?? null,
        contractId,
        contractNumber: input.contractNumber ?? null,
        contractStartDate: input.contractStartDate ?? null,
        contractEndDate: input.contractEndDate ?? null,
        poNumber: input.poNumber ?? null,
        changeDescription: input.changeDescription ?? null,
        urgencyLevel: input.urgencyLevel ?? 'low',
        originalPrice: money(input.originalPrice),
        discountAmount: money(input.discountAmount),
        discountPercentage: money(input.discountPercentage),
        costSavingsNotes: input.costSavingsNotes ?? null,
        totalAmount,
        status: written ? 'pending' : 'draft',
        ...(written ? { submittedDate: now, budgetWarning: written.budgetWarning } : {}),
        attachmentNames: input.attachments ?? [],
        requestorId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: requisitions.id })
      .returning(),
  );
  const id = row.id;
  const items = itemRows(id, input.lineItems);
  const linesInsert = tx.insert(requisitionItems).values(items);
  if (!written) await linesInsert;
  if (isChangeOrder) {
    const po = await resolvePurchaseOrder(tx, user, input.poNumber);
    await tx.insert(changeOrders).values({
      id: newId('co'),
      requisitionId: id,
      purchaseOrderId: po?.id ?? null,
      changeDescription: input.changeDescription ?? '',
      originalAmount: po?.amount ?? null,
      newAmount: totalAmount,
    });
  }
  const created: AuditEntry = {
    actorId: user.id,
    action: isChangeOrder ? 'change_order.create' : 'requisition.create',
    entityType: 'requisition',
    entityId: id,
    details: { requestType: input.requestType, totalAmount, lines: input.lineItems.length },
  };
  // Submitted: its creation is audited with its submit (one insert).
  if (input.status === 'draft') await audit(tx, created);
  else
    await submitRequisition(tx, id, user, now, {
      row,
      lines: items,
      created,
      ...(written ? { written: { ...written, linesInsert } } : {}),
    });
  return id;
}
