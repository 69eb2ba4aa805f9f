import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

type Subscription = {
  channel: string;
  onNotify: (payload: string) => void;
  onState?: (listening: boolean) => void;
};

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on a PostgreSQL connection of the instance's own (not the pool's: a pooled connection goes
 * back to the pool and its LISTEN with it), one connection for every channel the instance listens on
 * (new jobs, live events, changed sessions). It is opened with the first subscription, closed with
 * the last, and opened again a second after it is lost; a notification sent meanwhile is missed, so a
 * listener must never be the only way work is found. `onState` hears when its channel's LISTEN starts
 * (true) and when the connection is lost (false), so a cache kept current by notifications can stop
 * trusting itself while some may be missed.
 */
export function sharedListener(databaseUrl: string) {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | undefined;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  /** Connecting, listening and unlistening one after the other, never two at once. */
  let queue: Promise<void> = Promise.resolve();
  const serially = (step: () => Promise<void>) => (queue = queue.then(step, step));

  const setListening = (now: boolean) => {
    if (listening === now) return;
    listening = now;
    for (const s of subscriptions) s.onState?.(now);
  };

  const connect = async () => {
    if (client || subscriptions.size === 0) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'procura-listen' });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      setListening(false);
      c.end().catch(() => {});
      if (subscriptions.size) retry = setTimeout(() => void serially(connect), 1000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      for (const s of subscriptions) if (s.channel === n.channel) s.onNotify(n.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      for (const channel of new Set([...subscriptions].map((s) => s.channel)))
        await c.query(`listen ${quoted(channel)}`);
      if (client === c) setListening(true);
    } catch {
      lost();
    }
  };

  return async function listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<Unlisten> {
    const sub: Subscription = { channel, onNotify, onState };
    const known = [...subscriptions].some((s) => s.channel === channel);
    subscriptions.add(sub);
    await serially(async () => {
      if (!client) return connect();
      // Not listening: the connection was lost, and the reconnect listens on every channel and says so.
      if (!listening) return;
      if (!known)
        try {
          await client.query(`listen ${quoted(channel)}`);
        } catch {
          return; // lost meanwhile: likewise
        }
      onState?.(true);
    });
    return async () => {
      if (!subscriptions.delete(sub)) return;
      onState?.(false);
      await serially(async () => {
        if (subscriptions.size === 0) {
          clearTimeout(retry);
          const c = client;
          client = undefined;
          listening = false;
          await c?.end().catch(() => {});
        } else if (![...subscriptions].some((s) => s.channel === channel)) {
          await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
        }
      });
    };
  };
}
