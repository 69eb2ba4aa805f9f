import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `json_build_object` of a table's row, keyed by the columns' TypeScript names, with each value as
 * the driver would answer it: numerics as text ("1250.00", as pg answers them), text, integers and
 * booleans as they are. A child's rows can then come inside its parent's statement (json_agg) instead
 * of a statement of their own. Timestamps and other columns whose JSON differs from the driver's value
 * are refused when the SQL is built, so a column added later cannot change an answer unnoticed.
 */
export function rowJson(table: PgTable): SQL {
  const parts: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const type = column.getSQLType();
    const name = sql.raw(`'${key.replaceAll("'", "''")}'`);
    if (/^numeric/.test(type)) parts.push(sql`${name}, ${column}::text`);
    else if (type === 'text' || type === 'integer' || type === 'boolean') parts.push(sql`${name}, ${column}`);
    else
      throw new Error(`rowJson: ${getTableName(table)}.${column.name} is ${type}, which JSON would change`);
  }
  // json_build_object takes at most 100 arguments.
  if (parts.length > 50) throw new Error(`rowJson: ${getTableName(table)} has more than 50 columns`);
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}
