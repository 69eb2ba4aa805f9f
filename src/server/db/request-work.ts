import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * The database work of one HTTP request: the pooled connections it holds right now, so that a
 * request answered by its timeout can have its running statements cancelled, and a flag that
 * refuses it further connections once it was given up.
 */
export type RequestWork = { abandoned: boolean; clients: Set<pg.PoolClient> };

const store = new AsyncLocalStorage<RequestWork>();

/** Runs `fn` (the rest of a request) with a fresh record of its database work. */
export function runWithRequestWork<T>(fn: (work: RequestWork) => T): T {
  const work: RequestWork = { abandoned: false, clients: new Set() };
  return store.run(work, () => fn(work));
}

/** A request given up by its timeout asked for a connection. */
export class RequestAbandonedError extends Error {
  constructor() {
    super('The request was given up (REQUEST_TIMEOUT_MS); no further database work is started for it.');
  }
}

type Connect = {
  (): Promise<pg.PoolClient>;
  (cb: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void): void;
};

/**
 * Wraps `pool.connect` (which `pool.query` calls too) so that each connection checked out by a
 * request is recorded in its work until released, and a given-up request gets no new connection.
 * The caller's async context is read when it asks, which is always within its request.
 */
export function trackRequestWork(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as Connect;
  const track = (work: RequestWork, client: pg.PoolClient) => {
    work.clients.add(client);
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      work.clients.delete(client);
      return release(err);
    };
  };
  const tracked = ((cb?: Parameters<Connect>[0] & {}) => {
    const work = store.getStore();
    if (!work) return cb ? connect(cb) : connect();
    if (work.abandoned) {
      const err = new RequestAbandonedError();
      if (cb) return void process.nextTick(() => cb(err, undefined, () => {}));
      return Promise.reject(err);
    }
    // A request given up while it waited for its connection hands the connection straight back.
    if (cb)
      return connect((err, client, done) => {
        if (!client) return cb(err, client, done);
        if (work.abandoned) {
          client.release();
          return cb(new RequestAbandonedError(), undefined, () => {});
        }
        track(work, client);
        cb(err, client, ((e?: Error | boolean) => client.release(e)) as () => void);
      });
    return connect().then((client) => {
      if (work.abandoned) {
        client.release();
        throw new RequestAbandonedError();
      }
      track(work, client);
      return client;
    });
  }) as Connect;
  pool.connect = tracked as typeof pool.connect;
}

/** The server process ids of the connections a request is using now (to cancel their statements). */
export const backendIds = (work: RequestWork): number[] =>
  [...work.clients]
    .map((c) => (c as unknown as { processID?: number }).processID)
    .filter((id) => typeof id === 'number');
