/**
 * The opportunity analysis's formulas (issue 12), pure; amounts in integer cents.
 * aiConfidence = min(1, dataPoints ÷ 20) × mean similarity × (1 − coefficient of variation of the prices),
 * clamped to 0..1 and kept to two decimals (the column's precision).
 */
export const CONFIDENCE_FULL_AT = 20;
export const LEVERAGE_RATE = 0.03;
export const VOLUME_DISCOUNT_RATE = 0.03;
export const RENEWAL_RATE = 0.05;
export const MIN_CONSOLIDATION_VENDORS = 3;
export const MIN_VOLUME_ORDERS = 4;
export const RENEWAL_WINDOW_DAYS = 90;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Population standard deviation ÷ mean; 0 for fewer than two prices or a zero mean. */
export function coefficientOfVariation(prices: number[]): number {
  const m = mean(prices);
  if (prices.length < 2 || m <= 0) return 0;
  const variance = mean(prices.map((p) => (p - m) ** 2));
  return Math.sqrt(variance) / m;
}

/** The confidence from its three factors, clamped to 0..1, two decimals. */
export function confidenceFrom(dataPoints: number, meanSimilarity: number, priceCv: number): number {
  const raw = Math.min(1, dataPoints / CONFIDENCE_FULL_AT) * meanSimilarity * (1 - priceCv);
  return Math.round(Math.min(1, Math.max(0, raw)) * 100) / 100;
}

export function aiConfidence(dataPoints: number, similarities: number[], prices: number[]): number {
  return confidenceFrom(dataPoints, mean(similarities), coefficientOfVariation(prices));
}

export type VendorBuy = {
  name: string;
  spendCents: number;
  quantity: number;
  /** Percent 0..100; null when unknown (no adjustment). */
  onTimeRate: number | null;
};

/** Spend ÷ quantity: the vendor's normalised (weighted average) unit price, in cents. */
export const unitPriceCents = (v: Pick<VendorBuy, 'spendCents' | 'quantity'>) =>
  v.quantity > 0 ? v.spendCents / v.quantity : 0;

/**
 * The recommended vendor: the lowest normalised price adjusted by on-time delivery (price ÷ on-time
 * share; an unknown rate counts as 100%), ties by name.
 */
export function recommendVendor(vendors: VendorBuy[]): VendorBuy {
  const adjusted = (v: VendorBuy) => {
    const share = v.onTimeRate === null ? 1 : Math.max(0.01, v.onTimeRate / 100);
    return unitPriceCents(v) / share;
  };
  return [...vendors].sort((a, b) => adjusted(a) - adjusted(b) || a.name.localeCompare(b.name))[0]!;
}

/**
 * Vendor consolidation: what the others' quantities would have cost at the recommended vendor's price
 * (the difference, never below 0 per vendor), plus 3% leverage on the volume moved to it.
 */
export function consolidationPotential(vendors: VendorBuy[], recommended: VendorBuy) {
  const price = unitPriceCents(recommended);
  let priceSaving = 0;
  let moved = 0;
  for (const v of vendors) {
    if (v === recommended) continue;
    moved += v.spendCents;
    priceSaving += Math.max(0, v.spendCents - v.quantity * price);
  }
  const leverage = moved * LEVERAGE_RATE;
  return {
    movedCents: moved,
    atRecommendedCents: Math.round(moved - priceSaving),
    potentialCents: Math.round(priceSaving + leverage),
  };
}

/** Volume discount: spend over `days` annualised, × 3%. */
export function volumeDiscountPotential(spendCents: number, days: number) {
  const annualCents = Math.round((spendCents * 365) / days);
  return { annualCents, potentialCents: Math.round(annualCents * VOLUME_DISCOUNT_RATE) };
}

/** Contract renewal: the annual spend under the contract × 5%. */
export const renewalPotential = (annualCents: number) => Math.round(annualCents * RENEWAL_RATE);

/** Potential ÷ current spend, as a percentage with two decimals. */
export const savingsPercent = (potentialCents: number, currentCents: number) =>
  currentCents > 0 ? ((potentialCents / currentCents) * 100).toFixed(2) : '0.00';
