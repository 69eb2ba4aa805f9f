import { vi } from 'vitest';
import type { TestApp } from './harness';

/**
 * The statements the database driver is sent while `go` runs: the SQL text of each, in order. The
 * driver under drizzle is the pool (PostgreSQL) or the embedded instance (PGlite); both send by `query`.
 */
export async function statementsSent<T>(
  t: TestApp,
  go: () => Promise<T>,
): Promise<{ out: T; texts: string[] }> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = vi.spyOn(client, 'query');
  try {
    const out = await go();
    const texts = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
    return { out, texts };
  } finally {
    query.mockRestore();
  }
}
