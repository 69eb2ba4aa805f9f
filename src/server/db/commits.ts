import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Stops hearing commits. */
export type Unsubscribe = () => void;

type Watch = { tables: ReadonlySet<PgTable>; listener: () => void };

const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);

/**
 * The transaction as its callback sees it, with every insert, update and delete it builds (also in a
 * nested transaction) noted in `written` by table.
 */
function noting<T extends object>(tx: T, written: Set<PgTable>): T {
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (WRITES.has(prop))
        return (table: PgTable) => {
          written.add(table);
          return (value as (t: PgTable) => unknown).call(target, table);
        };
      if (prop === 'transaction')
        return (fn: (inner: object) => unknown, ...rest: unknown[]) =>
          (value as (...a: unknown[]) => unknown).call(
            target,
            (inner: object) => fn(noting(inner, written)),
            ...rest,
          );
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/**
 * Makes `db.transaction` tell a listener each time a transaction of this process that wrote one of the
 * listener's tables (an insert, update or delete built with the query builder) commits, before its
 * caller goes on: what this instance keeps in memory about those tables (the signed-in user cache) is
 * dropped before the request that changed them answers. Other instances learn of it from NOTIFY, a
 * moment later, as this one does of a write in raw SQL. A transaction that throws rolled back and
 * tells no one.
 */
export function observeCommits(db: Db): (tables: PgTable[], listener: () => void) => Unsubscribe {
  const watches = new Set<Watch>();
  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: object) => Promise<unknown>, ...rest: unknown[]) => {
    const written = new Set<PgTable>();
    const result = await (transaction as (...a: unknown[]) => Promise<unknown>)(
      (tx: object) => fn(watches.size ? noting(tx, written) : tx),
      ...rest,
    );
    for (const w of watches) if ([...written].some((t) => w.tables.has(t))) w.listener();
    return result;
  }) as Db['transaction'];
  return (tables, listener) => {
    const watch: Watch = { tables: new Set(tables), listener };
    watches.add(watch);
    return () => watches.delete(watch);
  };
}
