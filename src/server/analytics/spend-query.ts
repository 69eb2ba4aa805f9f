import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { scopeOf } from '@shared/auth/scope';
import type { SessionUser } from '@shared/auth/types';
import {
  approvalRate,
  figuresWindow,
  monthStart,
  type AnalyticsKpis,
  type AnalyticsMonths,
} from '@shared/analytics/schemas';
import { fromCents, toCents } from '@shared/money';
import { queryRows, type DbOrTx } from '../db/client';
import { poCounts, poSpend, requisitionOutcomes } from '../db/schema/rollups';
import { sourceColumns, spendSource, type SpendSource } from './spend-source';

/**
 * What GET /api/analytics, /api/analytics/kpis and /api/analytics/spend share: the user's scope, the
 * window, the spend source of the filters (spend-source.ts) and the queries on it, so that every figure
 * of the three is the same sum of the same rows.
 */
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
export function departmentConditions(column: AnyColumn, scope: string | null, department?: string) {
  const out: SQL[] = [];
  if (scope !== null) out.push(eq(column, scope));
  if (department !== undefined) out.push(eq(column, department));
  return out;
}

/**
 * Each key's sum of `rows` (a select of `key` and `amount`), largest first, keys summing to zero left
 * out; `limit` in SQL (none: every key).
 */
export function largestKeys(db: DbOrTx, rows: SQL, limit?: number) {
  return queryRows<{ key: string; spend: string }>(
    db,
    sql`select key, sum(amount)::text as spend from (${rows}) s group by key having sum(amount) <> 0
      order by sum(amount) desc, key ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

export const cents = (v: string | null | undefined) => toCents(v ?? '0');
export const money = (v: string | null | undefined) => fromCents(cents(v));

export type SpendContext = {
  scope: string | null;
  department: string | undefined;
  /** The figures' window: the month chosen, else the last `months` months. */
  window: { start: string; end: string };
  monthCount: number;
  /** The first month of the window a year earlier (the seasonal chart's overlay). */
  priorStart: string;
  source: SpendSource;
};

/** The context of the filters for the user (one text look-up when `q` is given). */
export async function spendContext(
  db: DbOrTx,
  user: SessionUser,
  filters: AnalyticsFilters,
  today: Date = new Date(),
): Promise<SpendContext> {
  const window = figuresWindow(filters, today);
  const priorStart = monthStart(Number(window.start.slice(0, 4)) - 1, Number(window.start.slice(5, 7)) - 1);
  return {
    scope: analyticsScope(user),
    department: filters.department,
    window,
    monthCount: filters.month ? 1 : filters.months,
    priorStart,
    source: await spendSource(db, filters, priorStart, window.end),
  };
}

/** Spend per month (YYYY-MM; months without rows left out) from `start` to the window's end. */
export function spendPerMonth(db: DbOrTx, ctx: SpendContext, start: string) {
  const src = sourceColumns(ctx.source);
  return queryRows<{ month: string; spend: string }>(
    db,
    sql`select to_char(${src.month}, 'YYYY-MM') as month, sum(${src.amount})::text as spend from ${src.table}
      where ${and(gte(src.month, start), lt(src.month, ctx.window.end), ...filtered(ctx, src.department))}
      group by ${src.month}`,
  );
}

/** Spend per department of the window, largest first (departments summing to zero left out). */
export function spendPerDepartment(db: DbOrTx, ctx: SpendContext, limit?: number) {
  const src = sourceColumns(ctx.source);
  return queryRows<{ department: string; spend: string }>(
    db,
    sql`select ${src.department} as department, sum(${src.amount})::text as spend from ${src.table}
      where ${and(...inWindow(ctx, src.month), ...filtered(ctx, src.department))} group by ${src.department}
      having sum(${src.amount}) <> 0 order by sum(${src.amount}) desc, ${src.department}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

/** The source's conditions with the scope and the department filter, on a department column. */
export const filtered = (ctx: SpendContext, department: AnyColumn): SQL[] => [
  ...departmentConditions(department, ctx.scope, ctx.department),
  ...ctx.source.where,
];

export const inWindow = (ctx: SpendContext, month: AnyColumn): SQL[] => [
  gte(month, ctx.window.start),
  lt(month, ctx.window.end),
];

/** The KPI cards: total spend from the departments' spend, the rest from the order rollups. */
export function kpisFrom(
  perDepartment: { spend: string }[],
  orders: Awaited<ReturnType<typeof orderFigures>>,
): AnalyticsKpis {
  const totalCents = perDepartment.reduce((sum, r) => sum + cents(r.spend), 0);
  return {
    totalSpend: fromCents(totalCents),
    averageOrderValue: fromCents(
      orders.poCount > 0 ? Math.round(orders.poCents / orders.poCount / 100) * 100 : 0,
    ),
    totalRequisitions: orders.requisitions,
    approvalRate: approvalRate(orders.approved, orders.requisitions),
  };
}

/** GET /api/analytics/kpis: the KPI cards of GET /api/analytics under the same filters. */
export async function analyticsKpis(
  db: DbOrTx,
  user: SessionUser,
  filters: AnalyticsFilters,
  today: Date = new Date(),
): Promise<AnalyticsKpis> {
  const ctx = await spendContext(db, user, filters, today);
  const [perDepartment, orders] = await Promise.all([spendPerDepartment(db, ctx), orderFigures(db, ctx)]);
  return kpisFrom(perDepartment, orders);
}

/** PO amounts and counts, submitted and approved requisitions of the window: one statement. */
export async function orderFigures(db: DbOrTx, ctx: SpendContext) {
  const where = (t: typeof poSpend | typeof poCounts | typeof requisitionOutcomes) =>
    and(...inWindow(ctx, t.month), ...departmentConditions(t.department, ctx.scope, ctx.department));
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
