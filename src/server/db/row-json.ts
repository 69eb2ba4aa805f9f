import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

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
    if (/^numeric/.test(type) || type === 'text' || type === 'integer' || type === 'boolean')
      parts.push(jsonEntry(key, column, column));
    else
      throw new Error(`rowJson: ${getTableName(table)}.${column.name} is ${type}, which JSON would change`);
  }
  // json_build_object takes at most 100 arguments.
  if (parts.length > 50) throw new Error(`rowJson: ${getTableName(table)} has more than 50 columns`);
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** One `'key', value` pair of a json_build_object: `value` (column's) as text when a numeric. */
function jsonEntry(key: string, column: PgColumn, value: SQL | PgColumn): SQL {
  const name = sql.raw(`'${key.replaceAll("'", "''")}'`);
  return /^numeric/.test(column.getSQLType()) ? sql`${name}, ${value}::text` : sql`${name}, ${value}`;
}

/**
 * The entries of a json_build_object of `fields` (key → column) read from the rows of a subquery
 * aliased `from`: numerics as text, as rowJson writes them. Dates and timestamps are passed as they
 * are; the caller converts what differs from the driver's value (a timestamp's ISO form).
 */
export function fieldsJson(fields: Record<string, PgColumn>, from: string): SQL {
  return sql.join(
    Object.entries(fields).map(([key, column]) =>
      jsonEntry(key, column, sql`${sql.identifier(from)}.${sql.identifier(column.name)}`),
    ),
    sql`, `,
  );
}
