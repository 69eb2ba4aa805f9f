import type { Db } from './client';

/** Stops hearing commits. */
export type Unsubscribe = () => void;

/**
 * Makes `db.transaction` tell `listeners` each time a transaction of this process commits, before
 * its caller goes on: what this instance keeps in memory about the database (the signed-in user
 * cache) is dropped before the request that changed it answers. Other instances learn the same
 * from NOTIFY, a moment later. A transaction that throws rolled back and is not told.
 */
export function observeCommits(db: Db): (listener: () => void) => Unsubscribe {
  const listeners = new Set<() => void>();
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    for (const listener of listeners) listener();
    return result;
  }) as Db['transaction'];
  return (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}
