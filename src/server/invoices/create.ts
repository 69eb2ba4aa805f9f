import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { addDays, isoDate } from '@shared/format';
import { lineTotal, sumMoney } from '@shared/money';
import {
  DUPLICATE_WINDOW_DAYS,
  INVOICE_MESSAGES,
  PAYMENT_TERM_DAYS,
  type CreateInvoice,
  type InvoiceDetail,
} from '@shared/invoices/schemas';
import type { Db, DbOrTx } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { vendors } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { badRequest, conflict, notFound } from '../http/errors';
import { SEQUENCES, newId, nextNumber } from '../lib/ids';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { getInvoice } from './queries';

/** POs that can be invoiced. */
const INVOICEABLE = ['approved', 'in-progress', 'completed'];

/** The next free `inv-NNN` id (ids already taken are skipped). */
async function nextInvoiceId(tx: DbOrTx): Promise<string> {
  for (;;) {
    const id = `inv-${String(await nextNumber(tx, SEQUENCES.invoice)).padStart(3, '0')}`;
    const [taken] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
    if (!taken) return id;
  }
}

/** YYYY-MM-DD plus n days (date-only arithmetic, no time-zone shift). */
const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return isoDate(addDays(new Date(y!, m! - 1, d!), n));
};

/**
 * POST /api/invoices (finance): an invoice against a visible, approved PO (`poId`: its id or PO
 * number) — vendor from the PO, amount = the Invoice Total given (as printed on the vendor's invoice)
 * or else the sum of the lines, due date from the payment terms unless given, status and match
 * pending, id inv-NNN. Duplicates are flagged before matching, never refused: an earlier invoice of
 * the same vendor with the same invoice number (case-insensitive, any status), else one with the same
 * amount and an invoice date within 7 days (not rejected) on another PO or without one — a second
 * invoice of the same PO for an equal amount is partial invoicing —, becomes `duplicateOfId`; the answer carries
 * `duplicateReason` and the 3-way match turns the flag into an exception. The vendor row is locked so
 * two entries of one number are seen one after the other.
 */
export async function createInvoice(db: Db, user: SessionUser, input: CreateInvoice): Promise<InvoiceDetail> {
  const id = await db.transaction(async (tx) => {
    const [po] = await tx
      .select({
        id: purchaseOrders.id,
        poNumber: purchaseOrders.poNumber,
        status: purchaseOrders.status,
        vendorId: purchaseOrders.vendorId,
      })
      .from(purchaseOrders)
      .where(
        and(
          or(eq(purchaseOrders.id, input.poId), eq(purchaseOrders.poNumber, input.poId)),
          visiblePurchaseOrders(user),
        ),
      );
    if (!po) throw notFound('Purchase order');
    if (!INVOICEABLE.includes(po.status)) {
      throw conflict(
        `Invoices can be entered only against approved purchase orders; ${po.poNumber} is ${po.status}.`,
      );
    }
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, po.vendorId))
      .for('update');

    const orderLines = await tx
      .select({ id: poLines.id })
      .from(poLines)
      .where(eq(poLines.purchaseOrderId, po.id))
      .orderBy(asc(poLines.lineNo));
    const known = new Set(orderLines.map((l) => l.id));
    const badLines = Object.fromEntries(
      input.lines.flatMap((l, i) =>
        l.poLineId && !known.has(l.poLineId) ? [[`lines.${i}.poLineId`, INVOICE_MESSAGES.notALine]] : [],
      ),
    );
    if (Object.keys(badLines).length) throw badRequest(INVOICE_MESSAGES.notALine, badLines);

    const number = input.invoiceNumber;
    const lines = input.lines.map((l, i) => ({
      lineNo: i + 1,
      poLineId: l.poLineId ?? null,
      description: l.description,
      quantity: l.quantity.toFixed(2),
      unitPrice: l.unitPrice.toFixed(2),
      glCode: l.glCode,
      total: lineTotal(l.quantity, l.unitPrice),
    }));
    const amount = input.amount !== undefined ? input.amount.toFixed(2) : sumMoney(lines.map((l) => l.total));
    const [sameNumber] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.vendorId, vendor!.id), sql`lower(${invoices.invoiceNumber}) = lower(${number})`))
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
      .limit(1);
    const [sameAmount] = sameNumber
      ? []
      : await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              eq(invoices.vendorId, vendor!.id),
              eq(invoices.amount, amount),
              ne(invoices.status, 'rejected'),
              // Partial invoicing: equal amounts on one PO are successive bills, not a duplicate.
              or(isNull(invoices.poId), ne(invoices.poId, po.id)),
              sql`abs(${invoices.invoiceDate} - ${input.invoiceDate}::date) <= ${DUPLICATE_WINDOW_DAYS}`,
            ),
          )
          .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
          .limit(1);
    const duplicateOfId = sameNumber?.id ?? sameAmount?.id ?? null;

    const invoiceId = await nextInvoiceId(tx);
    await tx.insert(invoices).values({
      id: invoiceId,
      invoiceNumber: number,
      vendorId: vendor!.id,
      poId: po.id,
      description: input.description ?? '',
      amount,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? plusDays(input.invoiceDate, PAYMENT_TERM_DAYS[input.paymentTerms]),
      receivedDate: input.receivedDate ?? isoDate(new Date()),
      paymentTerms: input.paymentTerms,
      threeWayMatchStatus: 'pending',
      status: 'pending',
      duplicateOfId,
      createdBy: user.id,
    });
    await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, id: newId('invl'), invoiceId })));
    await audit(tx, {
      actorId: user.id,
      action: 'invoice.create',
      entityType: 'invoice',
      entityId: invoiceId,
      details: {
        invoiceNumber: number,
        poId: po.id,
        amount,
        linesTotal: sumMoney(lines.map((l) => l.total)),
        possibleDuplicateOf: duplicateOfId,
        duplicateRule: sameNumber ? 'same_number' : sameAmount ? 'same_amount' : null,
      },
    });
    return invoiceId;
  });
  return getInvoice(db, user, id);
}
