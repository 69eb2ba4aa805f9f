import { and, inArray, isNotNull } from 'drizzle-orm';
import {
  MIN_CONSOLIDATION_VENDORS,
  MIN_VOLUME_ORDERS,
  RENEWAL_WINDOW_DAYS,
  aiConfidence,
  confidenceFrom,
  consolidationPotential,
  recommendVendor,
  renewalPotential,
  savingsPercent,
  unitPriceCents,
  volumeDiscountPotential,
  type VendorBuy,
} from '@shared/cost-savings/analysis';
import { GL_SPEND_CATEGORIES } from '@shared/cost-savings/capture';
import { fromCents, toCents } from '@shared/money';
import type { Db } from '../db/client';
import { consolidationOpportunities as op } from '../db/schema/savings';
import { newId } from '../lib/ids';
import { audit } from '../lib/audit';
import type { JobDefinition } from '../jobs/runner';
import { expiringContracts, glGroups, repeatBuys, skuGroups, type GroupVendorRow } from './analysis-queries';

type NewOpportunity = Omit<typeof op.$inferInsert, 'id' | 'createdAt'> & { opportunityKey: string };

const VOLUME_WINDOW_DAYS = 90;
const money = (cents: number) => fromCents(Math.round(cents));
const n = (v: string | null) => (v === null ? 0 : Number(v));
const spendCategory = (gl: string) => GL_SPEND_CATEGORIES[gl] ?? gl;
const withCommas = (cents: number) =>
  (Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One vendor_consolidation per group (an SKU, a GL code) of the rows, 3 or more vendors each. */
function consolidations(rows: GroupVendorRow[], by: 'sku' | 'gl'): NewOpportunity[] {
  const groups = new Map<string, GroupVendorRow[]>();
  for (const r of rows) groups.set(r.group_key, [...(groups.get(r.group_key) ?? []), r]);
  const found: NewOpportunity[] = [];
  for (const [key, members] of groups) {
    if (members.length < MIN_CONSOLIDATION_VENDORS) continue;
    const buys: VendorBuy[] = members.map((m) => ({
      name: m.vendor_name,
      spendCents: toCents(m.spend),
      quantity: n(m.quantity),
      onTimeRate: m.on_time_rate === null ? null : n(m.on_time_rate),
    }));
    const best = recommendVendor(buys);
    const { movedCents, atRecommendedCents, potentialCents } = consolidationPotential(buys, best);
    if (potentialCents <= 0) continue;
    const currentCents = buys.reduce((s, b) => s + b.spendCents, 0);
    const dataPoints = members.reduce((s, m) => s + m.lines, 0);
    const similarity = n(members[0]!.similarity);
    const method =
      by === 'sku' ? 'spend_analysis' : similarity >= 0.4 ? 'text_similarity' : 'category_matching';
    found.push({
      opportunityKey: `vendor_consolidation:${by}:${key}`,
      opportunityType: 'vendor_consolidation',
      category: spendCategory(members[0]!.gl_code),
      currentVendors: buys.map((b) => b.name),
      recommendedVendor: best.name,
      currentSpend: money(currentCents),
      potentialSavings: money(potentialCents),
      savingsPercentage: savingsPercent(potentialCents, currentCents),
      aiConfidence: aiConfidence(dataPoints, [similarity], buys.map(unitPriceCents)).toFixed(2),
      dataPoints,
      status: 'identified',
      implementationEffort: buys.length > 4 ? 'high' : 'medium',
      similarItems: [...new Set(members.flatMap((m) => m.items))].slice(0, 8),
      analysisMethod: method,
      evidence: {
        vendors: members.map((m, i) => ({
          name: m.vendor_name,
          averageUnitPrice: money(unitPriceCents(buys[i]!)),
          spend: m.spend,
          orders: m.orders,
        })),
        formula: `${withCommas(movedCents)} − ${withCommas(atRecommendedCents)} at ${best.name}’s price + 3% × ${withCommas(movedCents)} moved = ${withCommas(potentialCents)}`,
      },
    });
  }
  return found;
}

/** Every rule over the current data (pure reads; nothing written). */
export async function findOpportunities(db: Db): Promise<NewOpportunity[]> {
  const [bySku, byGl, repeats, expiring] = [
    await skuGroups(db, MIN_CONSOLIDATION_VENDORS),
    await glGroups(db, MIN_CONSOLIDATION_VENDORS),
    await repeatBuys(db, MIN_VOLUME_ORDERS, VOLUME_WINDOW_DAYS),
    await expiringContracts(db, RENEWAL_WINDOW_DAYS),
  ];
  const volume: NewOpportunity[] = repeats.map((r) => {
    const { annualCents, potentialCents } = volumeDiscountPotential(toCents(r.spend), VOLUME_WINDOW_DAYS);
    return {
      opportunityKey: `volume_discount:${r.vendor_id}:${r.item_key}`,
      opportunityType: 'volume_discount',
      category: spendCategory(r.gl_code),
      currentVendors: [r.vendor_name],
      recommendedVendor: r.vendor_name,
      currentSpend: money(annualCents),
      potentialSavings: money(potentialCents),
      savingsPercentage: savingsPercent(potentialCents, annualCents),
      aiConfidence: confidenceFrom(r.lines, 1, n(r.price_cv)).toFixed(2),
      dataPoints: r.lines,
      status: 'identified',
      implementationEffort: 'low',
      similarItems: [r.item],
      analysisMethod: 'spend_analysis',
      evidence: {
        vendors: [
          {
            name: r.vendor_name,
            averageUnitPrice: money(n(r.average_price) * 100),
            spend: r.spend,
            orders: r.orders,
          },
        ],
        formula: `${withCommas(toCents(r.spend))} in ${VOLUME_WINDOW_DAYS} days × 365 ÷ ${VOLUME_WINDOW_DAYS} = ${withCommas(annualCents)} a year × 3% = ${withCommas(potentialCents)}`,
      },
    };
  });
  const renewals: NewOpportunity[] = expiring.map((c) => {
    const annualCents = toCents(c.spend);
    const potentialCents = renewalPotential(annualCents);
    return {
      opportunityKey: `contract_renewal:${c.contract_id}`,
      opportunityType: 'contract_renewal',
      category: c.category,
      currentVendors: [c.vendor_name],
      recommendedVendor: c.vendor_name,
      currentSpend: money(annualCents),
      potentialSavings: money(potentialCents),
      savingsPercentage: savingsPercent(potentialCents, annualCents),
      aiConfidence: confidenceFrom(c.lines, 1, n(c.price_cv)).toFixed(2),
      dataPoints: c.lines,
      status: 'identified',
      implementationEffort: 'medium',
      similarItems: c.items,
      analysisMethod: 'spend_analysis',
      evidence: {
        vendors: [
          {
            name: c.vendor_name,
            averageUnitPrice: money(n(c.average_price) * 100),
            spend: c.spend,
            orders: c.orders,
          },
        ],
        formula: `${c.title} (${c.contract_id}) ends ${c.end_date}: ${withCommas(annualCents)} annual spend × 5% = ${withCommas(potentialCents)}`,
      },
    };
  });
  return [...consolidations(bySku, 'sku'), ...consolidations(byGl, 'gl'), ...volume, ...renewals];
}

/**
 * The analysis (job `cost-savings.analyze`, daily, and POST /api/consolidation-opportunities/analyze):
 * every rule's findings stored as identified opportunities, except where one of the same key is already
 * open (identified, under review) or was dismissed — idempotent, and a concurrent run is held off by
 * the unique index on open keys. One transaction with its audit row.
 */
export async function analyzeOpportunities(
  db: Db,
  actorId: string | null,
): Promise<{ found: number; created: number }> {
  const found = await findOpportunities(db);
  return db.transaction(async (tx) => {
    const keys = found.map((f) => f.opportunityKey);
    const taken = keys.length
      ? await tx
          .select({ key: op.opportunityKey })
          .from(op)
          .where(
            and(
              isNotNull(op.opportunityKey),
              inArray(op.opportunityKey, keys),
              inArray(op.status, ['identified', 'under_review', 'dismissed']),
            ),
          )
      : [];
    const skip = new Set(taken.map((t) => t.key));
    const fresh = found.filter((f) => !skip.has(f.opportunityKey));
    const created = fresh.length
      ? await tx
          .insert(op)
          .values(fresh.map((f) => ({ ...f, id: newId('opp') })))
          .onConflictDoNothing()
          .returning({ id: op.id })
      : [];
    await audit(tx, {
      actorId,
      action: 'consolidation_opportunity.analyze',
      entityType: 'consolidation-opportunity',
      entityId: 'analysis',
      details: { found: found.length, created: created.length },
    });
    return { found: found.length, created: created.length };
  });
}

export const ANALYZE_JOB = 'cost-savings.analyze';
export const ANALYZE_EVERY_MS = 24 * 60 * 60 * 1000;

/** The daily opportunity analysis, a recurring durable job (one pending at a time across instances). */
export function costSavingsAnalysisJob(everyMs = ANALYZE_EVERY_MS): JobDefinition {
  return {
    kind: ANALYZE_JOB,
    everyMs,
    // Not at start: a fresh start shows the demo's opportunities as seeded; the first run is a day later.
    runAtStart: false,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      await analyzeOpportunities(db, null);
    },
  };
}
