/**
 * Rounding a vendor's invoice may carry, in cents ($0.02): a line total against quantity × unit price,
 * and the invoice total against the sum of its lines. The 3-way match reports anything beyond it as an
 * exception (src/server/invoices/match.ts); invoice entry warns about it before the invoice is saved.
 */
export const TOTAL_TOLERANCE_CENTS = 2;

/** True when two amounts (in cents) differ by more than the tolerance. */
export const beyondTotalTolerance = (aCents: number, bCents: number) =>
  Math.abs(aCents - bCents) > TOTAL_TOLERANCE_CENTS;
