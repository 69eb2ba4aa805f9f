import { sql, type AnyColumn } from 'drizzle-orm';

/** "First Last" of a users row (or an alias of the table). */
export const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;
