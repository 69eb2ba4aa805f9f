import { availableParallelism } from 'node:os';

/** A PostgreSQL server's connection pool (config: DATABASE_POOL_SIZE, DATABASE_*_TIMEOUT_MS). */
export type PoolSettings = {
  /** Connections per instance. */
  size: number;
  /** A statement running longer is cancelled (statement_timeout); so is a transaction idle that long. */
  statementTimeoutMs: number;
  /** Waiting longer for a connection (a free one from the full pool, or a new one) fails the request. */
  connectTimeoutMs: number;
};

/**
 * The default pool size for a machine of `cores` cores: PostgreSQL's rule of thumb (about two
 * connections per core keep the server busy without queueing inside it), plus one, between 4 and 20.
 * 2 cores → 5, 4 → 9, 8 → 17. DATABASE_POOL_SIZE overrides it.
 */
export const defaultPoolSize = (cores: number = availableParallelism()): number =>
  Math.min(20, Math.max(4, 2 * cores + 1));

export const DEFAULT_POOL: PoolSettings = {
  size: defaultPoolSize(),
  statementTimeoutMs: 15_000,
  connectTimeoutMs: 10_000,
};

/** How an instance behaves when more work arrives than it can do (config: REQUEST_TIMEOUT_MS, MAX_*). */
export type OverloadSettings = {
  /** A request still unanswered after this long is answered 503 `timeout` and its database work cancelled. */
  requestTimeoutMs: number;
  /** API requests being worked on at once; one more is answered 503 with Retry-After at once. */
  maxInFlight: number;
  /** Event-loop delay (p99 of the last half second) above which API requests are answered 503 at once; 0: off. */
  maxEventLoopDelayMs: number;
};

/**
 * The default bound of requests in flight: 32 per pooled connection, at least 200 (bench/load.ts keeps
 * 100 clients per instance in flight without a pause; they must not be refused).
 */
export const defaultMaxInFlight = (poolSize: number): number => Math.max(200, 32 * poolSize);

/** The Retry-After (seconds) of a shed or timed-out request. */
export const RETRY_AFTER_SECONDS = 1;
