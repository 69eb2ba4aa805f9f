import { and, ilike, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { purchaseOrders } from '../db/schema/purchase-orders';

/*
 * Text searches test a joined table's column (vendor name, PO number) beside the row's own columns.
 * `joined.name ilike $p` inside the OR can only be checked after the join, so every row is read.
 * Tested through the row's foreign key instead — `row.fk = any(<ids whose name matches>)` — the OR
 * becomes a BitmapOr of the trigram indexes and the foreign-key btree. For a row whose key is set
 * (the foreign key guarantees the joined row exists) both tests agree; a null key matches neither.
 */

/** What joins the fields of a `search_text` column (migration 0014): `chr(31)`, the unit separator. */
export const SEARCH_FIELD_SEPARATOR = '\x1f';

/**
 * The row's `searchText` (its `fields` lower-cased and joined by SEARCH_FIELD_SEPARATOR, a generated
 * column) matches the ILIKE `pattern` — the same rows as `field1 ilike pattern or field2 ilike pattern…`:
 * PostgreSQL's ILIKE is `lower(text) like lower(pattern)`, and a pattern (`%text%`, from likePattern)
 * can only match across two fields when the text holds the separator, which is then tested field by
 * field. One LIKE on text lower-cased once when the row was written costs a fraction of an ILIKE per
 * field, and one trigram index answers it.
 */
export function textMatches(
  searchText: AnyColumn,
  fields: AnyColumn[],
  pattern: string,
  rows: Rows = 'any',
): SQL {
  if (pattern.includes(SEARCH_FIELD_SEPARATOR))
    return or(...fields.map((f) => ilike(unindexed(f, rows), pattern)))!;
  return sql`${unindexed(searchText, rows)} like lower(${pattern})`;
}

/**
 * Which rows a text test is for. `few`: rows already bounded by an indexed condition (a user's own
 * records): the test is written so that no index answers it (`column || ''`, the same value), and
 * PostgreSQL tests those rows rather than intersecting them with every match of a common word in the
 * table (a trigram bitmap of 100,000 rows to keep a few hundred).
 */
export type Rows = 'any' | 'few';

/** `column ilike pattern`, for `rows` (see Rows). */
export const fieldMatches = (column: AnyColumn, pattern: string, rows: Rows = 'any'): SQL =>
  ilike(unindexed(column, rows), pattern);

const unindexed = (column: AnyColumn, rows: Rows): AnyColumn | SQL =>
  rows === 'few' ? sql`(${column} || '')` : column;

/** Ids of the vendors whose name matches the ILIKE pattern (from the name's trigram index). */
export async function vendorIdsMatching(db: DbOrTx, pattern: string): Promise<string[]> {
  const rows = await db.select({ id: vendors.id }).from(vendors).where(ilike(vendors.name, pattern));
  return rows.map((r) => r.id);
}

/**
 * `column = any($ids)`, the ids as one array parameter. Looked up first rather than in a sub-select:
 * the planner then knows how many there are (usually none), where it guesses ten vendors' worth of
 * rows for a sub-select and, under ORDER BY … LIMIT, walks the sort index past every row instead.
 */
export function isAnyOf(column: AnyColumn, ids: string[], rows: Rows = 'any'): SQL {
  return sql`${unindexed(column, rows)} = any(${sql.param(ids)}::text[])`;
}

/**
 * `coalesce(vendors.name, freeText) ilike pattern` over a left join on `vendorId`: the linked vendor's
 * name when the row has one, else its free-text vendor name. `vendorIds` from vendorIdsMatching.
 */
export function vendorOrFreeTextMatches(
  vendorId: AnyColumn,
  freeText: AnyColumn,
  vendorIds: string[],
  pattern: string,
): SQL {
  return or(isAnyOf(vendorId, vendorIds), and(isNull(vendorId), ilike(freeText, pattern)))!;
}

const matchedPo = alias(purchaseOrders, 'matched_po');
// In a raw `sql` template an aliased table renders as its alias only: name the table too.
const fromMatchedPo = sql`${purchaseOrders} ${sql.identifier('matched_po')}`;

/**
 * The row's purchase order (by `poId`) has a PO number that matches the ILIKE pattern. A sub-select
 * here: a pattern may match thousands of PO numbers, while each PO has about one invoice, so the
 * planner's guess for it stays small.
 */
export function poNumberMatches(poId: AnyColumn, pattern: string): SQL {
  return sql`${poId} = any(array(select ${matchedPo.id} from ${fromMatchedPo} where ${ilike(matchedPo.poNumber, pattern)}))`;
}
