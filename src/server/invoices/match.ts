import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { duplicateReason, type InvoiceDetail, type LineMatchResult } from '@shared/invoices/schemas';
import { formatCurrency } from '@shared/format';
import { toCents } from '@shared/money';
import { beyondTotalTolerance } from '@shared/invoices/tolerance';
import type { Db } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { goodsReceiptLines, poLines } from '../db/schema/purchase-orders';
import { getSettings } from '../admin/settings';
import { audit } from '../lib/audit';
import { conflict } from '../http/errors';
import { enforceInvoiceAction } from './duties';
import { lockVisibleInvoice, stateOf } from './lock';
import { getInvoice } from './queries';
import { moveInvoice } from './transitions';
import { transitionInvoice } from '@shared/invoices/state';
import { inTurn } from '../db/in-turn';

export type MatchSettings = { priceTolerancePercent: number; priceToleranceAmount: number };
export type MatchInvoiceLine = {
  lineNo: number;
  description: string;
  quantity: string | number;
  unitPrice: string;
  total: string;
  poLineId: string | null;
};
export type MatchPoLine = { id: string; description: string; unitPrice: string };
export type MatchInput = {
  invoiceLines: MatchInvoiceLine[];
  poLines: MatchPoLine[];
  /** Quantity received so far per PO line id (sum of goods receipt lines). */
  received: Record<string, number | string>;
  /** Quantity already billed per PO line id on the PO's other, non-rejected invoices. */
  invoicedElsewhere?: Record<string, number | string>;
  settings: MatchSettings;
  /** The invoice amount; the lines must add up to it within $0.02. Default: the sum of the lines. */
  amount?: string;
  /** This invoice's number (names the duplicate rule that flagged it). */
  invoiceNumber?: string;
  /** Flagged at entry: same vendor and invoice number, or same vendor, amount and date within 7 days. */
  duplicateOf?: { invoiceNumber: string } | null;
  /** False for an invoice without a purchase order (nothing to match against). */
  hasPurchaseOrder?: boolean;
};
export type MatchOutcome = {
  ok: boolean;
  lines: { lineNo: number; poLineId: string | null; result: LineMatchResult }[];
  /** Every reason, human-readable: invoice-level ones and 'Line n (description): …'. */
  exceptions: string[];
};

/** Quantities are compared in hundredths (they carry 2 decimals). */
const hundredths = (q: string | number) => Math.round(Number(q) * 100);
const qtyText = (h: number) => String(h / 100);
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const percentText = (p: number) => `${Number(p.toFixed(2))}%`;

/**
 * The price rule of one line: null when within tolerance, else the reason. "±2% and at most $50 per
 * line, checked absolute first then percent": first the line's price variance — |invoice unit price −
 * PO unit price| × quantity invoiced — must be at most `priceToleranceAmount` dollars (default $50.00);
 * then the unit price may differ from the PO's by at most `priceTolerancePercent` (default 2%). Higher
 * and lower prices count alike. The reason names the limit that failed — the absolute one when both do.
 */
export function priceReason(
  label: string,
  invoicePrice: string,
  poPrice: string,
  quantity: string | number,
  settings: MatchSettings,
): string | null {
  const diff = Math.abs(toCents(invoicePrice) - toCents(poPrice));
  if (diff === 0) return null;
  const base = toCents(poPrice);
  const qty = hundredths(quantity);
  // Variance in cents = diff × qty / 100; compared in integers (both sides × 100).
  const overAmount = diff * qty > Math.round(settings.priceToleranceAmount * 100) * 100;
  // diff / base ≤ percent / 100, kept in integers where it matters (a tiny epsilon absorbs float noise).
  const overPercent = base === 0 || diff * 100 > base * settings.priceTolerancePercent + 1e-9;
  if (!overAmount && !overPercent) return null;
  const pct = base === 0 ? '' : ` (${((diff / base) * 100).toFixed(1)}%)`;
  const differs =
    `${label}: unit price ${formatCurrency(invoicePrice)} differs from PO price ${formatCurrency(poPrice)}` +
    ` by ${formatCurrency(diff / 100)}${pct}`;
  if (overAmount) {
    const variance = formatCurrency(Math.round((diff * qty) / 100) / 100);
    return (
      `${differs}; the line's price variance ${variance} (${qtyText(qty)} × ${formatCurrency(diff / 100)})` +
      ` is over the ${formatCurrency(settings.priceToleranceAmount)} tolerance`
    );
  }
  return `${differs}, over the ${percentText(settings.priceTolerancePercent)} tolerance`;
}

