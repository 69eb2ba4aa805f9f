import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { editRequisitionRefusal, submitRequisitionRefusal } from '@shared/requisitions/policies';
import { keepWhatApplies } from '@shared/requisitions/what-applies';
import {
  REQUISITION_MESSAGES,
  blanketLineIssues,
  requisitionTotal,
  withLineDefaults,
  type RequisitionItemCreate,
  type RequisitionPatch,
} from '@shared/requisitions/schemas';
import type { RequisitionItem } from '@shared/requisitions/types';
import { MONEY_MAX, TOTAL_MESSAGES } from '@shared/numbers';
import type { Db, Tx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { audit } from '../lib/audit';
import { badRequest, conflict, enforce, type FieldErrors } from '../http/errors';
import { toItem } from './queries';
import { findVisibleRequisition } from '../access/requisitions';
import {
  allowedDepartment,
  itemRows,
  resolveContractId,
  resolvePurchaseOrder,
  resolveVendor,
  titleFrom,
} from './create';
import { submitRequisition } from './submit';

type Row = typeof requisitions.$inferSelect;

/** Loads (and locks) a requisition the user owns and may still edit: 404 unseen, 403 not theirs, 409 not editable. */
async function editableRequisition(tx: Tx, user: SessionUser, id: string): Promise<Row> {
  const row = await findVisibleRequisition(tx, user, id, true);
  enforce(editRequisitionRefusal(user, row));
  return row;
}

const issuesToFieldErrors = (issues: { path: (string | number)[]; message: string }[]): FieldErrors =>
  Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));

const money = (n: number | null | undefined) => (n === undefined ? undefined : n === null ? null : String(n));

/**
 * PATCH: replaces the given fields (and all lines when lineItems is given) of the user's own draft or
 * returned requisition; `status: 'pending'` (or 'Pending Review') then resubmits it. Any other
 * status change is a 409.
 */
export async function patchRequisition(
  db: Db,
  user: SessionUser,
  id: string,
  patch: RequisitionPatch,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await editableRequisition(tx, user, id);
    const { status, attachments, vendorId, vendorName, ...given } = patch;
    const target = status === 'Pending Review' ? 'pending' : status;
    if (target !== undefined && target !== 'pending' && target !== row.status) {
      throw conflict(`A ${row.status} requisition cannot be changed to ${status}.`);
    }
    const requestType = given.requestType ?? row.requestType;
    if ((requestType === 'change-order') !== (row.requestType === 'change-order')) {
      throw conflict('A change order cannot become another request type, nor the other way round.');
    }
    // Only what applies to the (resulting) request type is stored; the rest is cleared.
    const { lineItems, ...fields } = keepWhatApplies(given, {
      requestType,
      itemType: given.itemType ?? row.itemType,
    });
    if (fields.department !== undefined)
      fields.department = allowedDepartment(fields.department, user.department);
    const stored = await tx
      .select()
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, id))
      .orderBy(asc(requisitionItems.lineNo));
    /** A title taken from the first line follows the lines; one the requestor typed stays. */
    const derivedTitle = row.title === titleFrom(null, stored);
    const issues =
      requestType !== 'blanket-po'
        ? []
        : lineItems
          ? blanketLineIssues(lineItems)
          : stored.flatMap((l, i) =>
              l.productNumber
                ? []
                : [{ path: ['lineItems', i, 'productNumber'], message: REQUISITION_MESSAGES.productNumber }],
            );
    const start = fields.contractStartDate === undefined ? row.contractStartDate : fields.contractStartDate;
    const end = fields.contractEndDate === undefined ? row.contractEndDate : fields.contractEndDate;
    if (start && end && end < start)
      issues.push({ path: ['contractEndDate'], message: REQUISITION_MESSAGES.contractDates });
    if (issues.length) throw badRequest(issues[0]!.message, issuesToFieldErrors(issues));

    const set: Partial<typeof requisitions.$inferInsert> = {
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      originalPrice: money(fields.originalPrice),
      discountAmount: money(fields.discountAmount),
      discountPercentage: money(fields.discountPercentage),
      urgencyLevel: fields.urgencyLevel === null ? 'low' : (fields.urgencyLevel ?? undefined),
      updatedAt: now,
    };
    if (vendorId !== undefined || vendorName !== undefined) {
      Object.assign(
        set,
        await resolveVendor(tx, vendorId === undefined ? row.vendorId : vendorId, vendorName),
      );
    }
    if (fields.contractNumber !== undefined)
      set.contractId = await resolveContractId(tx, fields.contractNumber);
    if (attachments !== undefined) set.attachmentNames = attachments;
    if (lineItems) {
      const lines = lineItems.map(withLineDefaults);
      set.totalAmount = requisitionTotal(lines);
      if (fields.title === null || (fields.title === undefined && derivedTitle))
        set.title = titleFrom(null, lines);
      await tx.delete(requisitionItems).where(eq(requisitionItems.requisitionId, id));
      await tx.insert(requisitionItems).values(itemRows(id, lines));
    } else if (requestType !== 'blanket-po') {
      await tx
        .update(requisitionItems)
        .set({ minOrderQuantity: null, leadTimeDays: null })
        .where(eq(requisitionItems.requisitionId, id));
    }
    if (fields.title === null && !lineItems) set.title = titleFrom(null, stored);
    await tx.update(requisitions).set(set).where(eq(requisitions.id, id));

    if (row.requestType === 'change-order') {
      const coSet: Partial<typeof changeOrders.$inferInsert> = {};
      if (set.totalAmount) coSet.newAmount = set.totalAmount;
      if (fields.changeDescription !== undefined) coSet.changeDescription = fields.changeDescription ?? '';
      if (fields.poNumber !== undefined) {
        const po = await resolvePurchaseOrder(tx, user, fields.poNumber);
        Object.assign(coSet, { purchaseOrderId: po?.id ?? null, originalAmount: po?.amount ?? null });
      }
      if (Object.keys(coSet).length)
        await tx.update(changeOrders).set(coSet).where(eq(changeOrders.requisitionId, id));
    }
    await audit(tx, {
      actorId: user.id,
      action: 'requisition.update',
      entityType: 'requisition',
      entityId: id,
      details: { fields: Object.keys(patch), totalAmount: set.totalAmount ?? row.totalAmount },
    });
    if (target === 'pending') {
      enforce(submitRequisitionRefusal(user, row));
      await submitRequisition(tx, id, user, now);
    }
  });
}

