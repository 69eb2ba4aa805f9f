import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { changeOrders, requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { vendors } from '../db/schema/vendors';

type Step = { type: string; subjectId: string };

/**
 * What the approvals queue shows of each step's subject, read for the whole page in at most three
 * batched statements of one or two tables each: the requisition (a change order's too), the purchase
 * order with its vendor's name, and the change order's type; the requisitions' and purchase orders'
 * attachment names come along for attachmentsOfSubjects. The page itself joins only the steps,
 * their requests, requester and role: one statement joining all of these took PostgreSQL 11–12 ms to
 * plan on every request (bench/RESULTS.md, issue 10, session 25).
 */
export async function subjectDetailsOf(db: DbOrTx, steps: readonly Step[]) {
  const ids = (...types: string[]) => [
    ...new Set(steps.filter((s) => types.includes(s.type)).map((s) => s.subjectId)),
  ];
  const [reqIds, poIds, changeIds] = [
    ids('requisition', 'change-order'),
    ids('purchase-order'),
    ids('change-order'),
  ];
  const [reqs, pos, changes] = await Promise.all([
    reqIds.length
      ? db
          .select({
            id: requisitions.id,
            description: requisitions.description,
            businessJustification: requisitions.businessJustification,
            vendorName: requisitions.vendorName,
            contractNumber: requisitions.contractNumber,
            poNumber: requisitions.poNumber,
            budgetWarning: requisitions.budgetWarning,
            names: requisitions.attachmentNames,
          })
          .from(requisitions)
          .where(inArray(requisitions.id, reqIds))
      : [],
    poIds.length
      ? db
          .select({
            id: purchaseOrders.id,
            poNumber: purchaseOrders.poNumber,
            description: purchaseOrders.description,
            contractNumber: purchaseOrders.contractNumber,
            vendorName: vendors.name,
            requisitionId: purchaseOrders.requisitionId,
            names: purchaseOrders.attachmentNames,
          })
          .from(purchaseOrders)
          .leftJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
          .where(inArray(purchaseOrders.id, poIds))
      : [],
    changeIds.length
      ? db
          .select({ requisitionId: changeOrders.requisitionId, changeType: changeOrders.changeType })
          .from(changeOrders)
          .where(inArray(changeOrders.requisitionId, changeIds))
      : [],
  ]);
  const req = new Map(reqs.map((r) => [r.id, r]));
  const po = new Map(pos.map((p) => [p.id, p]));
  const changeType = new Map(changes.map((c) => [c.requisitionId, c.changeType]));
  return {
    detailsOf: (s: Step) => ({
      req: s.type === 'purchase-order' ? undefined : req.get(s.subjectId),
      po: s.type === 'purchase-order' ? po.get(s.subjectId) : undefined,
      changeType: s.type === 'change-order' ? (changeType.get(s.subjectId) ?? null) : null,
    }),
    /** The rows as read, with their attachment names: attachmentsOfSubjects needs not read them again. */
    read: { requisitions: reqs, purchaseOrders: pos },
  };
}
