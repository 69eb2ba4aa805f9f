import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { toCents } from '@shared/money';
import {
  savingsRate,
  type CategorySavings,
  type SavingsRealization,
  type SavingsPeriod,
  type SavingsSummary,
} from '@shared/cost-savings/schemas';
import type { DbOrTx } from '../db/client';
import { consolidationOpportunities as op, directSavings } from '../db/schema/savings';
import { invoiceSpend } from '../db/schema/rollups';
import { exactly } from '../http/list';
import { capturedIn, directInCategory, savingsPeriod } from './queries';

const money = (expr: SQL) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;

/**
 * The Savings summary of the current month, quarter or year, for one spend category or all: direct
 * savings captured in the period, opportunistic (actualized opportunities: what invoices realized, else
 * their potential) and potential (identified + under review) savings of the category, and the period's
 * invoiced spend (rejected invoices excluded, from the invoice_spend rollup) for the savings rate. Invoices carry no spend category, so the spend —
 * and the rate's divisor — is the whole period's: a category's rate is its share of the savings rate.
 */
export async function savingsSummary(
  db: DbOrTx,
  period: SavingsPeriod,
  category?: string,
): Promise<SavingsSummary> {
  const range = await savingsPeriod(db, period);
  const [[direct], [opportunities], [spend]] = await Promise.all([
    db
      .select({ total: money(sql`sum(${directSavings.savingsAmount})`), n: count() })
      .from(directSavings)
      .where(and(capturedIn(range), directInCategory(category), eq(directSavings.status, 'actualized'))),
    db
      .select({
        actualized: money(
          sql`sum(coalesce(${op.realizedSavings}, ${op.potentialSavings})) filter (where ${op.status} = 'actualized')`,
        ),
        actualizedCount: sql<number>`(count(*) filter (where ${op.status} = 'actualized'))::int`,
        potential: money(
          sql`sum(${op.potentialSavings}) filter (where ${op.status} in ('identified', 'under_review'))`,
        ),
        potentialCount: sql<number>`(count(*) filter (where ${op.status} in ('identified', 'under_review')))::int`,
      })
      .from(op)
      .where(
        and(
          inArray(op.status, ['identified', 'under_review', 'actualized']),
          category ? ilike(op.category, exactly(category)) : undefined,
        ),
      ),
    // The invoice_spend rollup: months of invoice_date, the period's bounds being first days of months.
    db
      .select({ total: money(sql`sum(${invoiceSpend.amount})`) })
      .from(invoiceSpend)
      .where(and(gte(invoiceSpend.month, range.start), lt(invoiceSpend.month, range.end))),
  ]);
  return {
    period,
    category: category ?? null,
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

/**
 * The Analytics tab: direct savings of the period per spend category (one grouped statement over the
 * period's rows, by the date index), largest first.
 */
export async function savingsByCategory(
  db: DbOrTx,
  period: SavingsPeriod,
  category?: string,
): Promise<CategorySavings[]> {
  const savings = sql`sum(${directSavings.savingsAmount})`;
  const range = await savingsPeriod(db, period);
  return db
    .select({
      category: directSavings.spendCategory,
      savings: money(savings),
      count: sql<number>`count(*)::int`,
    })
    .from(directSavings)
    .where(and(capturedIn(range), directInCategory(category), eq(directSavings.status, 'actualized')))
    .groupBy(directSavings.spendCategory)
    .orderBy(desc(savings), directSavings.spendCategory)
    .limit(100);
}

/**
 * The Analytics tab's closed loop: per spend category, the period's savings tied to a PO — negotiated,
 * realized by matched invoices (kept on each saving by `realizeSavings`) and the leakage between them —
 * one grouped statement over the period's rows.
 */
export async function savingsRealization(
  db: DbOrTx,
  period: SavingsPeriod,
  category?: string,
): Promise<SavingsRealization[]> {
  const negotiated = sql`sum(${directSavings.savingsAmount})`;
  const realized = sql`sum(coalesce(${directSavings.realizedAmount}, 0))`;
  const range = await savingsPeriod(db, period);
  return db
    .select({
      category: directSavings.spendCategory,
      negotiated: money(negotiated),
      realized: money(realized),
      leakage: money(
        sql`sum(greatest(${directSavings.savingsAmount} - coalesce(${directSavings.realizedAmount}, 0), 0))`,
      ),
      count: sql<number>`count(*)::int`,
    })
    .from(directSavings)
    .where(and(capturedIn(range), directInCategory(category), isNotNull(directSavings.purchaseOrderId)))
    .groupBy(directSavings.spendCategory)
    .orderBy(desc(negotiated), directSavings.spendCategory)
    .limit(100);
}
