import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { sumMoney } from '@shared/money';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { glSpend } from '../db/schema/rollups';
import { COMMITTED_PO_STATUSES } from '../admin/budgets';
import { visiblePurchaseOrders } from '../access/purchase-orders';

/** `now` moved back by whole months. */
export function monthsAgo(now: Date, months: number): Date {
  const d = new Date(now);
  d.setMonth(d.getMonth() - months);
  return d;
}

const committedSince = (since: Date) =>
  and(inArray(purchaseOrders.status, [...COMMITTED_PO_STATUSES]), gte(purchaseOrders.createdAt, since));

/** Total amount and count of the committed purchase orders created since a date that the user may see. */
export async function poSpendSince(
  db: DbOrTx,
  user: SessionUser | null,
  since: Date,
): Promise<{ total: string | null; orders: number }> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${purchaseOrders.amount})`, orders: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(and(committedSince(since), user ? visiblePurchaseOrders(user) : undefined));
  return { total: row?.total ?? null, orders: row?.orders ?? 0 };
}

/** The items with the highest PO line spend since a date: grouped by product number, else description. */
export async function topSpendItems(db: DbOrTx, user: SessionUser | null, since: Date, limit: number) {
  const key = sql<string>`coalesce(nullif(${poLines.productNumber}, ''), ${poLines.description})`;
  const total = sql<string>`sum(${poLines.total})`;
  return db
    .select({
      key,
      productNumber: sql<string | null>`max(${poLines.productNumber})`,
      description: sql<string>`max(${poLines.description})`,
      total,
      orders: sql<number>`count(distinct ${poLines.purchaseOrderId})::int`,
    })
    .from(poLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
    .where(and(committedSince(since), user ? visiblePurchaseOrders(user) : undefined))
    .groupBy(key)
    .orderBy(desc(total), key)
    .limit(limit);
}

/**
 * PO line spend on one GL code since an instant, with the number of separate purchase orders (committed
 * ones). The whole days after the instant's day come from the gl_spend rollup (a PO falls on one day, so
 * its counts add up); the rest of the instant's own day is read from the POs created in it.
 */
export async function glSpendSince(
  db: DbOrTx,
  glCode: string,
  since: Date,
): Promise<{ total: string | null; orders: number }> {
  const sinceDay = sql`(${since.toISOString()}::timestamptz)::date`;
  const [[days], [firstDay]] = await Promise.all([
    db
      .select({
        total: sql<string | null>`sum(${glSpend.amount})`,
        orders: sql<number>`coalesce(sum(${glSpend.poCount}), 0)::int`,
      })
      .from(glSpend)
      .where(and(eq(glSpend.glCode, glCode), sql`${glSpend.day} > ${sinceDay}`)),
    db
      .select({
        total: sql<string | null>`sum(${poLines.total})`,
        orders: sql<number>`count(distinct ${poLines.purchaseOrderId})::int`,
      })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .where(
        and(
          committedSince(since),
          sql`${purchaseOrders.createdAt} < (${sinceDay} + 1)::timestamptz`,
          eq(poLines.glCode, glCode),
        ),
      ),
  ]);
  const orders = (days?.orders ?? 0) + (firstDay?.orders ?? 0);
  // As a direct sum over the lines: no total without a PO.
  return { total: orders > 0 ? sumMoney([days?.total, firstDay?.total]) : null, orders };
}
