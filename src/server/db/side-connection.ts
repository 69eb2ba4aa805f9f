import pg from 'pg';

/**
 * One PostgreSQL connection of its own beside the pool: the health check's query and the
 * cancelling of a timed-out request's statements run on it, so neither waits behind a full pool.
 * Opened on first use, opened again after an error; concurrent pings share one query.
 */
export function sideConnection(databaseUrl: string, timeoutMs: number) {
  let client: Promise<pg.Client> | undefined;
  let ping: Promise<void> | undefined;
  let closed = false;

  const open = () => {
    if (closed) return Promise.reject(new Error('The database is closed.'));
    client ??= (async () => {
      const c = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: timeoutMs,
        statement_timeout: timeoutMs,
        application_name: 'procura-side',
      });
      c.on('error', () => {
        if (client) client = undefined;
      });
      try {
        await c.connect();
      } catch (err) {
        client = undefined;
        throw err;
      }
      return c;
    })();
    return client;
  };

  const query = async (text: string, values: unknown[] = []) => {
    const c = await open();
    try {
      await c.query(text, values);
    } catch (err) {
      // A broken connection is opened again next time; a failed statement leaves it usable.
      if (!(err as { code?: unknown }).code) {
        client = undefined;
        void c.end().catch(() => {});
      }
      throw err;
    }
  };

  return {
    /** `select 1` on the side connection. */
    ping: () => (ping ??= query('select 1').finally(() => (ping = undefined))),
    /** Cancels the statement each of these server processes is running (pg_cancel_backend). */
    cancel: async (pids: number[]) => {
      if (pids.length) await query('select pg_cancel_backend(pid) from unnest($1::int[]) as pid', [pids]);
    },
    close: async () => {
      closed = true;
      const c = await client?.catch(() => undefined);
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
