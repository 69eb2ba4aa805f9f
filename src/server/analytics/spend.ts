import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { departmentLabel, monthsFrom, type SpendGroup, type SpendRows } from '@shared/analytics/schemas';
import { GL_SPEND_CATEGORIES } from '@shared/cost-savings/capture';
import { categoryLabel } from '@shared/cost-savings/labels';
import { fromCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { isAnyOf } from '../lib/text-match';
import { keyedSource, type Dimension } from './spend-source';
import { vendorSpendByYears } from './spend-years';
import {
  cents,
  departmentConditions,
  inWindow,
  largestKeys,
  money,
  spendContext,
  spendPerDepartment,
  spendPerMonth,
  type AnalyticsFilters,
  type SpendContext,
} from './spend-query';

/** The spend category of a GL code (the Cost Savings page's), 'other' for a code of none. */
const categoryOf = (glCode: string) => GL_SPEND_CATEGORIES[glCode] ?? 'other';

/**
 * Spend per key of one dimension over the window, largest first: spend_monthly_by's rows of the
 * dimension when the filters allow, else spend_monthly (spend-source.ts `keyedSource`); `limit` in SQL
 * (none: every key, for GL codes, a short list). Keys summing to zero are left out.
 */
function spendPerKey(db: DbOrTx, ctx: SpendContext, dimension: Dimension, limit?: number, extra: SQL[] = []) {
  const k = keyedSource(ctx.source, dimension);
  const where = and(
    ...inWindow(ctx, k.month),
    ...departmentConditions(k.department, ctx.scope, ctx.department),
    ...k.where,
    ...extra,
  );
  return largestKeys(
    db,
    sql`select ${k.key} as key, ${k.amount} as amount from ${k.table} where ${where}`,
    limit,
  );
}

/**
 * GET /api/analytics/spend: the spend of GET /api/analytics (the same filters, scope and sums) by one
 * grouping. Month and department rows are the seasonal and department charts' sums; vendor, category and
 * SKU read the rollup's dimension rows, so every grouping stays a few hundred rows at a million invoices.
 */
export async function spendBy(
  db: DbOrTx,
  user: SessionUser,
  filters: AnalyticsFilters & { groupBy: SpendGroup; limit: number },
  today: Date = new Date(),
): Promise<SpendRows> {
  const ctx = await spendContext(db, user, filters, today);
  const { limit } = filters;
  switch (filters.groupBy) {
    case 'month': {
      const monthly = new Map(
        (await spendPerMonth(db, ctx, ctx.window.start)).map((r) => [r.month, r.spend]),
      );
      return monthsFrom(ctx.window.start, ctx.monthCount).map((month) => ({
        key: month,
        label: month,
        spend: money(monthly.get(month)),
      }));
    }
    case 'department':
      return (await spendPerDepartment(db, ctx, limit)).map((r) => ({
        key: r.department,
        label: departmentLabel(r.department),
        spend: money(r.spend),
      }));
    case 'vendor': {
      // No dimension tested: the yearly rows where they read fewer (spend-years.ts).
      const allSpend = ctx.source.table === 'by' && ctx.source.dimension === 'all';
      const rows = allSpend
        ? await vendorSpendByYears(db, ctx, limit)
        : await spendPerKey(db, ctx, 'vendor', limit);
      const names = new Map(
        rows.length === 0
          ? []
          : (
              await db
                .select({ id: vendors.id, name: vendors.name })
                .from(vendors)
                .where(
                  isAnyOf(
                    vendors.id,
                    rows.map((r) => r.key),
                  ),
                )
            ).map((v) => [v.id, v.name]),
      );
      return rows.map((r) => ({ key: r.key, label: names.get(r.key) ?? r.key, spend: money(r.spend) }));
    }
    case 'sku': {
      const k = keyedSource(ctx.source, 'sku');
      return (await spendPerKey(db, ctx, 'sku', limit, [ne(k.key, '')])).map((r) => ({
        key: r.key,
        label: r.key,
        spend: money(r.spend),
      }));
    }
    case 'category': {
      // Every GL code of the window (a short list), summed into its category.
      const byCategory = new Map<string, number>();
      for (const r of await spendPerKey(db, ctx, 'gl')) {
        const category = categoryOf(r.key);
        byCategory.set(category, (byCategory.get(category) ?? 0) + cents(r.spend));
      }
      return [...byCategory]
        .filter(([, c]) => c !== 0)
        .sort(([ka, a], [kb, b]) => b - a || ka.localeCompare(kb))
        .slice(0, limit)
        .map(([key, c]) => ({ key, label: categoryLabel(key), spend: fromCents(c) }));
    }
  }
}
