import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  ANALYTICS_DEPARTMENTS,
  SKU_OPTION_LIMIT,
  analyticsWindow,
  monthsFrom,
  type Analytics,
} from '@shared/analytics/schemas';
import type { DbOrTx } from '../db/client';
import { spendMonthlyBy } from '../db/schema/rollups';
import {
  departmentConditions,
  kpisFrom,
  money,
  orderFigures,
  spendContext,
  spendPerDepartment,
  spendPerMonth,
  type AnalyticsFilters,
} from './spend-query';

export { analyticsScope, type AnalyticsFilters } from './spend-query';

/**
 * GET /api/analytics: every figure of the page, from rollups only (decision 015). Spend (total, seasonal,
 * per department) is filtered by text, SKU, department and window; order value, requisitions and
 * approval rate by department and window (their rollups hold no vendor or SKU).
 */
export async function analyticsFigures(
  db: DbOrTx,
  user: SessionUser,
  filters: AnalyticsFilters,
  today: Date = new Date(),
): Promise<Analytics> {
  // The spend figures from spend_monthly_by when the filters test one dimension at most (spend-source.ts).
  const ctx = await spendContext(db, user, filters, today);
  const { scope, window, monthCount, priorStart } = ctx;
  // The options list what the months window holds; the figures read the window, or the one month chosen.
  const optionsWindow = analyticsWindow(filters.months, today);
  const b = spendMonthlyBy;
  const scoped = departmentConditions(b.department, scope);
  const inOptionsWindow = [gte(b.month, optionsWindow.start), lt(b.month, optionsWindow.end)];

  const [byMonth, byDepartment, skuRows, departmentRows, orders] = await Promise.all([
    spendPerMonth(db, ctx, priorStart),
    spendPerDepartment(db, ctx),
    db
      .select({ sku: b.key, spend: sql<string>`sum(${b.amount})::text` })
      .from(b)
      .where(and(eq(b.dimension, 'sku'), ...inOptionsWindow, ne(b.key, ''), ...scoped))
      .groupBy(b.key)
      .having(sql`sum(${b.amount}) > 0`)
      .orderBy(sql`sum(${b.amount}) desc`, b.key)
      .limit(SKU_OPTION_LIMIT),
    db
      .selectDistinct({ department: b.department })
      .from(b)
      .where(and(eq(b.dimension, 'all'), ...inOptionsWindow, ne(b.department, ''), ...scoped)),
    orderFigures(db, ctx),
  ]);

  const monthly = new Map(byMonth.map((r) => [r.month, r.spend]));
  const months = monthsFrom(window.start, monthCount);
  const prior = monthsFrom(priorStart, monthCount);
  const seasonal = months.map((month, i) => ({
    month,
    spend: money(monthly.get(month)),
    priorYearSpend: money(monthly.get(prior[i]!)),
  }));

  const extra = departmentRows
    .map((r) => r.department)
    .filter((d) => !(ANALYTICS_DEPARTMENTS as readonly string[]).includes(d))
    .sort();
  const departments = scope !== null ? [scope] : [...ANALYTICS_DEPARTMENTS, ...extra];

  return {
    filters: {
      q: filters.q ?? null,
      sku: filters.sku ?? null,
      department: filters.department ?? null,
      months: filters.months,
      month: filters.month ?? null,
    },
    window,
    scopeDepartment: scope,
    kpis: kpisFrom(byDepartment, orders),
    seasonal,
    departmentSpend: byDepartment.map((r) => ({ department: r.department, spend: money(r.spend) })),
    options: { skus: skuRows.map((r) => ({ sku: r.sku, spend: money(r.spend) })), departments },
  };
}
