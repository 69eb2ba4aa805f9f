import type { ReceiptInput } from '@shared/receipts/schemas';

type Line = { id: string; quantity: number; quantityReceived: number };

/** What is left to receive on a line (never negative), to 2 decimals. */
export const remainingOf = (l: Line) =>
  Math.max(0, Math.round((l.quantity - l.quantityReceived) * 100) / 100);

/** The dialog's starting quantities: each line's remaining quantity, as typed text. */
export function defaultQuantities(lines: Line[]): Record<string, string> {
  return Object.fromEntries(lines.map((l) => [l.id, String(remainingOf(l))]));
}

/**
 * The POST body: the lines with a quantity typed (blank or 0 lines are left out; anything else is sent
 * as typed, so the server judges it — over-receipt included).
 */
export function buildReceipt(
  quantities: Record<string, string>,
  receivedDate: string,
  notes: string,
): ReceiptInput {
  const lines = Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '' && Number(q) !== 0)
    .map(([poLineId, quantity]) => ({ poLineId, quantity: quantity.trim() }));
  return { receivedDate, notes: notes.trim() || null, lines };
}
