import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database, Db } from '../db/client';
import type { Unlisten } from '../db/listen';
import { claimJobs, extendLease, failJob, finishJob, nextDueInMs, type ClaimedJob } from './claim';
import { DEFAULT_MAX_ATTEMPTS, ensureRecurring, JOBS_CHANNEL } from './queue';

export type JobContext = {
  db: Db;
  job: ClaimedJob;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  final: boolean;
};

/**
 * The work of one kind of job. It may run more than once for one job (its runner died after the work
 * and before marking it done, or its lease ran out): make it idempotent, e.g. by a conditional update.
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export type JobDefinition = {
  kind: string;
  handler: JobHandler;
  /** Attempts of a job of this kind enqueued by the runner itself (recurring); enqueue sets others. */
  maxAttempts?: number;
  /** Recurring: one pending job of this kind always exists, due `everyMs` after the last run. */
  everyMs?: number;
  /** Recurring jobs run once when an instance starts (default), catching up on time it was down. */
  runAtStart?: boolean;
  /**
   * Called when a job of this kind is failed for good without its handler running (its runner died
   * during the last attempt), so the kind can record that where it keeps its own state.
   */
  onGiveUp?: (payload: Record<string, unknown>, ctx: { db: Db; error: string }) => Promise<void>;
};

type Logger = {
  info: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export type RunnerOptions = {
  pollIntervalMs: number;
  concurrency: number;
  /** How long a claim holds; a job still unfinished then is taken again by any runner. */
  leaseMs?: number;
  /** The wait before retry n is backoffBaseMs × 2^(n−1), at most an hour. */
  backoffBaseMs?: number;
  log?: Logger;
  /** Tells this runner's claims apart (default: host, process and random). */
  id?: string;
};

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_BACKOFF_BASE_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export const backoffMs = (attempt: number, baseMs = DEFAULT_BACKOFF_BASE_MS) =>
  Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);

const quiet: Logger = { info: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const message = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'failed';

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * The job runner of one instance (decision 012): polls for due jobs every `pollIntervalMs` (and at
 * once on a NOTIFY of a new job), runs at most `concurrency` at a time, retries a failed one with
 * exponential backoff and fails it for good after its last attempt. Several runners (instances) may
 * share one jobs table: a job is claimed by one of them at a time.
 */
export function createJobRunner(database: Pick<Database, 'db' | 'listen'>, opts: RunnerOptions) {
  const { db } = database;
  const id = opts.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const log = opts.log ?? quiet;
  const definitions = new Map<string, JobDefinition>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;
  let started = false;
  let stopped = false;
  let polling: Promise<void> | undefined;
  /** A nudge came while a poll was running: poll again after it. */
  let again = false;

  const kinds = () => [...definitions.keys()];

  async function settle(job: ClaimedJob, def: JobDefinition, error: string | null) {
    await db.transaction(async (tx) => {
      const final = job.attempts >= job.maxAttempts;
      const ok =
        error === null
          ? await finishJob(tx, job, id)
          : await failJob(tx, job, id, error, final ? null : backoffMs(job.attempts, opts.backoffBaseMs));
      // The next run of a recurring job, in the transaction that settles this one.
      if (ok && def.everyMs && (error === null || final))
        await ensureRecurring(tx, def.kind, {
          dueNow: false,
          everyMs: def.everyMs,
          maxAttempts: job.maxAttempts,
        });
    });
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const def = definitions.get(job.kind)!;
    let error: string | null = null;
    // A long job keeps its lease: renewed every third of it while the handler runs.
    const heartbeat = setInterval(() => {
      extendLease(db, job, id, leaseMs).catch((err: unknown) =>
        log.error({ err, job: job.id }, 'lease not renewed'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      if (job.attempts > job.maxAttempts) {
        error = 'No attempts left (its runner stopped during the last one).';
        await def.onGiveUp?.(job.payload, { db, error });
      } else
        await def.handler(job.payload, {
          db,
          job,
          attempt: job.attempts,
          final: job.attempts >= job.maxAttempts,
        });
    } catch (err) {
      error = message(err);
      log.error({ err, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
    await settle(job, def, error).catch((err: unknown) =>
      log.error(
        { err, job: job.id, kind: job.kind },
        'job could not be marked; it runs again after its lease',
      ),
    );
  }

  /** Claims what free slots allow and starts it; resolves to the started jobs' completion. */
  async function claimAndStart(): Promise<Promise<void>[]> {
    const free = opts.concurrency - running.size;
    if (free < 1) return [];
    const claimed = await claimJobs(db, id, kinds(), free, leaseMs);
    return claimed.map((job) => {
      const p = execute(job).finally(() => {
        running.delete(p);
        if (started && !stopped) nudge();
      });
      running.add(p);
      return p;
    });
  }

  /** One poll, never two at once in this runner. */
  function nudge(): void {
    if (stopped) return;
    if (polling) {
      again = true;
      return;
    }
    again = false;
    polling = claimAndStart()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'job poll failed'))
      .finally(() => {
        polling = undefined;
        if (again) nudge();
      });
  }

  const schedulePoll = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      nudge();
      schedulePoll();
    }, opts.pollIntervalMs);
    timer.unref();
  };

  return {
    id,
    /** Adds the handler of a kind; only registered kinds are claimed by this runner. */
    register(def: JobDefinition) {
      definitions.set(def.kind, def);
      return this;
    },
    /** Makes sure every recurring job is pending (due now when `runAtStart`), so restarts never double them. */
    async ensureRecurring() {
      for (const def of definitions.values())
        if (def.everyMs)
          await ensureRecurring(db, def.kind, {
            dueNow: def.runAtStart !== false,
            everyMs: def.everyMs,
            maxAttempts: def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          });
    },
    /** Starts polling (and listening for new jobs where the database can). */
    async start() {
      if (started) return;
      started = true;
      await this.ensureRecurring();
      unlisten = await database
        .listen?.(JOBS_CHANNEL, () => nudge())
        .catch((err: unknown) => {
          log.error({ err }, 'job notifications unavailable; polling only');
          return undefined;
        });
      nudge();
      schedulePoll();
      log.info({ runner: id, kinds: kinds() }, 'job runner started');
    },
    /** Claims and runs the due jobs once (up to `concurrency`), waiting for them. Returns how many ran. */
    async runOnce(): Promise<number> {
      const started = await claimAndStart();
      await Promise.all(started);
      return started.length;
    },
    /**
     * Runs jobs until none of this runner's kinds is due within `withinMs` (waiting for backoffs and
     * leases that end sooner): for tests and tools. Returns how many ran.
     */
    async drain({ withinMs = 5000 } = {}): Promise<number> {
      let total = 0;
      for (;;) {
        const ran = await this.runOnce();
        total += ran;
        if (ran) continue;
        const wait = await nextDueInMs(db, kinds());
        if (wait === null || wait > withinMs) return total;
        await sleep(Math.max(5, Math.ceil(wait)));
      }
    },
    /** Stops polling and waits for the jobs in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await polling;
      await Promise.all([...running]);
    },
  };
}
