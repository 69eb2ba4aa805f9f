import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { toCents } from '@shared/money';
import {
  periodRange,
  savingsRate,
  type ConsolidationOpportunityView,
  type DirectSavingView,
  type OpportunityStatus,
  type SavingsPeriod,
  type SavingsSummary,
} from '@shared/cost-savings/schemas';
import type { DbOrTx } from '../db/client';
import { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { invoiceSpend } from '../db/schema/rollups';
import { exactly, likePattern, listPage, orderBy, type ListQuery } from '../http/list';

const money = (expr: SQL) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;
const op = consolidationOpportunities;

function inPeriod(period: SavingsPeriod) {
  const { start, end } = periodRange(period);
  return {
    start,
    end,
    direct: and(gte(directSavings.dateCaptured, start), lt(directSavings.dateCaptured, end)),
  };
}

/**
 * The Savings summary of the current month, quarter or year: direct savings captured in the period,
 * opportunistic (actualized opportunities) and potential (identified + under review) savings, and the
 * period's invoiced spend (rejected invoices excluded, from the invoice_spend rollup) for the savings rate.
 */
export async function savingsSummary(db: DbOrTx, period: SavingsPeriod): Promise<SavingsSummary> {
  const range = inPeriod(period);
  const [[direct], [opportunities], [spend]] = await Promise.all([
    db
      .select({ total: money(sql`sum(${directSavings.savingsAmount})`), n: count() })
      .from(directSavings)
      .where(and(range.direct, eq(directSavings.status, 'actualized'))),
    db
      .select({
        actualized: money(sql`sum(${op.potentialSavings}) filter (where ${op.status} = 'actualized')`),
        actualizedCount: sql<number>`(count(*) filter (where ${op.status} = 'actualized'))::int`,
        potential: money(
          sql`sum(${op.potentialSavings}) filter (where ${op.status} in ('identified', 'under_review'))`,
        ),
        potentialCount: sql<number>`(count(*) filter (where ${op.status} in ('identified', 'under_review')))::int`,
      })
      .from(op),
    // The invoice_spend rollup: months of invoice_date, the period's bounds being first days of months.
    db
      .select({ total: money(sql`sum(${invoiceSpend.amount})`) })
      .from(invoiceSpend)
      .where(and(gte(invoiceSpend.month, range.start), lt(invoiceSpend.month, range.end))),
  ]);
  return {
    period,
    periodStart: range.start,
    periodEnd: range.end,
    directSavings: direct!.total,
    opportunisticSavings: opportunities!.actualized,
    potentialSavings: opportunities!.potential,
    totalSpend: spend!.total,
    savingsRate: savingsRate(toCents(direct!.total), toCents(spend!.total)),
    directSavingsCount: direct!.n,
    opportunisticCount: opportunities!.actualizedCount,
    potentialCount: opportunities!.potentialCount,
  };
}

export type DirectListQuery = ListQuery & { period: SavingsPeriod; category?: string };

export async function listDirectSavings(
  db: DbOrTx,
  q: DirectListQuery,
): Promise<{ rows: DirectSavingView[]; total: number }> {
  const where = and(
    inPeriod(q.period).direct,
    q.category ? ilike(directSavings.spendCategory, exactly(q.category)) : undefined,
    q.q ? ilike(directSavings.itemDescription, likePattern(q.q)) : undefined,
  );
  const order = orderBy(
    q.sort,
    {
      dateCaptured: directSavings.dateCaptured,
      savingsAmount: directSavings.savingsAmount,
      vendorName: directSavings.vendorName,
      discountPercentage: directSavings.discountPercentage,
    },
    [desc(directSavings.dateCaptured)],
    directSavings.id,
  );
  return listPage(
    db,
    db
      .select({
        id: directSavings.id,
        requisitionId: directSavings.requisitionId,
        itemDescription: directSavings.itemDescription,
        originalAmount: directSavings.originalAmount,
        discountedAmount: directSavings.discountedAmount,
        savingsAmount: directSavings.savingsAmount,
        discountPercentage: sql<number>`${directSavings.discountPercentage}::float8`,
        savingsCategory: directSavings.savingsCategory,
        category: directSavings.spendCategory,
        vendorName: directSavings.vendorName,
        dateCaptured: directSavings.dateCaptured,
        status: directSavings.status,
      })
      .from(directSavings),
    directSavings,
    where,
    order,
    q,
  );
}

export type OpportunityListQuery = ListQuery & { statuses?: OpportunityStatus[]; category?: string };

export async function listOpportunities(
  db: DbOrTx,
  q: OpportunityListQuery,
): Promise<{ rows: ConsolidationOpportunityView[]; total: number }> {
  const where = and(
    q.statuses ? inArray(op.status, q.statuses) : undefined,
    q.category ? ilike(op.category, exactly(q.category)) : undefined,
    q.q ? ilike(op.category, likePattern(q.q)) : undefined,
  );
  const order = orderBy(
    q.sort,
    {
      potentialSavings: op.potentialSavings,
      currentSpend: op.currentSpend,
      aiConfidence: op.aiConfidence,
      savingsPercentage: op.savingsPercentage,
      category: op.category,
    },
    [desc(op.potentialSavings)],
    op.id,
  );
  return listPage(
    db,
    db
      .select({
        id: op.id,
        opportunityType: op.opportunityType,
        category: op.category,
        currentVendors: op.currentVendors,
        recommendedVendor: op.recommendedVendor,
        currentSpend: op.currentSpend,
        potentialSavings: op.potentialSavings,
        savingsPercentage: sql<number>`${op.savingsPercentage}::float8`,
        aiConfidence: sql<number>`${op.aiConfidence}::float8`,
        dataPoints: op.dataPoints,
        status: sql<OpportunityStatus>`${op.status}`,
        implementationEffort: op.implementationEffort,
        similarItems: op.similarItems,
        analysisMethod: op.analysisMethod,
      })
      .from(op),
    op,
    where,
    order,
    q,
  );
}
