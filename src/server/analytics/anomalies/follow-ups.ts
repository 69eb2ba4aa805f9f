import { and, eq, inArray } from 'drizzle-orm';
import type { RoleId } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import type { AnomalyRule } from '@shared/analytics/anomalies';
import { invoiceStateRefusal } from '@shared/invoices/policies';
import type { DbOrTx } from '../../db/client';
import type { alerts } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { holdInvoiceIn } from '../../invoices/actions';
import { lockVisibleInvoice, stateOf } from '../../invoices/lock';
import { notify } from '../../messages/notify';

export type AlertRecord = typeof alerts.$inferSelect;
/** What a follow-up did, for the audit entry. */
export type FollowUp = { notified: string[]; messageId: string | null } & Record<string, unknown>;

/** The active users of these roles (of one department when named). */
async function usersWithRole(tx: DbOrTx, roles: RoleId[], department?: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.roleId, roles),
        eq(users.status, 'Active'),
        department ? eq(users.department, department) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

async function tell(tx: DbOrTx, alert: AlertRecord, to: string[], subject: string, lead: string) {
  const notified = [...new Set(to)];
  const messageId = await notify(tx, {
    toUserIds: notified,
    subject,
    content: `${lead}\n\n${alert.title}: ${alert.description}`,
    threadId: `thread-${alert.id}`,
    record: alert.poId
      ? { type: 'purchase-order', id: alert.poId }
      : alert.vendorId
        ? { type: 'vendor', id: alert.vendorId }
        : undefined,
  });
  return { notified: messageId ? notified : [], messageId };
}

const detail = (alert: AlertRecord, key: string) => {
  const v = alert.details[key];
  return typeof v === 'string' ? v : '';
};

/**
 * Duplicate invoice: the newer invoice goes on hold through the invoice use case (its policy and
 * audit entry: AP Finance only) with the reason "Possible duplicate of INV-…", unless its status
 * allows no hold (already on hold, paid…: then Finance is told only); Finance is messaged.
 */
async function holdDuplicate(tx: DbOrTx, user: SessionUser, alert: AlertRecord): Promise<FollowUp> {
  const invoiceId = alert.invoiceId!;
  const invoice = await lockVisibleInvoice(tx, user, invoiceId);
  const reason = `Possible duplicate of ${detail(alert, 'duplicateOfNumber')}`;
  const refusal = invoiceStateRefusal(stateOf(invoice), 'hold');
  if (!refusal) await holdInvoiceIn(tx, user, invoiceId, reason, { auditDetails: { alertId: alert.id } });
  const told = await tell(
    tx,
    alert,
    await usersWithRole(tx, ['finance']),
    `Possible duplicate invoice ${invoice.invoiceNumber}`,
    refusal
      ? `${user.name} started a review of ${invoice.invoiceNumber} as a possible duplicate; it was not put on hold (${invoice.status}).`
      : `${user.name} put ${invoice.invoiceNumber} on hold: ${reason}. Confirm it or release it.`,
  );
  return { ...told, invoiceId, held: !refusal, ...(refusal ? { holdSkipped: refusal } : { reason }) };
}

/** Over-priced PO line: the PO's buyer (creator) and requester are messaged (Procurement without them). */
async function tellBuyer(tx: DbOrTx, user: SessionUser, alert: AlertRecord): Promise<FollowUp> {
  const [po] = await tx
    .select({
      poNumber: purchaseOrders.poNumber,
      createdBy: purchaseOrders.createdBy,
      requestorId: purchaseOrders.requestorId,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, alert.poId!));
  const buyers = [po?.createdBy, po?.requestorId].filter((id): id is string => !!id);
  const to = buyers.length ? buyers : await usersWithRole(tx, ['procurement_sme']);
  return tell(
    tx,
    alert,
    to,
    `Price check on ${po?.poNumber ?? alert.poId}`,
    `${user.name} asks you to review the unit price on ${po?.poNumber ?? alert.poId} against recent orders of the same item.`,
  );
}

/** Spend spike: a department's managers and Procurement; a vendor's: Procurement. */
async function tellSpike(tx: DbOrTx, user: SessionUser, alert: AlertRecord): Promise<FollowUp> {
  const managers = alert.department ? await usersWithRole(tx, ['manager'], alert.department) : [];
  return tell(
    tx,
    alert,
    [...managers, ...(await usersWithRole(tx, ['procurement_sme']))],
    alert.title,
    `${user.name} started a review of this spend.`,
  );
}

/** Invoice without a PO: Finance is messaged. */
async function tellFinance(tx: DbOrTx, user: SessionUser, alert: AlertRecord): Promise<FollowUp> {
  return tell(
    tx,
    alert,
    await usersWithRole(tx, ['finance']),
    alert.title,
    `${user.name} asks Finance to find or raise the purchase order behind this invoice.`,
  );
}

/** Spend after contract expiry: Procurement is messaged to renew. */
async function tellRenewal(tx: DbOrTx, user: SessionUser, alert: AlertRecord): Promise<FollowUp> {
  return tell(
    tx,
    alert,
    await usersWithRole(tx, ['procurement_sme']),
    `Contract renewal needed: ${detail(alert, 'contractId')}`,
    `${user.name} asks Procurement to renew ${detail(alert, 'contractId')}: spend with this vendor continues after it ended.`,
  );
}

/** Each rule's follow-up, run in the action's transaction. */
export const FOLLOW_UPS: Record<
  AnomalyRule,
  (tx: DbOrTx, user: SessionUser, alert: AlertRecord) => Promise<FollowUp>
> = {
  'duplicate-invoice': holdDuplicate,
  'price-variance': tellBuyer,
  'spend-spike': tellSpike,
  'invoice-without-po': tellFinance,
  'expired-contract': tellRenewal,
};
