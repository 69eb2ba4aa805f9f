import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { vendors } from '../db/schema/vendors';

/** "First Last" of a users row (or an alias of the table). */
export const fullName = (t: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;

/**
 * `"table"."column"` in any statement. Drizzle leaves the columns of a one-table select unqualified, and
 * inside a subquery an unqualified name is first looked up in the subquery's own table.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The name of the vendor `vendorId` names, looked up for each row a statement answers. Where a page's
 * rows are sorted (a search's matches read from the trigram indexes), PostgreSQL evaluates it after the
 * sort and the limit, for the page only; a join to vendors there hashed all of them first (10 ms at
 * 10,000 vendors). A join stays where the vendor's name filters or orders the rows.
 */
export const vendorNameOf = (vendorId: PgColumn) =>
  sql<string>`(select named.name from ${vendors} named where named.id = ${qualified(vendorId)})`;
