import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@shared/auth/types';
import type { LiveCounts, LiveEventName, RecordChanged, WatchableType } from '@shared/events/schemas';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/listen';
import { liveCounts } from './counts';

/** The channel the triggers of migration live_events announce changes on. */
export const EVENTS_CHANNEL = 'procura_events';
/** Record events kept for replay to a browser that reconnects (Last-Event-ID). */
const REPLAY_SIZE = 2000;
/**
 * Badge counts are recomputed at once after a quiet spell, then at most this often, however fast changes
 * come (changes heard in between are sent together at the end of the interval).
 */
const COUNTS_DELAY_MS = 150;

/** What a trigger announced (migration live_events). */
type Announcement =
  | { id: number; k: 'r'; t: WatchableType; ids: string[] | null; all: boolean }
  | { id: number; k: 'm'; users: string[] | null; all: boolean }
  | { id: number; k: 'a' };

/** One open event stream of a signed-in user. */
export type Connection = {
  user: SessionUser;
  watch: readonly RecordChanged[];
  send: (event: LiveEventName, data: unknown, id: number) => void;
  lastCounts?: LiveCounts;
};

function parse(payload: string): Announcement | null {
  try {
    const a = JSON.parse(payload) as Announcement;
    return typeof a.id === 'number' && ['r', 'm', 'a'].includes(a.k) ? a : null;
  } catch {
    return null;
  }
}

const watches = (c: Connection, a: Extract<Announcement, { k: 'r' }>) =>
  c.watch.filter((w) => w.type === a.t && (a.all || a.ids?.includes(w.id)));

/**
 * The live events of one app instance: it LISTENs on the database (PostgreSQL: its own connection, so
 * every instance hears every change, whoever made it; PGlite: in process) and tells each stream
 * connected to it what concerns its user — new badge counts when mail or approval steps changed, and
 * changes of the records the page watches. Ids are the database's (one sequence), so any instance
 * replays from a Last-Event-ID; ids are taken before commit, so two close transactions may be heard
 * out of order, and a replay gives what was heard after the last id the browser saw.
 */
export function createEventHub(database: Pick<Database, 'db' | 'listen'>, log?: FastifyBaseLogger) {
  const connections = new Set<Connection>();
  const recent: Extract<Announcement, { k: 'r' }>[] = [];
  let lastId = 0;
  const due = new Set<Connection>();
  let timer: NodeJS.Timeout | undefined;
  let lastFlush = 0;
  let unlisten: Unlisten | undefined;

  const pushCounts = async (c: Connection) => {
    const counts = await liveCounts(database.db, c.user);
    if (!connections.has(c)) return;
    if (
      c.lastCounts?.unreadMessages === counts.unreadMessages &&
      c.lastCounts.pendingApprovals === counts.pendingApprovals
    )
      return;
    c.lastCounts = counts;
    c.send('counts', counts, lastId);
  };
  const flush = () => {
    timer = undefined;
    lastFlush = Date.now();
    const batch = [...due];
    due.clear();
    for (const c of batch) pushCounts(c).catch((err: unknown) => log?.warn({ err }, 'live counts failed'));
  };
  const countsChanged = (targets: Iterable<Connection>) => {
    for (const c of targets) due.add(c);
    if (due.size && !timer) timer = setTimeout(flush, Math.max(0, lastFlush + COUNTS_DELAY_MS - Date.now()));
  };

  const hear = (payload: string) => {
    const a = parse(payload);
    if (!a) return;
    lastId = Math.max(lastId, a.id);
    if (a.k === 'a') return countsChanged(connections);
    if (a.k === 'm') {
      const users = a.all ? null : new Set(a.users ?? []);
      return countsChanged([...connections].filter((c) => !users || users.has(c.user.id)));
    }
    recent.push(a);
    if (recent.length > REPLAY_SIZE) recent.shift();
    for (const c of connections) for (const w of watches(c, a)) c.send('record', w, a.id);
  };

  return {
    async start() {
      unlisten = await database.listen?.(EVENTS_CHANNEL, hear);
    },
    async stop() {
      clearTimeout(timer);
      connections.clear();
      due.clear();
      await unlisten?.();
    },
    /** Opens a stream: its counts at once, then (after a reconnect) the record events it missed. */
    async add(c: Connection, lastEventId?: number) {
      connections.add(c);
      c.lastCounts = await liveCounts(database.db, c.user);
      c.send('counts', c.lastCounts, lastId);
      if (lastEventId === undefined) return;
      for (const a of recent)
        if (a.id > lastEventId) for (const w of watches(c, a)) c.send('record', w, a.id);
    },
    remove(c: Connection) {
      connections.delete(c);
      due.delete(c);
    },
    /** The user's role, department or permissions may have changed: their counts are read again. */
    refresh(c: Connection, user: SessionUser) {
      c.user = user;
      countsChanged([c]);
    },
    size: () => connections.size,
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
