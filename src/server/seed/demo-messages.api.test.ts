import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageView } from '@shared/messages/schemas';
import { recordHref } from '@shared/records';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount, demoToday } from '../test/factories/demo';

/**
 * The demo Messaging Center (issue 13), read through the API as the demo accounts see it: the
 * procurement manager's 5 unread, the four message types, per-user stars and archive, threads with
 * replies, notices linking the record they are about, and attachments that download and forward.
 * Messages are found by subject, records by their numbers and titles (never by seeded ids).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const sarah = demoAccount('Procurement Manager');
const emily = demoAccount('Employee');
const james = demoAccount('Department Manager');
const linda = demoAccount('Department Director');
const michael = demoAccount('Finance Director');
const year = demoToday().getFullYear();
const req = (n: number) => `REQ-${year}-${String(n).padStart(3, '0')}`;
const RFP_TITLE = 'Managed IT Services & Help Desk Support';

type Who = ReturnType<typeof demoAccount>;
const get = async (as: Who, url: string) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
const folder = async (as: Who, name: string): Promise<MessageView[]> =>
  (await get(as, `/api/messages?folder=${name}&limit=200`)).json();
/** Each message of every folder of the user, once. */
async function mailbox(as: Who): Promise<MessageView[]> {
  const all = new Map<string, MessageView>();
  for (const name of ['inbox', 'sent', 'archived']) for (const m of await folder(as, name)) all.set(m.id, m);
  return [...all.values()];
}
const bySubject = (rows: MessageView[], subject: string | RegExp) => {
  const found = rows.filter((m) =>
    typeof subject === 'string' ? m.subject === subject : subject.test(m.subject),
  );
  expect(found, String(subject)).toHaveLength(1);
  return found[0]!;
};

