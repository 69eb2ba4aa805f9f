import type { CreateInvoiceInput } from '@shared/invoices/schemas';
import type { PurchaseOrderLine } from '@shared/purchase-orders/schemas';

type Line = Pick<
  PurchaseOrderLine,
  'id' | 'description' | 'quantity' | 'unitPrice' | 'glCode' | 'quantityReceived' | 'quantityInvoiced'
>;
export type InvoiceProposal = { lines: CreateInvoiceInput['lines']; note: string | null };

export const NOTHING_RECEIVED_LEFT =
  'Nothing received is left to invoice: the quantities ordered and not yet invoiced are proposed, and the 3-way match checks them against the goods received.';
export const ALL_INVOICED =
  'Everything ordered on this purchase order has been invoiced: the quantities ordered are shown, and the 3-way match will report what is billed twice.';

/** Quantities carry 2 decimals: compared and subtracted in hundredths. */
const hundredths = (q: number) => Math.round(q * 100);
const left = (of: number, billed: number) => Math.max(0, hundredths(of) - hundredths(billed)) / 100;

/**
 * The lines the Enter Invoice form proposes for a PO (partial invoicing): each line's quantity
 * received and not yet invoiced (lines with none left are left out). With nothing received left to
 * bill, the quantities ordered and not yet invoiced; when everything is billed already (a vendor's
 * duplicate, say), the quantities ordered — each time with a note saying so.
 */
export function proposeInvoiceLines(poLines: readonly Line[]): InvoiceProposal {
  const toLine = (l: Line, quantity: number) => ({
    poLineId: l.id,
    description: l.description,
    quantity: String(quantity),
    unitPrice: l.unitPrice,
    glCode: l.glCode,
  });
  const received = poLines
    .map((l) => [l, left(l.quantityReceived, l.quantityInvoiced)] as const)
    .filter(([, q]) => q > 0);
  if (received.length) return { lines: received.map(([l, q]) => toLine(l, q)), note: null };
  const ordered = poLines
    .map((l) => [l, left(l.quantity, l.quantityInvoiced)] as const)
    .filter(([, q]) => q > 0);
  if (ordered.length) return { lines: ordered.map(([l, q]) => toLine(l, q)), note: NOTHING_RECEIVED_LEFT };
  return { lines: poLines.map((l) => toLine(l, l.quantity)), note: ALL_INVOICED };
}
