import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { mailboxEntries, messages } from '../db/schema/messages';
import { createUser, type User } from '../test/factories/users';
import { unique as uid } from '../test/factories/unique';
import { deliverMessage } from '../test/factories/messages';

let t: TestApp;
let me: User;
let other: User;
let cookie: string;
const m = {} as Record<'m1' | 'm2' | 'm3' | 'm4' | 'm5', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  me = await createUser(t, { role: 'end_user', department: 'IT' });
  other = await createUser(t, { role: 'end_user', department: 'IT' });
  cookie = await t.login(me);
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const message = (
    key: keyof typeof m,
    subject: string,
    fromName: string,
    content: string,
    minutes: number,
    type = 'internal',
  ) => {
    m[key] = uid('msg');
    return {
      id: m[key],
      fromAddress: `${fromName.split(' ')[0]!.toLowerCase()}@example.com`,
      fromName,
      toAddresses: [me.email],
      subject,
      content,
      type,
      threadId: uid('thread'),
      timestamp: minutesAgo(minutes),
    };
  };
  await db
    .insert(messages)
    .values([
      message('m1', 'Zzmsg Budget review', 'Alice Vendor', 'Please review the numbers', 5, 'vendor'),
      message('m2', 'Zzmsg Delivery date', 'Bob Buyer', 'Arrives Tuesday', 60),
      message('m3', 'Zzmsg Old notice', 'Procura System', 'Archived notice', 120, 'system'),
      message('m4', 'Zzmsg Sent by me', 'Test Me', 'My note', 30),
      message('m5', 'Zzmsg Planning', 'Carol Finance', 'The quarterly forecast is attached', 10),
    ]);
  const entry = (
    messageId: string,
    folder: string,
    status: string,
    flags: { isStarred?: boolean; isArchived?: boolean } = {},
    ownerId = me.id,
  ) => ({
    id: uid('mbx'),
    messageId,
    ownerId,
    folder,
    status,
    ...flags,
  });
  await db
    .insert(mailboxEntries)
    .values([
      entry(m.m1, 'inbox', 'delivered'),
      entry(m.m2, 'inbox', 'read', { isStarred: true }),
      entry(m.m3, 'inbox', 'delivered', { isArchived: true }),
      entry(m.m4, 'sent', 'sent', { isStarred: true }),
      entry(m.m5, 'inbox', 'delivered'),
      entry(m.m1, 'inbox', 'delivered', {}, other.id),
    ]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, total: res.headers['x-total-count'], body: res.json() };
};
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/messages', () => {
  it('answers the inbox (default), newest first, without archived copies, with the spec fields', async () => {
    const res = await get('/api/messages');
    expect(res.status).toBe(200);
    expect(res.total).toBe('3');
    expect(ids(res.body)).toEqual([m.m1, m.m5, m.m2]);
    expect(res.body[0]).toEqual({
      id: m.m1,
      entryId: expect.any(String),
      folder: 'inbox',
      from: 'alice@example.com',
      fromName: 'Alice Vendor',
      to: [me.email],
      subject: 'Zzmsg Budget review',
      content: 'Please review the numbers',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      type: 'vendor',
      status: 'delivered',
      attachments: [],
      isStarred: false,
      isArchived: false,
      threadId: expect.any(String),
      record: null,
    });
  });

  it('answers the sent, starred and archived folders', async () => {
    expect(ids((await get('/api/messages?folder=sent')).body)).toEqual([m.m4]);
    expect(ids((await get('/api/messages?folder=starred')).body)).toEqual([m.m4, m.m2]);
    expect(ids((await get('/api/messages?folder=archived')).body)).toEqual([m.m3]);
    const bad = await get('/api/messages?folder=spam');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ folder: 'Folder must be inbox, sent, starred or archived' });
  });

  it('searches subject, sender name and content, case-insensitively', async () => {
    expect(ids((await get('/api/messages?q=BUDGET')).body)).toEqual([m.m1]);
    expect(ids((await get('/api/messages?q=bob%20buyer')).body)).toEqual([m.m2]);
    expect(ids((await get('/api/messages?q=forecast')).body)).toEqual([m.m5]);
    expect(ids((await get('/api/messages?folder=archived&q=notice')).body)).toEqual([m.m3]);
  });

  it('pages with X-Total-Count and shows only the user’s own mailbox', async () => {
    const page = await get('/api/messages?limit=1&offset=1');
    expect(page.total).toBe('3');
    expect(ids(page.body)).toEqual([m.m5]);
    const theirs = await t.request({ method: 'GET', url: '/api/messages?q=zzmsg', as: other });
    expect(ids(theirs.json())).toEqual([m.m1]);
    expect((await t.request({ method: 'GET', url: '/api/messages', as: null })).statusCode).toBe(401);
  });
});

describe('GET /api/messages/unread-count', () => {
  it('counts delivered, unarchived inbox copies', async () => {
    expect((await get('/api/messages/unread-count')).body).toEqual({ count: 2 });
  });

  it('agrees with the inbox listing for another user', async () => {
    await deliverMessage(t, [other]);
    await deliverMessage(t, [other, me]);
    const count = (await t.request({ method: 'GET', url: '/api/messages/unread-count', as: other })).json()
      .count;
    const inbox = (await t.request({ method: 'GET', url: '/api/messages?limit=500', as: other })).json();
    expect(count).toBe(3);
    expect(count).toBe(inbox.filter((r: { status: string }) => r.status === 'delivered').length);
  });
});
