import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { mailboxEntries } from '../db/schema/messages';
import { createUser, type User } from '../test/factories/users';
import { deliverMessage } from '../test/factories/messages';

/**
 * The Messages list reads a folder newest first by the entries' copy of their message's timestamp
 * (message_at, kept by a trigger; migration list_pages): the order is the messages' timestamps
 * whatever order the entries were written in, ties by entry id, page after page.
 */
let t: TestApp, me: User, other: User;
const sent: { id: string; at: number; entryId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  me = await createUser(t, { role: 'end_user', department: 'IT' });
  other = await createUser(t, { role: 'end_user', department: 'IT' });
  const base = Date.now() - 86_400_000;
  // Written oldest-last, several at the same moment: neither write order nor created_at decides.
  for (let n = 0; n < 14; n++) {
    const at = base - (n % 4) * 3_600_000 + (n % 2) * 60_000;
    const msg = await deliverMessage(t, [me, other], { timestamp: new Date(at) });
    const [entry] = await t.database.db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .where(and(eq(mailboxEntries.messageId, msg.id), eq(mailboxEntries.ownerId, me.id)));
    sent.push({ id: msg.id, at, entryId: entry!.id });
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/messages?${query}`, as: me });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as { id: string }[]).map((r) => r.id), total: res.headers['x-total-count'] };
}

describe('GET /api/messages order', () => {
  it("copies the message's timestamp onto each of its entries when they are written", async () => {
    const rows = await t.database.db
      .select({ messageId: mailboxEntries.messageId, messageAt: mailboxEntries.messageAt })
      .from(mailboxEntries);
    const at = new Map(sent.map((s) => [s.id, s.at]));
    expect(rows).toHaveLength(sent.length * 2);
    for (const r of rows) expect(r.messageAt?.getTime()).toBe(at.get(r.messageId));
  });

  it('the inbox newest first by message timestamp, ties by entry id, the same across pages', async () => {
    const want = [...sent].sort((a, b) => b.at - a.at || (a.entryId < b.entryId ? -1 : 1)).map((s) => s.id);
    expect(await list('limit=100')).toEqual({ ids: want, total: String(want.length) });
    const oldest = [...sent].sort((a, b) => a.at - b.at || (a.entryId < b.entryId ? -1 : 1)).map((s) => s.id);
    expect((await list('limit=100&sort=timestamp')).ids).toEqual(oldest);
    const paged: string[] = [];
    for (let offset = 0; offset < want.length; offset += 4) {
      const page = await list(`limit=4&offset=${offset}`);
      expect(page.total).toBe(String(want.length));
      paged.push(...page.ids);
    }
    expect(paged).toEqual(want);
  });

  it('counts the folder without the messages, and with them when searching', async () => {
    expect((await list('limit=2')).total).toBe(String(sent.length));
    expect((await list('limit=2&q=Message')).total).toBe(String(sent.length));
    expect((await list('limit=2&q=no-such-words')).total).toBe('0');
  });
});
