import { and, inArray, isNotNull } from 'drizzle-orm';
import {
  MIN_CONSOLIDATION_VENDORS,
  MIN_VOLUME_ORDERS,
  RENEWAL_WINDOW_DAYS,
  confidenceFrom,
  renewalPotential,
  savingsPercent,
  volumeDiscountPotential,
} from '@shared/cost-savings/analysis';
import { SIMILAR_ITEM_THRESHOLD } from '@shared/cost-savings/actualization';
import { toCents } from '@shared/money';
import type { Db } from '../db/client';
import { consolidationOpportunities as op } from '../db/schema/savings';
import { newId } from '../lib/ids';
import { audit } from '../lib/audit';
import type { JobDefinition } from '../jobs/runner';
import { actualizeOpportunities } from '../purchase-orders/opportunity-actualization';
import { expiringContracts, glGroups, repeatBuys, similarGroups, skuGroups } from './analysis-queries';
import {
  consolidations,
  money,
  n,
  similarConsolidations,
  spendCategory,
  withCommas,
  type NewOpportunity,
} from './consolidation';

const VOLUME_WINDOW_DAYS = 90;

/** Every rule over the current data (pure reads; nothing written). */
export async function findOpportunities(db: Db): Promise<NewOpportunity[]> {
  const [bySku, byGl, bySimilarity, repeats, expiring] = [
    await skuGroups(db, MIN_CONSOLIDATION_VENDORS),
    await glGroups(db, MIN_CONSOLIDATION_VENDORS),
    await similarGroups(db, MIN_CONSOLIDATION_VENDORS, SIMILAR_ITEM_THRESHOLD),
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
      actualizationBasis: {
        vendorId: r.vendor_id,
        items: [
          { match: { by: 'item', value: r.item_key }, baselineUnitPrice: money(n(r.average_price) * 100) },
        ],
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
      actualizationBasis: {
        vendorId: c.vendor_id,
        contractId: c.contract_id,
        contractEndDate: c.end_date,
        items: c.item_prices.map((i) => ({
          match: { by: 'item', value: i.item },
          baselineUnitPrice: i.price,
        })),
      },
    };
  });
  return [
    ...consolidations(bySku, 'sku', MIN_CONSOLIDATION_VENDORS),
    ...consolidations(byGl, 'gl', MIN_CONSOLIDATION_VENDORS),
    ...similarConsolidations(bySimilarity, MIN_CONSOLIDATION_VENDORS),
    ...volume,
    ...renewals,
  ];
}

/**
 * The analysis (job `cost-savings.analyze`, daily, and POST /api/consolidation-opportunities/analyze;
 * both first actualize the approved opportunities whose saving shows in invoices, `actualizeOpportunities`):
 * every rule's findings stored as identified opportunities, except where one of the same key is already
 * open (identified, under review), was actualized or dismissed — idempotent, and a concurrent run is held off by
 * the unique index on open keys. One transaction with its audit row.
 */
export async function analyzeOpportunities(
  db: Db,
  actorId: string | null,
): Promise<{ found: number; created: number }> {
  await db.transaction((tx) => actualizeOpportunities(tx));
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
              inArray(op.status, ['identified', 'under_review', 'actualized', 'dismissed']),
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
