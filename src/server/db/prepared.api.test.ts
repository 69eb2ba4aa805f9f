import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { withDb } from '../test/template';
import { openDatabase, queryRows, type Database } from './client';
import { runPrepared } from './prepared';
import { requisitions } from './schema/requisitions';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const byId = (db: Database['db'], id: string) =>
  db
    .select({ id: requisitions.id, title: requisitions.title, total: requisitions.totalAmount })
    .from(requisitions)
    .where(eq(requisitions.id, id));

describe('runPrepared', () => {
  it('answers what the plain statement answers, for each value', async () => {
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    const a = await createRequisition(t, { requestorId: user.id, department: 'IT', title: 'First' });
    const b = await createRequisition(t, { requestorId: user.id, department: 'IT', title: 'Second' });
    const { db } = t.database;
    for (const id of [a.id, b.id, a.id, 'REQ-none'])
      expect(await runPrepared(byId(db, id))).toEqual(await byId(db, id));
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('names a statement by its text; a connection then plans it once (PostgreSQL)', async () => {
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    const reqs = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
        createRequisition(t, { requestorId: user.id, department: 'IT', title: `Planned ${n}` }),
      ),
    );
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    // One connection, so that its prepared statements can be read back.
    const one = await openDatabase({
      databaseUrl: withDb(url!, row!.name),
      pool: { size: 1, statementTimeoutMs: 10_000, connectTimeoutMs: 5000 },
    });
    try {
      for (const r of reqs) expect(await runPrepared(byId(one.db, r.id))).toEqual([
        { id: r.id, title: r.title, total: expect.any(String) },
      ]); // prettier-ignore
      // The same text with other values is one statement; another text is another.
      await runPrepared(byId(one.db, reqs[0]!.id).limit(1));
      const statements = await queryRows<{
        name: string;
        statement: string;
        generic: number;
        custom: number;
      }>(
        one.db,
        sql`select name, statement, generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements order by name`,
      );
      expect(statements).toHaveLength(2);
      expect(statements.every((s) => /^p_[\w-]{27}$/.test(s.name))).toBe(true);
      const plain = statements.find((s) => !/limit/.test(s.statement))!;
      // Five custom plans, then the generic one kept: the last three runs were not planned.
      expect(plain).toMatchObject({ custom: 5, generic: 3 });
    } finally {
      await one.close();
    }
  });
});
