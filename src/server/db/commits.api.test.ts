import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { permissions, roles } from './schema/auth';
import { createTestApp, type TestApp } from '../test/harness';

describe('Database.onCommit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('tells a listener of the committed transactions that wrote its tables, and of no other', async () => {
    const { db } = t.database;
    let heard = 0;
    const stop = t.database.onCommit([roles], () => heard++);
    try {
      const touchRole = (tx: typeof db) =>
        tx
          .update(roles)
          .set({ label: sql`label` })
          .where(eq(roles.id, 'legal'));
      const touchPermission = (tx: typeof db) =>
        tx
          .update(permissions)
          .set({ description: sql`description` })
          .where(eq(permissions.id, 'manage_users'));

      await db.transaction(async (tx) => void (await touchRole(tx as unknown as typeof db)));
      expect(heard).toBe(1);
      await db.transaction(async (tx) => void (await touchPermission(tx as unknown as typeof db)));
      await db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
      expect(heard).toBe(1);
      // A nested transaction (a savepoint) counts for the transaction around it, at its commit.
      await db.transaction(async (tx) => {
        await tx.transaction(async (inner) => void (await touchRole(inner as unknown as typeof db)));
        expect(heard).toBe(1);
      });
      expect(heard).toBe(2);
      // Rolled back: nothing to tell.
      await expect(
        db.transaction(async (tx) => {
          await touchRole(tx as unknown as typeof db);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(heard).toBe(2);
    } finally {
      stop();
    }
    await db.transaction(
      async (tx) =>
        void (await tx
          .update(roles)
          .set({ label: sql`label` })
          .where(eq(roles.id, 'legal'))),
    );
    expect(heard).toBe(2);
  });
});
