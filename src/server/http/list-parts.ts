import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { holdsAtMost } from '../db/table-size';
import {
  COUNT_WITH_PAGE_ABOVE,
  LIST_COUNT_CAP,
  listPage,
  type Counted,
  type LIST_TOTAL,
  type ListResult,
  type PageRows,
  type PageWindow,
  type RowOf,
} from './list';

/** A new select of the listed rows' ids (`db.select({ id }).from(…)` with the joins the filter and order read). */
type IdSelect = () => { $dynamic(): PgSelect };

/** Pages that reach deeper than this are read by listPage over the parts' OR. */
const PARTS_WINDOW = LIST_COUNT_CAP;

/**
 * listPage for a filter `or(...parts) and rest` whose parts are disjoint conditions on indexed columns of
 * `ids.table` (a visibility rule's parts, e.g. visibleInvoiceParts): PostgreSQL cannot walk one index in
 * `order` for an OR, so it walks the sort index testing both, or reads every row of the parts and sorts.
 * Here the parts after the first are kept only when they hold a row (one statement of EXISTS probes;
 * usually they hold none), and each part is read on its own: the page from each part's first offset +
 * limit ids in `order` (`ids.select`), then the rows of those ids in `order` cut to the page — the same
 * rows, as no row of the page lies beyond its part's first offset + limit; the capped count part by part
 * until the cap, in one statement (CountWhere). One part left (or a deeper page): listPage.
 * `countRest`: the same rows as `rest`, written for counting (e.g. text tested on a user's own rows
 * rather than through an index: text-match.ts Rows).
 * `inPage`: parts that are cheap to read even when empty (each a short walk of its own index) are not
 * probed; their candidate ids are a subquery of the page's statement (union all of the parts), so the
 * page stays one statement — and while the table is small (holdsAtMost), listPage over their OR.
 */
export async function listPageByParts<T extends { $dynamic(): PgSelect }>(
  db: DbOrTx,
  rows: PageRows<T>,
  counted: Counted,
  ids: { select: IdSelect; id: AnyColumn; table: PgTable },
  filter: {
    parts: SQL[] | undefined;
    rest: SQL | undefined;
    countRest?: SQL | undefined;
    inPage?: boolean;
  },
  order: SQL[],
  page: PageWindow,
): Promise<ListResult<Omit<RowOf<T>, typeof LIST_TOTAL>>> {
  const { rest } = filter;
  const countRest = 'countRest' in filter ? filter.countRest : rest;
  const window = page.offset + page.limit;
  const small = filter.inPage && (await holdsAtMost(db, ids.table, COUNT_WITH_PAGE_ABOVE));
  const parts =
    filter.parts && (filter.inPage ? filter.parts : await partsWithRows(db, ids.table, filter.parts));
  if (!parts || parts.length < 2 || window > PARTS_WINDOW || small) {
    const visible = parts && or(...parts);
    return listPage(db, rows, counted, and(visible, rest), order, page, and(visible, countRest));
  }
  const partIds = (part: SQL) =>
    ids
      .select()
      .$dynamic()
      .where(and(part, rest))
      .orderBy(...order)
      .limit(window);
  let candidates: SQL;
  if (filter.inPage) {
    const arms = sql.join(
      parts.map((part) => sql`(${partIds(part)})`),
      sql` union all `,
    );
    candidates = sql`${ids.id} = any(array(${arms}))`;
  } else {
    const found = await Promise.all(parts.map(partIds));
    const candidateIds = found.flat().map((r) => (r as { id: string }).id);
    candidates = sql`${ids.id} = any(${sql.param(candidateIds)}::text[])`;
  }
  return listPage(
    db,
    rows,
    counted,
    candidates,
    order,
    page,
    parts.map((part) => and(part, countRest)!),
  );
}

/** The first part, and those of the others that hold a row of `table` (EXISTS probes in one statement). */
export async function partsWithRows(db: DbOrTx, table: PgTable, parts: SQL[]): Promise<SQL[]> {
  const [first, ...others] = parts;
  if (!first || others.length === 0) return parts;
  const probes = others.map((part) => sql`exists(select 1 from ${table} where ${part})`);
  const [row] = await db
    .select({ held: sql<boolean[]>`array[${sql.join(probes, sql`, `)}]` })
    .from(table)
    .limit(1);
  return [first, ...others.filter((_, i) => row?.held[i] === true)];
}
