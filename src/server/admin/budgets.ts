import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { glLabel } from '@shared/analytics/gl-codes';
import { fiscalYearRange } from '@shared/analytics/fiscal-year';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { budgets } from '../db/schema/invoices';
import { budgetCommitted } from '../db/schema/rollups';
import { isoDate } from '@shared/format';
import { getSettings } from './settings';

export { fiscalYearOf, monthsLeftInFiscalYear } from '@shared/analytics/fiscal-year';

/** Purchase-order statuses whose lines count as committed spend (the rollup triggers list the same ones). */
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

/** The rollup months [start, end) of fiscal year N: 'YYYY-MM-01' of its first month and of the next year's. */
export function fiscalYearMonths(
  fiscalYear: number,
  fiscalYearStart: string,
): { start: string; end: string } {
  const { start, end } = fiscalYearRange(fiscalYear, fiscalYearStart);
  return { start: isoDate(start), end: isoDate(end) };
}

/**
 * For each budget of the fiscal year (and department / GL code when given): the committed spend =
 * PO line totals with that GL code on the department's approved, in-progress or completed purchase
 * orders created within the fiscal year — read from the budget_committed rollup (twelve months of
 * rows per budget line, by its primary key).
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
  const { start, end } = fiscalYearMonths(fiscalYear, startMonth);

  const spend = db
    .select({
      department: budgetCommitted.department,
      glCode: budgetCommitted.glCode,
      committed: sql<string>`sum(${budgetCommitted.amount})`.as('committed'),
    })
    .from(budgetCommitted)
    .where(
      and(
        department ? eq(budgetCommitted.department, department) : undefined,
        glCode ? eq(budgetCommitted.glCode, glCode) : undefined,
        gte(budgetCommitted.month, start),
        lt(budgetCommitted.month, end),
      ),
    )
    .groupBy(budgetCommitted.department, budgetCommitted.glCode)
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
