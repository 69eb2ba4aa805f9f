import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/** The NOTIFY channel a new due job is announced on (decision 012): idle runners wake at once. */
export const JOBS_CHANNEL = 'procura_jobs';

export const DEFAULT_MAX_ATTEMPTS = 5;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run first (default: now); or `delayMs` from now. */
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
  /** At most one pending job per key: a second enqueue with the key of a pending job adds nothing. */
  dedupeKey?: string;
};

/**
 * Adds a job in the caller's transaction, so it exists if and only if the change that asked for it
 * commits. Returns its id, or null when a pending job with the same dedupe key already exists.
 */
export async function enqueue(tx: DbOrTx, job: NewJob): Promise<number | null> {
  const runAt = job.runAt
    ? sql`${job.runAt.toISOString()}::timestamptz`
    : sql`now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000})`;
  const [row] = await queryRows<{ id: string | number }>(
    tx,
    sql`insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
        values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${runAt},
                ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, ${job.dedupeKey ?? null})
        on conflict (dedupe_key) where status = 'pending' do nothing
        returning id`,
  );
  if (!row) return null;
  if (!job.runAt && !job.delayMs) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return Number(row.id);
}

/**
 * The pending job of a recurring kind, due now when `now` is set (a starting instance catches up at
 * once) or else `everyMs` from now. Never a second one: an existing pending job is only brought forward.
 */
export async function ensureRecurring(
  tx: DbOrTx,
  kind: string,
  opts: { dueNow: boolean; everyMs: number; maxAttempts: number },
): Promise<void> {
  const delay = opts.dueNow ? 0 : opts.everyMs / 1000;
  await tx.execute(
    sql`insert into jobs (kind, run_at, max_attempts, dedupe_key)
        values (${kind}, now() + make_interval(secs => ${delay}), ${opts.maxAttempts}, ${recurringKey(kind)})
        on conflict (dedupe_key) where status = 'pending'
        do update set run_at = least(jobs.run_at, excluded.run_at)`,
  );
}

export const recurringKey = (kind: string) => `recurring:${kind}`;
