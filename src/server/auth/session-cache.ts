import type { RequestUser } from '../http/types';

/** The channel the triggers of migration 0049 announce changed sessions, users and roles on. */
export const AUTH_CHANNEL = 'procura_auth';

/** Entries at most; the cache is emptied when full (it refills at one statement per session). */
const MAX_ENTRIES = 10_000;

type Entry = { user: RequestUser; sessionExpires: number; until: number };

/** What a trigger announced: these users' sessions, or everyone's (a role or its permissions). */
function usersIn(payload: string): Set<string> | 'all' {
  try {
    const a = JSON.parse(payload) as { users?: unknown; all?: unknown };
    if (Array.isArray(a.users) && a.all !== true) return new Set(a.users.map(String));
  } catch {
    // An announcement this code cannot read: everything is dropped.
  }
  return 'all';
}

/**
 * The signed-in user of each session token this instance served lately (decision 030), so that a
 * request need not read its session, user, role and permissions again while none of them changed.
 * What may change them is dropped before it can be served stale:
 * - a transaction of this instance that wrote sessions, users, roles or role permissions empties
 *   the cache when it commits, before its request answers (`committed`, Database.onCommit);
 * - a change by another instance, or by any SQL at all, is announced by the triggers of migration
 *   0049 at commit, and `heard` drops the users named (or all);
 * - while the instance does not listen (before start, while its listening connection is down) the
 *   cache neither answers nor keeps anything, and it starts empty again when listening resumes;
 * - an entry lives `ttlMs` at most, and never past its session's expiry.
 * A read that began before a drop is not kept (the generation changed), so an answer read before a
 * change cannot be stored after it. `ttlMs` 0 turns the cache off.
 */
export function createSessionCache(opts: { ttlMs: number; maxEntries?: number }) {
  const max = opts.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  /** Each user's kept tokens, so an announcement naming a user drops theirs without a scan. */
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let listening = false;
  const on = () => listening && opts.ttlMs > 0;
  const dropAll = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };
  const forget = (token: string, entry: Entry) => {
    entries.delete(token);
    const tokens = byUser.get(entry.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byUser.delete(entry.user.id);
  };

  return {
    /** The session's user while kept and fresh; undefined otherwise (read the database). */
    get(token: string, now = Date.now()): RequestUser | undefined {
      if (!on()) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now < entry.until && now < entry.sessionExpires) return entry.user;
      forget(token, entry);
      return undefined;
    },
    /** Taken before reading the database; `set` keeps the answer only if nothing was dropped since. */
    stamp: () => generation,
    set(token: string, user: RequestUser, sessionExpires: Date, stamp: number, now = Date.now()) {
      if (!on() || stamp !== generation) return;
      const old = entries.get(token);
      if (old) forget(token, old);
      else if (entries.size >= max) {
        entries.clear();
        byUser.clear();
      }
      entries.set(token, {
        user: Object.freeze(user),
        sessionExpires: sessionExpires.getTime(),
        until: now + opts.ttlMs,
      });
      const tokens = byUser.get(user.id);
      if (tokens) tokens.add(token);
      else byUser.set(user.id, new Set([token]));
    },
    /** A transaction of this instance that wrote sessions, users or roles committed. */
    committed: dropAll,
    /** A NOTIFY on AUTH_CHANNEL. */
    heard(payload: string) {
      const who = usersIn(payload);
      if (who === 'all') return dropAll();
      generation++;
      for (const id of who) {
        for (const token of byUser.get(id) ?? []) entries.delete(token);
        byUser.delete(id);
      }
    },
    /** The listening connection is up (true) or lost (false): either way, nothing kept is trusted. */
    listening(now: boolean) {
      listening = now;
      dropAll();
    },
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
