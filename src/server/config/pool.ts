/** A PostgreSQL server's connection pool (config: DATABASE_POOL_SIZE, DATABASE_*_TIMEOUT_MS). */
export type PoolSettings = {
  /** Connections per instance. */
  size: number;
  /** A statement running longer is cancelled (statement_timeout); so is a transaction idle that long. */
  statementTimeoutMs: number;
  /** Waiting longer for a connection (a free one from the full pool, or a new one) fails the request. */
  connectTimeoutMs: number;
};

export const DEFAULT_POOL: PoolSettings = { size: 10, statementTimeoutMs: 15_000, connectTimeoutMs: 10_000 };
