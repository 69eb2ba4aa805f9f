/**
 * How a PO's direct savings are captured (issue 12), pure; amounts in integer cents.
 * - negotiated_discount: a request carrying originalPrice / discountAmount / discountPercentage;
 * - contract_savings: a PO under a contract, lines priced below the vendor's last price for the item;
 * - volume_discount: a blanket PO, lines priced below the item's prior average.
 */

/** A request's discount fields (strings as stored) against the PO's amount: the saving, or null. */
export function negotiatedSaving(
  req: { originalPrice: string | null; discountAmount: string | null; discountPercentage: string | null },
  amountCents: number,
): { originalCents: number; savingsCents: number } | null {
  if (amountCents <= 0) return null;
  const cents = (v: string | null) => (v === null ? null : Math.round(Number(v) * 100));
  const discount = cents(req.discountAmount);
  const original = cents(req.originalPrice);
  const pct = req.discountPercentage === null ? null : Number(req.discountPercentage);
  let savings = 0;
  if (discount !== null && discount > 0) savings = discount;
  else if (original !== null && original > amountCents) savings = original - amountCents;
  else if (pct !== null && pct > 0 && pct < 100) savings = Math.round((amountCents * pct) / (100 - pct));
  return savings > 0 ? { originalCents: amountCents + savings, savingsCents: savings } : null;
}

/** The discount percentage of a saving, two decimals. */
export const discountPercent = (savingsCents: number, originalCents: number) =>
  originalCents > 0 ? ((savingsCents / originalCents) * 100).toFixed(2) : '0.00';

/** A PO line priced below its baseline: what it saves ((baseline − price) × quantity, in cents). */
export function lineSavingCents(
  line: { quantity: string; unitPrice: string },
  baselineUnitPrice: string,
): number {
  const saved = (Number(baselineUnitPrice) - Number(line.unitPrice)) * Number(line.quantity);
  return saved > 0 ? Math.round(saved * 100) : 0;
}

/** The spend category of a GL code (the page's filter values; others by their account). */
export const GL_SPEND_CATEGORIES: Record<string, string> = {
  '4000-001': 'office supplies',
  '4000-002': 'IT services',
  '4000-003': 'IT services',
  '4000-004': 'professional services',
  '4000-005': 'facilities',
  '4000-006': 'operations',
  '4000-007': 'operations',
  '4000-008': 'facilities',
};

/** The spend category of a PO: that of the GL code carrying the most of its amount. */
export function spendCategoryOf(lines: { glCode: string; total: string }[]): string {
  const byGl = new Map<string, number>();
  for (const l of lines) byGl.set(l.glCode, (byGl.get(l.glCode) ?? 0) + Number(l.total));
  const top = [...byGl.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (top && GL_SPEND_CATEGORIES[top]) ?? 'other';
}
