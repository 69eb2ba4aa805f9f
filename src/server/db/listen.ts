import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * LISTEN on a PostgreSQL connection of its own (not the pool's: a pooled connection goes back to the
 * pool and its LISTEN with it). The connection is opened again a second after it is lost; a
 * notification sent meanwhile is missed, so a listener must never be the only way work is found.
 */
export async function listenOnOwnConnection(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'procura-listen' });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), 1000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
