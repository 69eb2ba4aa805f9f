import {
  aiConfidence,
  consolidationPotential,
  recommendVendor,
  savingsPercent,
  unitPriceCents,
  type VendorBuy,
} from '@shared/cost-savings/analysis';
import type { ItemMatch } from '@shared/cost-savings/actualization';
import { GL_SPEND_CATEGORIES } from '@shared/cost-savings/capture';
import { fromCents, toCents } from '@shared/money';
import type { consolidationOpportunities as op } from '../db/schema/savings';
import type { GroupVendorRow, SimilarVendorRow } from './analysis-queries';

export type NewOpportunity = Omit<typeof op.$inferInsert, 'id' | 'createdAt'> & { opportunityKey: string };

export const money = (cents: number) => fromCents(Math.round(cents));
export const n = (v: string | null) => (v === null ? 0 : Number(v));
export const spendCategory = (gl: string) => GL_SPEND_CATEGORIES[gl] ?? gl;
export const withCommas = (cents: number) =>
  (Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How a consolidation group was found: by SKU, by GL code (category), or by similar descriptions. */
export type GroupBy = 'sku' | 'gl' | 'text';

const METHOD: Record<GroupBy, string> = {
  sku: 'spend_analysis',
  gl: 'category_matching',
  text: 'text_similarity',
};
const MATCH: Record<GroupBy, ItemMatch['by']> = { sku: 'sku', gl: 'gl', text: 'similar' };

function byGroup<R extends GroupVendorRow>(rows: R[]) {
  const groups = new Map<string, R[]>();
  for (const r of rows) groups.set(r.group_key, [...(groups.get(r.group_key) ?? []), r]);
  return groups;
}

/**
 * One vendor_consolidation for a group's vendors (3 or more): the recommended vendor, the potential,
 * the confidence from the group's mean similarity, and the basis its actualization is checked against
 * (the recommended vendor's price, and what the others charged on average for the volume to move).
 */
function consolidation(
  key: string,
  members: GroupVendorRow[],
  by: GroupBy,
  meanSimilarity: number,
  matchValue: string,
): NewOpportunity | null {
  const buys: VendorBuy[] = members.map((m) => ({
    name: m.vendor_name,
    spendCents: toCents(m.spend),
    quantity: n(m.quantity),
    onTimeRate: m.on_time_rate === null ? null : n(m.on_time_rate),
  }));
  const best = recommendVendor(buys);
  const bestRow = members[buys.indexOf(best)]!;
  const { movedCents, atRecommendedCents, potentialCents } = consolidationPotential(buys, best);
  if (potentialCents <= 0) return null;
  const movedQuantity = buys.filter((b) => b !== best).reduce((s, b) => s + b.quantity, 0);
  const currentCents = buys.reduce((s, b) => s + b.spendCents, 0);
  const dataPoints = members.reduce((s, m) => s + m.lines, 0);
  return {
    opportunityKey: `vendor_consolidation:${by}:${key}`,
    opportunityType: 'vendor_consolidation',
    category: spendCategory(members[0]!.gl_code),
    currentVendors: buys.map((b) => b.name),
    recommendedVendor: best.name,
    currentSpend: money(currentCents),
    potentialSavings: money(potentialCents),
    savingsPercentage: savingsPercent(potentialCents, currentCents),
    aiConfidence: aiConfidence(dataPoints, [meanSimilarity], buys.map(unitPriceCents)).toFixed(2),
    dataPoints,
    status: 'identified',
    implementationEffort: buys.length > 4 ? 'high' : 'medium',
    similarItems: [...new Set(members.flatMap((m) => m.items))].slice(0, 8),
    analysisMethod: METHOD[by],
    evidence: {
      vendors: members.map((m, i) => ({
        name: m.vendor_name,
        averageUnitPrice: money(unitPriceCents(buys[i]!)),
        spend: m.spend,
        orders: m.orders,
      })),
      formula: `${withCommas(movedCents)} − ${withCommas(atRecommendedCents)} at ${best.name}’s price + 3% × ${withCommas(movedCents)} moved = ${withCommas(potentialCents)}${by === 'text' ? `; items at least 50% similar to “${matchValue}” (mean similarity ${meanSimilarity.toFixed(2)})` : ''}`,
    },
    actualizationBasis: {
      vendorId: bestRow.vendor_id,
      recommendedUnitPrice: money(unitPriceCents(best)),
      items: [
        {
          match: { by: MATCH[by], value: matchValue },
          baselineUnitPrice: money(movedQuantity > 0 ? movedCents / movedQuantity : 0),
        },
      ],
    },
  };
}

/** One vendor_consolidation per SKU or GL code bought from 3 or more vendors. */
export function consolidations(
  rows: GroupVendorRow[],
  by: 'sku' | 'gl',
  minVendors: number,
): NewOpportunity[] {
  const found: NewOpportunity[] = [];
  for (const [key, members] of byGroup(rows)) {
    if (members.length < minVendors) continue;
    const made = consolidation(key, members, by, n(members[0]!.similarity), key);
    if (made) found.push(made);
  }
  return found;
}

/**
 * One vendor_consolidation per group of similar descriptions (the anchors most frequent first): an
 * anchor already among an earlier group's members makes no group of its own, so a set of similar lines
 * is one opportunity. Mean similarity = Σ the lines' similarity to the anchor ÷ the lines.
 */
export function similarConsolidations(rows: SimilarVendorRow[], minVendors: number): NewOpportunity[] {
  const found: NewOpportunity[] = [];
  const taken = new Set<string>();
  for (const [anchor, members] of byGroup(rows)) {
    if (members.length < minVendors || taken.has(anchor)) continue;
    for (const m of members) for (const d of m.descriptions) taken.add(d);
    const lines = members.reduce((s, m) => s + m.lines, 0);
    const mean = members.reduce((s, m) => s + n(m.similarity_sum), 0) / Math.max(1, lines);
    const anchorText = members.flatMap((m) => m.items).find((d) => d.toLowerCase() === anchor) ?? anchor;
    const made = consolidation(anchor, members, 'text', mean, anchorText);
    if (made) found.push(made);
  }
  return found;
}
