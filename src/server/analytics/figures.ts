import { and, eq, gte, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { scopeOf } from '@shared/auth/scope';
import type { SessionUser } from '@shared/auth/types';
import {
  ANALYTICS_DEPARTMENTS,
  SKU_OPTION_LIMIT,
  analyticsWindow,
  approvalRate,
  figuresWindow,
  monthStart,
  monthsFrom,
  type Analytics,
  type AnalyticsMonths,
} from '@shared/analytics/schemas';
import { fromCents, toCents } from '@shared/money';
import { queryRows, type DbOrTx } from '../db/client';
import { poCounts, poSpend, requisitionOutcomes, spendMonthlyBy } from '../db/schema/rollups';
import { sourceColumns, spendSource } from './spend-source';

export type AnalyticsFilters = {
  q?: string | undefined;
  sku?: string | undefined;
  department?: string | undefined;
  months: AnalyticsMonths;
  month?: string | undefined;
};

/**
 * The department a user's Analytics figures are limited to: none for all-department roles; the user's
 * own department for everyone else (the rollups hold departments, not requestors: a user who sees only
 * their own records sees their department's totals, as the profile's department spend does).
 */
export const analyticsScope = (user: SessionUser): string | null =>
  scopeOf(user).kind === 'all' ? null : user.department;

/** Conditions on a rollup's department column: the user's scope and the department filter. */
function departmentConditions(column: AnyColumn, scope: string | null, department?: string) {
  const out: SQL[] = [];
  if (scope !== null) out.push(eq(column, scope));
  if (department !== undefined) out.push(eq(column, department));
  return out;
}

const cents = (v: string | null | undefined) => toCents(v ?? '0');
const money = (v: string | null | undefined) => fromCents(cents(v));

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
  const scope = analyticsScope(user);
  // The options list what the months window holds; the figures read the window, or the one month chosen.
  const optionsWindow = analyticsWindow(filters.months, today);
  const window = figuresWindow(filters, today);
  const monthCount = filters.month ? 1 : filters.months;
  const priorStart = monthStart(Number(window.start.slice(0, 4)) - 1, Number(window.start.slice(5, 7)) - 1);

  const b = spendMonthlyBy;
  const scoped = departmentConditions(b.department, scope);
  // The spend figures from spend_monthly_by when the filters test one dimension at most (spend-source.ts).
  const source = await spendSource(db, filters, priorStart, window.end);
  const src = sourceColumns(source);
  const filtered: SQL[] = [
    ...departmentConditions(src.department, scope, filters.department),
    ...source.where,
  ];
  const inWindow = [gte(src.month, window.start), lt(src.month, window.end)];
  const inOptionsWindow = [gte(b.month, optionsWindow.start), lt(b.month, optionsWindow.end)];

  const [byMonth, byDepartment, skuRows, departmentRows, orders] = await Promise.all([
    queryRows<{ month: string; spend: string }>(
      db,
      sql`select to_char(${src.month}, 'YYYY-MM') as month, sum(${src.amount})::text as spend from ${src.table}
        where ${and(gte(src.month, priorStart), lt(src.month, window.end), ...filtered)} group by ${src.month}`,
    ),
    queryRows<{ department: string; spend: string }>(
      db,
      sql`select ${src.department} as department, sum(${src.amount})::text as spend from ${src.table}
        where ${and(...inWindow, ...filtered)} group by ${src.department}
        having sum(${src.amount}) <> 0 order by sum(${src.amount}) desc, ${src.department}`,
    ),
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
    orderFigures(db, scope, filters.department, window),
  ]);

  const monthly = new Map(byMonth.map((r) => [r.month, r.spend]));
  const months = monthsFrom(window.start, monthCount);
  const prior = monthsFrom(priorStart, monthCount);
  const seasonal = months.map((month, i) => ({
    month,
    spend: money(monthly.get(month)),
    priorYearSpend: money(monthly.get(prior[i]!)),
  }));
  const totalCents = byDepartment.reduce((sum, r) => sum + cents(r.spend), 0);

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
    kpis: {
      totalSpend: fromCents(totalCents),
      averageOrderValue: fromCents(
        orders.poCount > 0 ? Math.round(orders.poCents / orders.poCount / 100) * 100 : 0,
      ),
      totalRequisitions: orders.requisitions,
      approvalRate: approvalRate(orders.approved, orders.requisitions),
    },
    seasonal,
    departmentSpend: byDepartment.map((r) => ({ department: r.department, spend: money(r.spend) })),
    options: { skus: skuRows.map((r) => ({ sku: r.sku, spend: money(r.spend) })), departments },
  };
}

/** [first day, first day after) of one month YYYY-MM. */

/** PO amounts and counts, submitted and approved requisitions of the window: one statement. */
async function orderFigures(
  db: DbOrTx,
  scope: string | null,
  department: string | undefined,
  window: { start: string; end: string },
) {
  const where = (t: typeof poSpend | typeof poCounts | typeof requisitionOutcomes) =>
    and(
      gte(t.month, window.start),
      lt(t.month, window.end),
      ...departmentConditions(t.department, scope, department),
    );
  const [row] = await queryRows<{
    amount: string | null;
    pos: number | null;
    submitted: number | null;
    approved: number | null;
  }>(
    db,
    sql`select
      (select sum(${poSpend.amount})::text from ${poSpend} where ${where(poSpend)}) as amount,
      (select sum(${poCounts.poCount})::int from ${poCounts} where ${where(poCounts)}) as pos,
      (select sum(${requisitionOutcomes.requisitionCount})::int from ${requisitionOutcomes}
        where ${where(requisitionOutcomes)}) as submitted,
      (select sum(${requisitionOutcomes.requisitionCount})::int from ${requisitionOutcomes}
        where ${and(where(requisitionOutcomes), eq(requisitionOutcomes.status, 'approved'))}) as approved`,
  );
  return {
    poCents: cents(row?.amount),
    poCount: Number(row?.pos ?? 0),
    requisitions: Number(row?.submitted ?? 0),
    approved: Number(row?.approved ?? 0),
  };
}
