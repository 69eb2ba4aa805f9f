import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { cancelPoRefusal, issuePoRefusal } from '@shared/purchase-orders/policies';
import type { Db } from '../db/client';
import { poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { audit } from '../lib/audit';
import { enforce } from '../http/errors';
import { queueMail } from '../mail/queue';
import { notify } from '../messages/notify';
import { cancelOpenApprovals } from '../approval-chains/chain';
import { findVisiblePurchaseOrder } from './queries';
import { poFacts } from './facts';
import { movePo } from './transitions';
import { purchaseOrderPdf } from './pdf/document';
import { NO_VENDOR_EMAIL, poIssuedMail, vendorAddress } from './pdf/mail';

/**
 * POST /api/purchase-orders/{id}/issue: sends an approved PO to its vendor (issuedAt), once. In the
 * same transaction the vendor's contact is mailed the PO as a PDF (queueMail: it goes out when this
 * commits); a vendor without a usable contact e-mail is issued to all the same, and the audit entry
 * says no mail was sent.
 */
export async function issuePurchaseOrder(db: Db, user: SessionUser, idOrNumber: string): Promise<string> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    enforce(issuePoRefusal(user, po));
    const now = new Date();
    await tx.update(purchaseOrders).set({ issuedAt: now }).where(eq(purchaseOrders.id, po.id));
    const pdf = await purchaseOrderPdf(tx, po.id);
    const to = vendorAddress(pdf.data.vendor.email);
    const mailId = to ? await queueMail(tx, poIssuedMail(pdf, to, user, po.id)) : null;
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.issue',
      entityType: 'purchase-order',
      entityId: po.id,
      details: {
        poNumber: po.poNumber,
        vendorId: po.vendorId,
        amount: po.amount,
        ...(to ? { mailedTo: to, mailId } : { mail: NO_VENDOR_EMAIL }),
      },
    });
    return po.id;
  });
}

/**
 * POST /api/purchase-orders/{id}/cancel {reason}: a pending or approved PO against which nothing was
 * received (and, for a blanket PO, with no live releases) becomes cancelled; an open re-approval chain
 * is cancelled with it and the requester is told.
 */
export async function cancelPurchaseOrder(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  reason: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    enforce(cancelPoRefusal(user, await poFacts(tx, po)));
    const now = new Date();
    await movePo(tx, po, 'cancelled', now);
    await cancelOpenApprovals(tx, 'purchase-order', po.id);
    await tx
      .update(poWorkflowSteps)
      .set({ status: 'not_started' })
      .where(and(eq(poWorkflowSteps.purchaseOrderId, po.id), inArray(poWorkflowSteps.status, ['pending'])));
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.cancel',
      entityType: 'purchase-order',
      entityId: po.id,
      details: { from: po.status, to: 'cancelled', reason },
    });
    if (po.requisitionId) {
      const [req] = await tx
        .select({ requestorId: requisitions.requestorId })
        .from(requisitions)
        .where(eq(requisitions.id, po.requisitionId));
      await notify(tx, {
        toUserIds: req ? [req.requestorId] : [],
        subject: `${po.poNumber} cancelled`,
        content: `${user.name} cancelled purchase order ${po.poNumber} (${po.description}). Reason: "${reason}"`,
        threadId: `thread-${po.requisitionId}`,
        record: { type: 'purchase-order', id: po.id },
      });
    }
    return po.id;
  });
}
