import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MessageDetail, MessageView } from '@shared/messages/schemas';
import { auditLog } from '../db/schema/admin';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { multipart, PDF } from '../test/factories/multipart';
import type { Account, TestApp } from '../test/harness';
import { notify } from './notify';

let t: TestApp, team: Team, stranger: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  stranger = await createTeam(t);
});
afterAll(() => t.close());

const send = (as: Account, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/messages', payload, as });
const folder = async (as: Account, name: string, q = '') =>
  (
    await t.request({ method: 'GET', url: `/api/messages?folder=${name}&q=${encodeURIComponent(q)}`, as })
  ).json() as MessageView[];
const unread = async (as: Account) =>
  ((await t.request({ method: 'GET', url: '/api/messages/unread-count', as })).json() as { count: number })
    .count;
const patch = (as: Account, id: string, payload: Record<string, boolean>) =>
  t.request({ method: 'PATCH', url: `/api/messages/${id}`, payload, as });

describe('compose', () => {
  it('needs a recipient, a subject and a message, each non-empty once trimmed, and known addresses', async () => {
    const empty = await send(team.employee, { to: [], subject: '  ', content: '\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ to: 'Required', subject: 'Required', content: 'Required' });
    const blankTo = await send(team.employee, { to: ' , ', subject: 'Hi', content: 'Hello' });
    expect(blankTo.json().fieldErrors).toEqual({ to: 'Required' });
    const bad = await send(team.employee, { to: ['not-an-address'], subject: 'Hi', content: 'Hello' });
    expect(bad.json().fieldErrors.to).toBe('Invalid email');
    const unknown = await send(team.employee, {
      to: ['nobody@example.test'],
      subject: 'Hi',
      content: 'Hello',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.to).toBe('No Procura user has the address nobody@example.test');
    expect(await folder(team.employee, 'sent')).toEqual([]);
  });

  it('delivers to each recipient, keeps the sender a sent copy and audits it', async () => {
    const before = [await unread(team.manager), await unread(team.director)];
    const res = await send(team.employee, {
      to: `${team.manager.email.toUpperCase()}, ${team.director.email}`,
      subject: '  Laptop order  ',
      content: 'Can we order the laptops this week?',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json() as MessageDetail;
    expect(sent).toMatchObject({ folder: 'sent', status: 'sent', subject: 'Laptop order', type: 'internal' });
    expect(new Set(sent.to)).toEqual(new Set([team.manager.email, team.director.email]));
    expect([await unread(team.manager), await unread(team.director)]).toEqual(before.map((n) => n + 1));
    const inbox = await folder(team.manager, 'inbox', 'laptops this week');
    expect(inbox.map((m) => [m.id, m.status, m.fromName])).toEqual([[sent.id, 'delivered', sent.fromName]]);
    expect((await folder(team.employee, 'sent', 'Laptop')).map((m) => m.id)).toEqual([sent.id]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.id), eq(auditLog.action, 'message.send')));
    expect(entry?.actorId).toBe(team.employee.id);
    // Nobody else holds it.
    expect(
      (await t.request({ method: 'GET', url: `/api/messages/${sent.id}`, as: stranger.manager })).statusCode,
    ).toBe(404);
    expect((await patch(stranger.manager, sent.id, { isStarred: true })).statusCode).toBe(404);
  });
});

describe('a recipient reads, stars, archives and replies', () => {
  it('changes only their own copy, and the reply lands in the thread', async () => {
    const sent = (
      await send(team.finance, {
        to: [team.ap.email, team.legal.email],
        subject: 'Vendor W-9',
        content: 'Please check it.',
      })
    ).json() as MessageDetail;
    const start = await unread(team.ap);
    const read = await patch(team.ap, sent.id, { isRead: true });
    expect(read.json()).toMatchObject({ status: 'read', folder: 'inbox' });
    expect(await unread(team.ap)).toBe(start - 1);
    expect((await folder(team.legal, 'inbox', 'Vendor W-9'))[0]?.status).toBe('delivered');

    await patch(team.ap, sent.id, { isStarred: true });
    expect((await folder(team.ap, 'starred')).map((m) => m.id)).toContain(sent.id);
    expect((await folder(team.legal, 'starred')).map((m) => m.id)).not.toContain(sent.id);
    await patch(team.ap, sent.id, { isArchived: true });
    expect((await folder(team.ap, 'archived')).map((m) => m.id)).toContain(sent.id);
    expect((await folder(team.ap, 'inbox')).map((m) => m.id)).not.toContain(sent.id);
    expect((await patch(team.ap, sent.id, {})).statusCode).toBe(400);

    const blank = await t.request({
      method: 'POST',
      url: `/api/messages/${sent.id}/reply`,
      payload: { content: '  ' },
      as: team.ap,
    });
    expect(blank.json().fieldErrors).toEqual({ content: 'Required' });
    const reply = await t.request({
      method: 'POST',
      url: `/api/messages/${sent.id}/reply`,
      payload: { content: 'Checked, all good.' },
      as: team.ap,
    });
    expect(reply.statusCode).toBe(201);
    const answer = reply.json() as MessageDetail;
    expect(answer).toMatchObject({
      subject: 'Re: Vendor W-9',
      threadId: sent.threadId,
      to: [team.finance.email],
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/messages/${answer.id}/reply`,
      payload: { content: 'Thanks' },
      as: team.finance,
    });
    expect(again.json().subject).toBe('Re: Vendor W-9');
    const thread = (
      await t.request({ method: 'GET', url: `/api/messages/${sent.id}/thread`, as: team.finance })
    ).json() as MessageDetail[];
    expect(thread.map((m) => m.content)).toEqual(['Please check it.', 'Checked, all good.', 'Thanks']);
    // Legal was not part of the reply: their thread is the first message only.
    const legalThread = (
      await t.request({ method: 'GET', url: `/api/messages/${sent.id}/thread`, as: team.legal })
    ).json() as MessageDetail[];
    expect(legalThread.map((m) => m.id)).toEqual([sent.id]);
  });

  it('cannot reply to a system notice', async () => {
    const id = await t.database.db.transaction((tx) =>
      notify(tx, {
        toUserIds: [team.employee.id],
        subject: 'Request approved',
        content: 'Your request was approved.',
      }),
    );
    const detail = (
      await t.request({ method: 'GET', url: `/api/messages/${id}`, as: team.employee })
    ).json() as MessageDetail;
    expect(detail.can.reply).toBe(false);
    const res = await t.request({
      method: 'POST',
      url: `/api/messages/${id}/reply`,
      payload: { content: 'Thanks' },
      as: team.employee,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('attachments and forward', () => {
  it('sends files with the message; a forward copies them; strangers cannot download them', async () => {
    const form = multipart({ to: team.manager.email, subject: 'Quote attached', content: 'See the PDF.' }, [
      { field: 'file', name: 'quote.pdf', content: PDF, type: 'application/pdf' },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/messages', ...form, as: team.procurement });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as MessageDetail;
    expect(sent.attachments).toEqual(['quote.pdf']);
    const file = sent.files[0]!;
    const got = await t.request({ method: 'GET', url: `/api/attachments/${file.id}`, as: team.manager });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: `/api/attachments/${file.id}`, as: stranger.employee }))
        .statusCode,
    ).toBe(404);

    const fwd = await t.request({
      method: 'POST',
      url: `/api/messages/${sent.id}/forward`,
      payload: { to: [team.director.email], content: 'FYI' },
      as: team.manager,
    });
    expect(fwd.statusCode, fwd.body).toBe(201);
    const forwarded = fwd.json() as MessageDetail;
    expect(forwarded.subject).toBe('Fwd: Quote attached');
    expect(forwarded.threadId).not.toBe(sent.threadId);
    expect(forwarded.content).toMatch(
      /^FYI\n---------- Forwarded message ----------\nFrom: .+\n[\s\S]*See the PDF\.$/,
    );
    const copy = forwarded.files[0]!;
    expect(copy).toMatchObject({ fileName: 'quote.pdf', size: PDF.length });
    expect(copy.id).not.toBe(file.id);
    const directorGets = await t.request({
      method: 'GET',
      url: `/api/attachments/${copy.id}`,
      as: team.director,
    });
    expect(directorGets.rawPayload.equals(PDF)).toBe(true);
    // The director holds only the forward, not the original.
    expect(
      (await t.request({ method: 'GET', url: `/api/attachments/${file.id}`, as: team.director })).statusCode,
    ).toBe(404);
  });

  it('refuses a file type it does not take', async () => {
    const form = multipart({ to: team.manager.email, subject: 'Script', content: 'Run it' }, [
      { field: 'file', name: 'run.exe', content: Buffer.from('MZ…'), type: 'application/octet-stream' },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/messages', ...form, as: team.procurement });
    expect(res.statusCode).toBe(400);
    expect(await folder(team.procurement, 'sent', 'Script')).toEqual([]);
  });
});

describe('recipient type-ahead', () => {
  it('finds active users by name or e-mail, at most the limit', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/messages/recipients?q=${encodeURIComponent(team.manager.email)}`,
      as: team.employee,
    });
    expect(res.json()).toEqual([
      { id: team.manager.id, name: expect.any(String), email: team.manager.email },
    ]);
    const none = await t.request({ method: 'GET', url: '/api/messages/recipients?q=', as: team.employee });
    expect(none.json()).toEqual([]);
  });
});