/** POST /api/requisition-items: one more line on the user's own draft or returned requisition. */
export async function addRequisitionItem(
  db: Db,
  user: SessionUser,
  input: RequisitionItemCreate,
): Promise<RequisitionItem> {
  return db.transaction(async (tx) => {
    const { requisitionId, ...raw } = input;
    const row = await editableRequisition(tx, user, requisitionId);
    if (row.requestType === 'blanket-po') {
      const issues = blanketLineIssues([raw]).map((i) => ({ ...i, path: i.path.slice(2) }));
      if (issues.length) throw badRequest(issues[0]!.message, issuesToFieldErrors(issues));
    }
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${requisitionItems.lineNo}), 0)::int + 1` })
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, requisitionId))) as [{ next: number }];
    const { lineItems: line } = keepWhatApplies({ lineItems: [withLineDefaults(raw)] }, row);
    const [item] = await tx
      .insert(requisitionItems)
      .values(itemRows(requisitionId, line, next))
      .returning();
    const [{ total }] = (await tx
      .select({ total: sql<string>`coalesce(sum(${requisitionItems.total}), 0)::text` })
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, requisitionId))) as [{ total: string }];
    if (Number(total) > MONEY_MAX) throw badRequest(TOTAL_MESSAGES.sum, { unitPrice: TOTAL_MESSAGES.sum });
    await tx
      .update(requisitions)
      .set({ totalAmount: total, updatedAt: new Date() })
      .where(eq(requisitions.id, requisitionId));
    if (row.requestType === 'change-order') {
      await tx
        .update(changeOrders)
        .set({ newAmount: total })
        .where(eq(changeOrders.requisitionId, requisitionId));
    }
    await audit(tx, {
      actorId: user.id,
      action: 'requisition.add_item',
      entityType: 'requisition',
      entityId: requisitionId,
      details: { itemId: item!.id, total: item!.total, totalAmount: total },
    });
    return toItem(item!);
  });
}
