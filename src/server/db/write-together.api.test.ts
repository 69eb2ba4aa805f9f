import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser } from '../test/factories/users';
import { unique } from '../test/factories/unique';
import { auditLog } from './schema/admin';
import { users } from './schema/auth';
import { mailboxEntries, messages } from './schema/messages';
import { writeTogether } from './write-together';

/** writeTogether: independent writes in one statement, all or nothing, as its comment says. */
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const entry = (entityId: string) => ({
  actorId: null,
  action: 'test.write_together',
  entityType: 'requisition',
  entityId,
  details: {},
});
const auditRows = (ids: string[]) =>
  t.database.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));

describe('writeTogether', () => {
  it('sends every present write in one statement, and each is written', async () => {
    const { db } = t.database;
    const a = unique('wt');
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    const execute = vi.spyOn(db, 'execute');
    try {
      await writeTogether(
        db,
        db.insert(auditLog).values(entry(a)),
        false,
        null,
        db.update(users).set({ title: 'Written together' }).where(eq(users.id, user.id)),
      );
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
    expect((await auditRows([a])).map((r) => r.action)).toEqual(['test.write_together']);
    const [updated] = await db.select({ title: users.title }).from(users).where(eq(users.id, user.id));
    expect(updated?.title).toBe('Written together');
  });

  it('writes nothing when one of the writes fails', async () => {
    const { db } = t.database;
    const ok = unique('wt');
    const [taken] = await db
      .insert(auditLog)
      .values(entry(unique('wt')))
      .returning({ id: auditLog.id });
    await expect(
      writeTogether(
        db,
        db.insert(auditLog).values(entry(ok)),
        db.insert(auditLog).values({ ...entry(ok), id: taken!.id }),
      ),
    ).rejects.toThrow();
    expect(await auditRows([ok])).toEqual([]);
  });

  it('sends a single write as it is, and nothing at all for none', async () => {
    const { db } = t.database;
    const id = unique('wt');
    const execute = vi.spyOn(db, 'execute');
    try {
      await writeTogether(db, false, undefined);
      expect(execute).not.toHaveBeenCalled();
      await writeTogether(db, db.insert(auditLog).values(entry(id)));
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
    expect(await auditRows([id])).toHaveLength(1);
  });

  it('lets a row name one written beside it, where a BEFORE row trigger may not see it', async () => {
    const { db } = t.database;
    const owner = await createUser(t, { role: 'end_user', department: 'IT' });
    const [messageId, entryId, datedId] = [unique('msg'), unique('mbx'), unique('mbx')];
    const at = new Date('2026-03-04T05:06:07Z');
    await writeTogether(
      db,
      db.insert(messages).values({
        id: messageId,
        fromAddress: 'system@procura.test',
        fromName: 'Procura',
        toAddresses: [owner.email],
        subject: 'Beside',
        content: 'Written in the same statement',
        type: 'system',
        threadId: unique('thread'),
        timestamp: at,
      }),
      db.insert(mailboxEntries).values({
        id: entryId,
        messageId,
        ownerId: owner.id,
        folder: 'inbox',
        status: 'delivered',
      }),
      db.insert(mailboxEntries).values({
        id: datedId,
        messageId,
        ownerId: owner.id,
        folder: 'inbox',
        status: 'delivered',
        messageAt: at,
      }),
    );
    const [row] = await db.select().from(mailboxEntries).where(eq(mailboxEntries.id, entryId));
    expect(row?.messageId).toBe(messageId);
    // The entry's trigger copies its message's timestamp: here the message was not there yet for it to
    // read (why a notice's entries carry the timestamp themselves, migration 0044).
    expect(row?.messageAt).toBeNull();
    // An entry that carries the time keeps it where the trigger cannot read the message (0044).
    const [dated] = await db.select().from(mailboxEntries).where(eq(mailboxEntries.id, datedId));
    expect(dated?.messageAt).toEqual(at);
  });
});