/**
 * The 3-way match, pure. Each invoice line is paired with its PO line (by poLineId, else by
 * description, case- and space-insensitively) and checked:
 * - quantity: this line's quantity, plus what other lines of this invoice and the PO's other
 *   non-rejected invoices already billed on the same PO line, must not exceed the quantity received;
 * - unit price (priceReason): the line's price variance (unit price difference × quantity) at most
 *   $50, then the unit price within 2% of the PO's (both from the settings);
 * - the line total equals quantity × unit price within $0.02.
 * A line without a PO line is an exception. For the invoice: its amount (the total printed on the
 * vendor's invoice) must equal the sum of its lines within $0.02, it needs a PO and at least one
 * line, and a flagged duplicate (same vendor and number, or same amount within 7 days) is an exception.
 * All pass → ok (matched); otherwise every failing line keeps its reasons.
 */
export function matchInvoice(input: MatchInput): MatchOutcome {
  const { settings } = input;
  const invoiceLevel: string[] = [];
  if (input.duplicateOf) {
    invoiceLevel.push(duplicateReason(input.invoiceNumber ?? '', input.duplicateOf.invoiceNumber));
  }
  if (input.hasPurchaseOrder === false) invoiceLevel.push('The invoice is not linked to a purchase order');
  if (!input.invoiceLines.length) invoiceLevel.push('The invoice has no line items to match');

  const byId = new Map(input.poLines.map((l) => [l.id, l]));
  const billedHere = new Map<string, number>();
  const lines = [...input.invoiceLines]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((line) => {
      const label = `Line ${line.lineNo} (${line.description})`;
      const reasons: string[] = [];
      const po = line.poLineId
        ? byId.get(line.poLineId)
        : (input.poLines.find((p) => key(p.description) === key(line.description) && !billedHere.has(p.id)) ??
          input.poLines.find((p) => key(p.description) === key(line.description)));
      if (!po) {
        reasons.push(`${label}: no matching line on the purchase order`);
      } else {
        const qty = hundredths(line.quantity);
        const before = hundredths(input.invoicedElsewhere?.[po.id] ?? 0) + (billedHere.get(po.id) ?? 0);
        const received = hundredths(input.received[po.id] ?? 0);
        billedHere.set(po.id, (billedHere.get(po.id) ?? 0) + qty);
        if (before + qty > received) {
          const invoiced = `${label}: invoiced ${qtyText(qty)}${before ? ` (plus ${qtyText(before)} already invoiced)` : ''}`;
          reasons.push(
            received === 0
              ? `${invoiced} but no goods received`
              : `${invoiced} but only ${qtyText(received)} received`,
          );
        }
        const price = priceReason(label, line.unitPrice, po.unitPrice, line.quantity, settings);
        if (price) reasons.push(price);
      }
      const expected = Math.round((hundredths(line.quantity) * toCents(line.unitPrice)) / 100);
      if (beyondTotalTolerance(toCents(line.total), expected)) {
        reasons.push(
          `${label}: line total ${formatCurrency(line.total)} does not equal quantity × unit price (${formatCurrency(expected / 100)})`,
        );
      }
      return { lineNo: line.lineNo, poLineId: po?.id ?? null, result: { ok: !reasons.length, reasons } };
    });

  const sum = input.invoiceLines.reduce((acc, l) => acc + toCents(l.total), 0);
  if (input.amount !== undefined && beyondTotalTolerance(toCents(input.amount), sum)) {
    invoiceLevel.push(
      `Invoice total ${formatCurrency(input.amount)} does not equal the sum of its lines (${formatCurrency(sum / 100)})`,
    );
  }
  const exceptions = [...invoiceLevel, ...lines.flatMap((l) => l.result.reasons)];
  return { ok: !exceptions.length, lines, exceptions };
}

