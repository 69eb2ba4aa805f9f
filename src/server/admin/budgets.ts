import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { glLabel } from '@shared/analytics/gl-codes';
import { fiscalYearRange } from '@shared/analytics/fiscal-year';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { budgets } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { getSettings } from './settings';

export { fiscalYearOf, monthsLeftInFiscalYear } from '@shared/analytics/fiscal-year';

/** Purchase-order statuses whose lines count as committed spend. */
export const COMMITTED_PO_STATUSES = ['approved', 'in-progress', 'completed'] as const;

export type BudgetUtilization = {
  department: string;
  glCode: string;
  glLabel: string;
  fiscalYear: number;
  budget: string;
  committed: string;
  /** round(committed / budget × 100); 0 when the budget is 0. */
  percent: number;
};

export const utilizationPercent = (committed: string, budget: string): number => {
  const b = toCents(budget);
  return b === 0 ? 0 : Math.round((toCents(committed) * 100) / b);
};

/**
 * For each budget of the fiscal year (and department / GL code when given): the committed spend =
 * PO line totals with that GL code on the department's approved, in-progress or completed purchase
 * orders created within the fiscal year. One grouped query.
 */
export async function budgetUtilization(
  db: DbOrTx,
  {
    department,
    glCode,
    fiscalYear,
    fiscalYearStart,
  }: { department?: string; glCode?: string; fiscalYear: number; fiscalYearStart?: string },
): Promise<BudgetUtilization[]> {
  const startMonth = fiscalYearStart ?? (await getSettings(db)).fiscalYearStart;
  const { start, end } = fiscalYearRange(fiscalYear, startMonth);

  const spend = db
    .select({
      department: purchaseOrders.department,
      glCode: poLines.glCode,
      committed: sql<string>`sum(${poLines.total})`.as('committed'),
    })
    .from(poLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
    .where(
      and(
        inArray(purchaseOrders.status, [...COMMITTED_PO_STATUSES]),
        gte(purchaseOrders.createdAt, start),
        lt(purchaseOrders.createdAt, end),
        department ? eq(purchaseOrders.department, department) : undefined,
        glCode ? eq(poLines.glCode, glCode) : undefined,
      ),
    )
    .groupBy(purchaseOrders.department, poLines.glCode)
    .as('spend');

  const rows = await db
    .select({
      department: budgets.department,
      glCode: budgets.glCode,
      fiscalYear: budgets.fiscalYear,
      budget: budgets.amount,
      committed: sql<string | null>`${spend.committed}`,
    })
    .from(budgets)
    .leftJoin(spend, and(eq(spend.department, budgets.department), eq(spend.glCode, budgets.glCode)))
    .where(
      and(
        eq(budgets.fiscalYear, fiscalYear),
        department ? eq(budgets.department, department) : undefined,
        glCode ? eq(budgets.glCode, glCode) : undefined,
      ),
    )
    .orderBy(asc(budgets.department), asc(budgets.glCode));

  return rows.map((r) => {
    const committed = fromCents(toCents(r.committed));
    const budget = fromCents(toCents(r.budget));
    return {
      department: r.department,
      glCode: r.glCode,
      glLabel: glLabel(r.glCode),
      fiscalYear: r.fiscalYear,
      budget,
      committed,
      percent: utilizationPercent(committed, budget),
    };
  });
}
