import { and, asc, desc, eq, gt, isNotNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { vendorOrders, vendorSpend } from '../db/schema/rollups';

/**
 * The vendor list sorted by a rollup figure reads about a page of rows: it walks the rollup's index
 * (vendor_spend by year and spend, vendor_orders by latest order) for the vendors that have the
 * figure, and the vendors' primary key for those that have none (spend 0, no order), never sorting
 * every vendor. Ties (and the vendors without the figure) go by id, as with every other sort.
 */
type Figure = 'totalSpendYtd' | 'lastOrderDate';

/** The sort names (for the list's "Allowed:" message); figureSort handles them. */
export const FIGURE_SORTS: Record<Figure, SQL> = {
  totalSpendYtd: sql`total_spend_ytd`,
  lastOrderDate: sql`last_order_date`,
};

export function figureSort(sort: string | undefined): { figure: Figure; descending: boolean } | undefined {
  const descending = !!sort?.startsWith('-');
  const field = descending ? sort!.slice(1) : sort;
  return field === 'totalSpendYtd' || field === 'lastOrderDate' ? { figure: field, descending } : undefined;
}

/** One run of the sorted list: its first `n` vendor ids. */
type Run = (n: number) => Promise<{ id: string }[]>;

function spendRuns(db: DbOrTx, where: SQL | undefined, year: number, descending: boolean): Run[] {
  const thisYear = and(eq(vendorSpend.vendorId, vendors.id), eq(vendorSpend.year, year));
  const withSpend = (sign: SQL) => (n: number) =>
    db
      .select({ id: vendors.id })
      .from(vendorSpend)
      .innerJoin(vendors, thisYear)
      .where(and(eq(vendorSpend.year, year), sign, where))
      .orderBy(descending ? desc(vendorSpend.spend) : asc(vendorSpend.spend), asc(vendorSpend.vendorId))
      .limit(n);
  const zero = (n: number) =>
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          where,
          notExists(
            db
              .select({ one: sql`1` })
              .from(vendorSpend)
              .where(and(thisYear, ne(vendorSpend.spend, '0'))),
          ),
        ),
      )
      .orderBy(asc(vendors.id))
      .limit(n);
  const positive = withSpend(gt(vendorSpend.spend, '0'));
  const negative = withSpend(lt(vendorSpend.spend, '0'));
  return descending ? [positive, zero, negative] : [negative, zero, positive];
}

function lastOrderRuns(db: DbOrTx, where: SQL | undefined, descending: boolean): Run[] {
  const ordered = (n: number) =>
    db
      .select({ id: vendors.id })
      .from(vendorOrders)
      .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
      .where(and(isNotNull(vendorOrders.lastOrderOn), where))
      .orderBy(
        descending ? desc(vendorOrders.lastOrderOn) : asc(vendorOrders.lastOrderOn),
        asc(vendorOrders.vendorId),
      )
      .limit(n);
  const none = (n: number) =>
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          where,
          notExists(
            db
              .select({ one: sql`1` })
              .from(vendorOrders)
              .where(and(eq(vendorOrders.vendorId, vendors.id), isNotNull(vendorOrders.lastOrderOn))),
          ),
        ),
      )
      .orderBy(asc(vendors.id))
      .limit(n);
  return descending ? [ordered, none] : [none, ordered];
}

/** The ids of one page of vendors (matching `where`) sorted by a figure, read run after run. */
export async function vendorIdsByFigure(
  db: DbOrTx,
  where: SQL | undefined,
  year: number,
  sort: { figure: Figure; descending: boolean },
  page: { limit: number; offset: number },
): Promise<string[]> {
  const runs =
    sort.figure === 'totalSpendYtd'
      ? spendRuns(db, where, year, sort.descending)
      : lastOrderRuns(db, where, sort.descending);
  const wanted = page.offset + page.limit;
  const ids: string[] = [];
  for (const run of runs) {
    const rows = await run(wanted - ids.length);
    ids.push(...rows.map((r) => r.id));
    if (ids.length >= wanted) break;
  }
  return ids.slice(page.offset, wanted);
}