/** Sums per PO line id as plain numbers. */
const toRecord = (rows: { poLineId: string | null; qty: string }[]) =>
  Object.fromEntries(rows.filter((r) => r.poLineId).map((r) => [r.poLineId!, Number(r.qty)]));

/**
 * POST /api/invoices/{id}/match (and PATCH asking for matched): runs the 3-way match on an invoice
 * whose match is pending (else 409) against its PO lines, receipts and the PO's other invoices, in
 * one transaction with the invoice locked. Matched → status approved; otherwise match exception
 * with the reasons kept per line and on the invoice. Audit entry either way. Refused (403) to the
 * user who entered the invoice (separation of duties, `invoiceDuties`).
 */
export async function runThreeWayMatch(db: Db, user: SessionUser, id: string): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    const from = stateOf(invoice);
    // AP Finance, a pending match, and (a match that succeeds approves the invoice for payment) never
    // by the user who entered it.
    await enforceInvoiceAction(tx, user, { ...from, createdBy: invoice.createdBy }, 'match');
    const approve = transitionInvoice(from, { threeWayMatchStatus: 'matched', status: 'approved' });
    if (!approve.ok) throw conflict(approve.message);
    const [settings, lines, orderLines, duplicate] = await inTurn(
      () => getSettings(tx),
      () =>
        tx
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, id))
          .orderBy(asc(invoiceLines.lineNo)),
      () =>
        invoice.poId
          ? tx
              .select()
              .from(poLines)
              .where(eq(poLines.purchaseOrderId, invoice.poId))
              .orderBy(asc(poLines.lineNo))
          : Promise.resolve([]),
      () =>
        invoice.duplicateOfId
          ? tx
              .select({ invoiceNumber: invoices.invoiceNumber })
              .from(invoices)
              .where(eq(invoices.id, invoice.duplicateOfId))
          : Promise.resolve([]),
    );
    const lineIds = orderLines.map((l) => l.id);
    const [received, elsewhere] = lineIds.length
      ? await inTurn(
          () =>
            tx
              .select({
                poLineId: goodsReceiptLines.poLineId,
                qty: sql<string>`sum(${goodsReceiptLines.quantity})`,
              })
              .from(goodsReceiptLines)
              .where(inArray(goodsReceiptLines.poLineId, lineIds))
              .groupBy(goodsReceiptLines.poLineId),
          () =>
            tx
              .select({ poLineId: invoiceLines.poLineId, qty: sql<string>`sum(${invoiceLines.quantity})` })
              .from(invoiceLines)
              .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
              .where(
                and(
                  inArray(invoiceLines.poLineId, lineIds),
                  ne(invoices.id, id),
                  ne(invoices.status, 'rejected'),
                ),
              )
              .groupBy(invoiceLines.poLineId),
        )
      : [[], []];
    const outcome = matchInvoice({
      invoiceLines: lines,
      poLines: orderLines,
      received: toRecord(received),
      invoicedElsewhere: toRecord(elsewhere),
      settings,
      amount: invoice.amount,
      invoiceNumber: invoice.invoiceNumber,
      duplicateOf: duplicate[0] ?? (invoice.duplicateOfId ? { invoiceNumber: invoice.duplicateOfId } : null),
      hasPurchaseOrder: !!invoice.poId,
    });
    const result = outcome.ok ? approve : transitionInvoice(from, { threeWayMatchStatus: 'exception' });
    if (!result.ok) throw conflict(result.message);
    for (const line of outcome.lines) {
      const row = lines.find((l) => l.lineNo === line.lineNo)!;
      await tx
        .update(invoiceLines)
        .set({ matchResult: line.result, poLineId: line.poLineId ?? row.poLineId })
        .where(eq(invoiceLines.id, row.id));
    }
    await moveInvoice(
      tx,
      invoice,
      result.next,
      { matchExceptions: outcome.exceptions },
      { actorId: user.id },
    );
    await audit(tx, {
      actorId: user.id,
      action: `invoice.${result.action}`,
      entityType: 'invoice',
      entityId: id,
      details: {
        from,
        to: result.next,
        exceptions: outcome.exceptions,
        tolerance: { percent: settings.priceTolerancePercent, amount: settings.priceToleranceAmount },
      },
    });
  });
  return getInvoice(db, user, id);
}