describe('demo messages', () => {
  it('gives the procurement manager exactly 5 unread', async () => {
    expect((await get(sarah, '/api/messages/unread-count')).json()).toEqual({ count: 5 });
    const unread = (await folder(sarah, 'inbox')).filter((m) => m.status === 'delivered');
    expect(unread).toHaveLength(5);
  });

  it('cover the types rfp, internal, vendor and system', async () => {
    expect(new Set((await mailbox(sarah)).map((m) => m.type))).toEqual(
      new Set(['rfp', 'internal', 'vendor', 'system']),
    );
  });

  it('have stars and archived copies per user', async () => {
    const starred = await folder(sarah, 'starred');
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((m) => m.isStarred)).toBe(true);
    const archived = await folder(sarah, 'archived');
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((m) => m.isArchived)).toBe(true);
    const inboxIds = new Set((await folder(sarah, 'inbox')).map((m) => m.id));
    expect(archived.filter((m) => inboxIds.has(m.id))).toEqual([]);
    // One message, two recipients: Emily starred her copy, Sarah's is not starred.
    const shared = 'Monitor delivery schedule';
    expect(bySubject(await folder(emily, 'starred'), shared).isStarred).toBe(true);
    expect(bySubject(await folder(sarah, 'inbox'), shared).isStarred).toBe(false);
    expect((await folder(sarah, 'starred')).map((m) => m.subject)).not.toContain(shared);
  });

  it('have threads with replies', async () => {
    const question = bySubject(await folder(sarah, 'inbox'), `Question about display requisition ${req(2)}`);
    const thread: MessageDetail[] = (await get(sarah, `/api/messages/${question.id}/thread`)).json();
    expect(thread.map((m) => m.subject)).toEqual([
      `Question about display requisition ${req(2)}`,
      `Re: Question about display requisition ${req(2)}`,
    ]);
    expect(new Set(thread.map((m) => m.threadId)).size).toBe(1);
    expect(thread.map((m) => m.folder)).toEqual(['inbox', 'sent']);
  });

  it('link the notices and RFP mail to the demo record they are about, which opens', async () => {
    const links: [Who, string | RegExp, string, string, string][] = [
      [sarah, /^Approval overdue: /, 'requisition', req(2), `/api/requisitions/${req(2)}`],
      [sarah, /\(CTR-002\)$/, 'contract', 'CTR-002', '/api/contracts/CTR-002'],
      [
        emily,
        `Your request ${req(14)} needs updates`,
        'requisition',
        req(14),
        `/api/requisitions/${req(14)}`,
      ],
      [james, `${req(5)} awaits your Manager Review`, 'requisition', req(5), `/api/requisitions/${req(5)}`],
      [james, `${req(8)} awaits your Manager Review`, 'requisition', req(8), `/api/requisitions/${req(8)}`],
    ];
    for (const [who, subject, type, id, api] of links) {
      const m = bySubject(await mailbox(who), subject);
      expect(m.type).toBe('system');
      expect(m.record, String(subject)).toEqual({ type, id });
      expect(recordHref(type, id)).not.toBeNull();
      expect((await get(who, api)).json()).toMatchObject({ id });
    }
    // The RFP mail links the RFP found by its title.
    for (const subject of [`Proposal: ${RFP_TITLE}`, `Invitation: RFP for ${RFP_TITLE}`]) {
      const m = bySubject(await mailbox(sarah), subject);
      expect(m.type).toBe('rfp');
      expect(m.record?.type).toBe('rfp');
      expect((await get(sarah, `/api/rfps/${m.record!.id}`)).json()).toMatchObject({ title: RFP_TITLE });
    }
    // Every demo notice links its record except the digest over three invoices (no single record).
    for (const who of [sarah, emily, james, michael]) {
      const unlinked = (await mailbox(who)).filter((m) => m.type === 'system' && !m.record);
      expect(unlinked.map((m) => m.subject)).toEqual(
        who === michael ? ['Invoice exceptions awaiting review'] : [],
      );
    }
  });

  it('have attachments a recipient downloads and forwards; others cannot download them', async () => {
    const inbox = await folder(sarah, 'inbox');
    const withFiles = inbox.filter((m) => m.attachments.length > 0);
    expect(withFiles.length).toBeGreaterThanOrEqual(2);
    for (const m of withFiles) {
      const detail: MessageDetail = (await get(sarah, `/api/messages/${m.id}`)).json();
      expect(detail.files.map((f) => f.fileName)).toEqual([...m.attachments].sort());
      for (const f of detail.files) {
        const file = await get(sarah, `/api/attachments/${f.id}`);
        expect(file.rawPayload.length).toBeGreaterThan(0);
        expect(file.rawPayload.length).toBe(f.size);
        expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(file.headers['content-type']).toContain('application/pdf');
        // Linda holds no copy of the message: not hers to download.
        const stranger = await t.request({ method: 'GET', url: `/api/attachments/${f.id}`, as: linda });
        expect(stranger.statusCode).toBe(404);
      }
    }
    // The sender's copy of sent mail has its files too.
    const invitation = bySubject(await folder(sarah, 'sent'), `Invitation: RFP for ${RFP_TITLE}`);
    const sent: MessageDetail = (await get(sarah, `/api/messages/${invitation.id}`)).json();
    expect(sent.files.map((f) => f.fileName)).toEqual(['RFP_Managed_IT_Services.pdf']);

    // Forward carries the file over to the new recipient, who can then download it.
    const proposal = bySubject(inbox, `Proposal: ${RFP_TITLE}`);
    const forwarded = await t.request({
      method: 'POST',
      url: `/api/messages/${proposal.id}/forward`,
      payload: { to: [linda.email], content: 'For your review.' },
      as: sarah,
    });
    expect(forwarded.statusCode, forwarded.body).toBeLessThan(300);
    const copy = bySubject(await folder(linda, 'inbox'), `Fwd: Proposal: ${RFP_TITLE}`);
    const detail: MessageDetail = (await get(linda, `/api/messages/${copy.id}`)).json();
    expect(detail.files.map((f) => f.fileName)).toEqual(['CDW_Managed_IT_Proposal.pdf']);
    const file = await get(linda, `/api/attachments/${detail.files[0]!.id}`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
