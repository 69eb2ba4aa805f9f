import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { goodsReceiptLines, poLines } from '../db/schema/purchase-orders';
import { fulfilmentStatus } from '@shared/purchase-orders/state';
import { audit } from '../lib/audit';
import { lockPo, movePo } from './transitions';
import { inTurn } from '../db/in-turn';
import { realizeSavings } from './savings-capture';
import { actualizeOpportunities } from './opportunity-actualization';

/** Invoice statuses that are still open (awaiting a match, a decision or payment); rejected and paid are closed. */
export const OPEN_INVOICE_STATUSES = ['pending', 'approved', 'on-hold', 'disputed'] as const;

/** Per PO line of one PO: ordered and received quantities (one grouped query). */
export async function receivedByLine(db: DbOrTx, purchaseOrderId: string) {
  return db
    .select({
      id: poLines.id,
      lineNo: poLines.lineNo,
      description: poLines.description,
      quantity: poLines.quantity,
      received: sql<string>`coalesce(sum(${goodsReceiptLines.quantity}), 0)::text`,
    })
    .from(poLines)
    .leftJoin(goodsReceiptLines, eq(goodsReceiptLines.poLineId, poLines.id))
    .where(eq(poLines.purchaseOrderId, purchaseOrderId))
    .groupBy(poLines.id, poLines.lineNo, poLines.description, poLines.quantity)
    .orderBy(poLines.lineNo);
}

const allReceived = (lines: { quantity: string; received: string }[]) =>
  lines.length > 0 && lines.every((l) => Number(l.received) >= Number(l.quantity));

/** Whether every line of the PO is fully received (a PO without lines is not). */
export async function isFullyReceived(db: DbOrTx, purchaseOrderId: string): Promise<boolean> {
  return allReceived(await receivedByLine(db, purchaseOrderId));
}

/** Quantities compare in hundredths (they carry 2 decimals). */
const hundredths = (q: string | number) => Math.round(Number(q) * 100);

/**
 * Of the PO's invoices: how many are open and how many paid, and the quantity billed per PO line
 * on the paid ones (two grouped queries).
 */
export async function invoiceCoverage(db: DbOrTx, purchaseOrderId: string) {
  const [[counts], paidLines] = await inTurn(
    () =>
      db
        .select({
          open: sql<number>`(count(*) filter (where ${inArray(invoices.status, [...OPEN_INVOICE_STATUSES])}))::int`,
          paid: sql<number>`(count(*) filter (where ${invoices.status} = 'paid'))::int`,
        })
        .from(invoices)
        .where(eq(invoices.poId, purchaseOrderId)),
    () =>
      db
        .select({ poLineId: invoiceLines.poLineId, qty: sql<string>`sum(${invoiceLines.quantity})::text` })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(and(eq(invoices.poId, purchaseOrderId), eq(invoices.status, 'paid')))
        .groupBy(invoiceLines.poLineId),
  );
  const paidByLine = new Map(paidLines.filter((l) => l.poLineId).map((l) => [l.poLineId!, l.qty]));
  return { open: counts?.open ?? 0, paid: counts?.paid ?? 0, paidByLine };
}

/**
 * The one hook of a PO's fulfilment (ERPNext's `update_status`): whenever goods are received or one of
 * its invoices changes state, the PO's status is derived again from what was received and what was
 * billed (`fulfilmentStatus`, src/shared/purchase-orders/state.ts): an approved PO with goods received
 * becomes in-progress; an in-progress PO becomes completed (completedAt, audited) once every line is
 * fully received, no invoice of the PO is still open (pending, approved, on-hold, disputed), at least
 * one is paid and the paid quantities cover the received quantity of every line. Amounts are not
 * compared: an invoice matched within the price tolerance may bill less (or more) than the PO price.
 * Blanket POs move on their releases instead. First, the PO's captured savings are realized again
 * (`realizeSavings`) and the vendor's approved opportunities actualized when its invoices show them
 * (`actualizeOpportunities`). The receipts' and invoices' transitions call it inside
 * their transaction; no other caller needs to remember it. Answers the PO's status afterwards.
 */
export async function onFulfilmentChanged(
  tx: DbOrTx,
  purchaseOrderId: string,
  opts: { actorId?: string | null; now?: Date } = {},
): Promise<{ status: string; completed: boolean }> {
  let po = await lockPo(tx, purchaseOrderId);
  await realizeSavings(tx, purchaseOrderId);
  await actualizeOpportunities(tx, { vendorId: po.vendorId, now: opts.now });
  if (po.isBlanketPo || (po.status !== 'approved' && po.status !== 'in-progress')) {
    return { status: po.status, completed: false };
  }
  const [lines, billing] = await inTurn(
    () => receivedByLine(tx, po.id),
    () => invoiceCoverage(tx, po.id),
  );
  const fullyBilled =
    billing.open === 0 &&
    billing.paid > 0 &&
    lines.every((l) => hundredths(billing.paidByLine.get(l.id) ?? 0) >= hundredths(l.received));
  const facts = {
    anyReceived: lines.some((l) => hundredths(l.received) > 0),
    fullyReceived: allReceived(lines),
    fullyBilled,
  };
  const now = opts.now ?? new Date();
  for (let next = fulfilmentStatus({ status: po.status, ...facts }); next;) {
    po = await movePo(tx, po, next, now);
    next = fulfilmentStatus({ status: po.status, ...facts });
  }
  if (po.status !== 'completed') return { status: po.status, completed: false };
  await audit(tx, {
    actorId: opts.actorId ?? null,
    action: 'purchase_order.complete',
    entityType: 'purchase-order',
    entityId: po.id,
    details: {
      amount: po.amount,
      fullyReceived: true,
      paidInvoices: billing.paid,
      lines: lines.map((l) => ({
        poLineId: l.id,
        received: Number(l.received),
        paid: Number(billing.paidByLine.get(l.id) ?? 0),
      })),
    },
  });
  return { status: po.status, completed: true };
}
