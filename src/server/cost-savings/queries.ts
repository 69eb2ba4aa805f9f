import { and, desc, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import {
  periodRange,
  type ConsolidationOpportunityView,
  type DirectSavingView,
  type OpportunityStatus,
  type SavingsPeriod,
} from '@shared/cost-savings/schemas';
import { OPEN_OPPORTUNITY_STATUSES } from '@shared/cost-savings/state';
import type { DbOrTx } from '../db/client';
import { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { iso } from '../lib/dates';
import { getSettings } from '../admin/settings';
import { exactly, likePattern, listPage, orderBy, type ListQuery } from '../http/list';

const op = consolidationOpportunities;

/** The current month, quarter or fiscal year (its start read from the System Settings at each request). */
export async function savingsPeriod(
  db: DbOrTx,
  period: SavingsPeriod,
): Promise<{ start: string; end: string }> {
  const { fiscalYearStart } = await getSettings(db);
  return periodRange(period, new Date(), fiscalYearStart);
}

/** Direct savings captured in a period ([start, end) dates). */
export function capturedIn({ start, end }: { start: string; end: string }) {
  return and(gte(directSavings.dateCaptured, start), lt(directSavings.dateCaptured, end));
}

/** `category` (case-insensitive) of the direct savings' spend category; no filter when absent. */
export const directInCategory = (category: string | undefined) =>
  category ? ilike(directSavings.spendCategory, exactly(category)) : undefined;

export type DirectListQuery = ListQuery & { period: SavingsPeriod; category?: string };

export async function listDirectSavings(
  db: DbOrTx,
  q: DirectListQuery,
): Promise<{ rows: DirectSavingView[]; total: number }> {
  const where = and(
    capturedIn(await savingsPeriod(db, q.period)),
    directInCategory(q.category),
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

export type OpportunityListQuery = ListQuery & { statuses?: readonly OpportunityStatus[]; category?: string };

/** The opportunities list: every status when `statuses` is 'all', else those given (default: not dismissed). */

export async function listOpportunities(
  db: DbOrTx,
  q: OpportunityListQuery,
): Promise<{ rows: ConsolidationOpportunityView[]; total: number }> {
  const where = and(
    inArray(op.status, [...(q.statuses ?? OPEN_OPPORTUNITY_STATUSES)]),
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
  const page = await listPage(
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
        dismissedReason: op.dismissedReason,
        realizedSavings: op.realizedSavings,
        statusChangedAt: op.statusChangedAt,
        evidence: op.evidence,
      })
      .from(op),
    op,
    where,
    order,
    q,
  );
  return { ...page, rows: page.rows.map((r) => ({ ...r, statusChangedAt: iso(r.statusChangedAt) })) };
}
