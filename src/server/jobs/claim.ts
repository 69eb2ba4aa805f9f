import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { Job } from '../db/schema/jobs';

/** A job as a runner holds it: its row after the claim (attempts counts this one). */
export type ClaimedJob = Pick<Job, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts' | 'dedupeKey'>;

type Row = {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  dedupe_key: string | null;
};

const kindList = (kinds: string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * Claims up to `limit` due jobs of these kinds for runner `me` for `leaseMs`: one statement, so one
 * short transaction. `FOR UPDATE SKIP LOCKED` lets runners claim side by side without waiting for
 * each other; a job another runner holds (lease not run out) is not due. The claim counts an attempt.
 */
export async function claimJobs(
  db: DbOrTx,
  me: string,
  kinds: string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (!kinds.length || limit < 1) return [];
  const rows = await queryRows<Row>(
    db,
    sql`update jobs set locked_by = ${me},
               locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
               attempts = attempts + 1
        where id in (
          select id from jobs
          where status = 'pending' and run_at <= now() and kind in (${kindList(kinds)})
            and (locked_until is null or locked_until <= now())
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, dedupe_key`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    dedupeKey: r.dedupe_key,
  }));
}

/** Only the runner that still holds the claim (same holder, same attempt) may settle a job. */
const held = (job: ClaimedJob, me: string) =>
  sql`id = ${job.id} and status = 'pending' and locked_by = ${me} and attempts = ${job.attempts}`;

/** Extends the lease of a job still held (a long job's heartbeat); false when the claim was lost. */
export async function extendLease(
  db: DbOrTx,
  job: ClaimedJob,
  me: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where ${held(job, me)} returning id`,
  );
  return rows.length > 0;
}

/** Marks the job done; false when the claim was lost meanwhile (lease ran out, another runner took it). */
export async function finishJob(tx: DbOrTx, job: ClaimedJob, me: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update jobs set status = 'done', done_at = now(), locked_by = null, locked_until = null
        where ${held(job, me)} returning id`,
  );
  return rows.length > 0;
}

/**
 * A failed attempt: due again after `retryInMs`, or, when `retryInMs` is null (no attempts left),
 * failed for good (kept with its error). False when the claim was lost meanwhile.
 */
export async function failJob(
  tx: DbOrTx,
  job: ClaimedJob,
  me: string,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const settle =
    retryInMs === null
      ? sql`status = 'failed', done_at = now()`
      : sql`run_at = now() + make_interval(secs => ${retryInMs / 1000})`;
  const rows = await queryRows(
    tx,
    sql`update jobs set ${settle}, last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null
        where ${held(job, me)} returning id`,
  );
  return rows.length > 0;
}

/** Milliseconds until the next pending job of these kinds may be claimed, or null when there is none. */
export async function nextDueInMs(db: DbOrTx, kinds: string[]): Promise<number | null> {
  if (!kinds.length) return null;
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(greatest(run_at, coalesce(locked_until, run_at))) - now())) * 1000 as ms
        from jobs where status = 'pending' and kind in (${kindList(kinds)})`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}
