import { expect, vi } from 'vitest';
import type { TestApp } from './harness';

/**
 * The statements the database driver is sent while `go` runs: the SQL text of each, in order, and
 * the texts of those sent as named prepared statements (`runPrepared`; PostgreSQL only, PGlite is sent
 * no name). The driver under drizzle is the pool (PostgreSQL) or the embedded instance (PGlite); both
 * send by `query`.
 */
export async function statementsSent<T>(
  t: TestApp,
  go: () => Promise<T>,
): Promise<{ out: T; texts: string[]; named: string[] }> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = vi.spyOn(client, 'query');
  try {
    const out = await go();
    const sent = query.mock.calls.map(([q]) =>
      typeof q === 'string' ? { text: q } : (q as { text: string; name?: string }),
    );
    return { out, texts: sent.map((q) => q.text), named: sent.filter((q) => q.name).map((q) => q.text) };
  } finally {
    query.mockRestore();
  }
}

/**
 * Exactly one of the statements `sent` reads what `reads` matches (a detail's children, in its row's
 * statement), and on PostgreSQL that statement is sent by name (runPrepared: a connection plans it once).
 */
export function expectOneStatementReading(
  t: TestApp,
  sent: { texts: string[]; named: string[] },
  reads: RegExp,
) {
  const reading = sent.texts.filter((q) => reads.test(q));
  expect(reading).toHaveLength(1);
  if (t.database.kind === 'postgres') expect(sent.named).toContain(reading[0]);
}
