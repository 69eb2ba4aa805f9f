import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { rfpDetail, respond, sentRfp } from '../test/factories/rfps';
import { messagesWithSubject } from '../test/factories/messages';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

const page = (token: string) =>
  t.request({ method: 'GET', url: `/api/rfp-response?token=${encodeURIComponent(token)}`, as: null });
const responsesOf = (rfpId: string) =>
  t.database.db.select().from(rfpResponses).where(eq(rfpResponses.rfpId, rfpId));
const audits = async (rfpId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, rfpId))).map((a) => a.action);

describe('the vendor’s response link', () => {
  it('shows the RFP; the first view records viewedAt once', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['view@zzresp.example'], {
      title: 'Zzresp Printers',
      budget: '$9,000',
    });
    const token = tokens.get('view@zzresp.example')!;
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rfp: { title: 'Zzresp Printers', budget: '$9,000', contactEmail: 'buyer@example.test' },
      vendorEmail: 'view@zzresp.example',
      vendorName: null,
      open: true,
      response: null,
    });
    const [viewed] = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, id));
    expect(viewed!.viewedAt).toBeInstanceOf(Date);
    await page(token);
    const [again] = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, id));
    expect(again!.viewedAt).toEqual(viewed!.viewedAt);
    expect((await audits(id)).filter((a) => a === 'rfp.invitation-viewed')).toHaveLength(1);
    expect((await rfpDetail(t, team.procurement, id)).invitations[0]!.state).toBe('viewed');
  });

  it('a wrong token is 404 with the message, a missing one 400', async () => {
    const res = await page('not-a-real-token-at-all');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: RFP_RESPONSE_MESSAGES.badToken });
    expect((await respond(t, 'not-a-real-token-at-all')).statusCode).toBe(404);
    const none = await t.request({ method: 'GET', url: '/api/rfp-response', as: null });
    expect(none.statusCode).toBe(400);
  });

  it('saves a draft, submits, revises; the first submit moves sent → responses and tells the creator', async () => {
    const emails = ['a@zzresp.example', 'b@zzresp.example'];
    const { id, tokens } = await sentRfp(t, team.procurement, emails, { title: 'Zzresp Laptops' });
    const saved = await respond(t, tokens.get(emails[0]!)!, { submit: false, totalPrice: '900' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response).toMatchObject({ status: 'draft', totalPrice: '900.00', submittedAt: null });
    expect((await rfpDetail(t, team.procurement, id)).status).toBe('sent');

    const submitted = await respond(t, tokens.get(emails[0]!)!, { totalPrice: '1250.5', leadTimeDays: 7 });
    expect(submitted.statusCode).toBe(200);
    const first = submitted.json().response;
    expect(first).toMatchObject({
      status: 'submitted',
      companyName: 'Zz Vendor Co',
      totalPrice: '1250.50',
      leadTimeDays: 7,
      lines: [
        { description: 'Printers', quantity: '5', unitPrice: '200.00' },
        { description: 'Service', quantity: '1', unitPrice: '250.00' },
      ],
    });
    const detail = await rfpDetail(t, team.procurement, id);
    expect(detail).toMatchObject({ status: 'responses', responseCount: 1, sealed: true });
    expect(detail.invitations.map((i) => i.state)).toEqual(['responded', 'invited']);
    expect(await audits(id)).toEqual(
      expect.arrayContaining(['rfp.response-save', 'rfp.response-submit', 'rfp.responses']),
    );
    const inbox = await t.database.db
      .select({ subject: messages.subject })
      .from(mailboxEntries)
      .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      .where(eq(mailboxEntries.ownerId, team.procurement.id));
    expect(inbox.map((m) => m.subject)).toContain('First response to RFP: Zzresp Laptops');
    // As the Messaging Center shows it: RFP mail (type rfp) linking the RFP.
    expect(await messagesWithSubject(t, team.procurement, 'First response to RFP: Zzresp Laptops')).toEqual([
      { type: 'rfp', record: { type: 'rfp', id } },
    ]);

    // Revised: the new figures, the first submission's time; a second vendor leaves the status alone.
    const revised = await respond(t, tokens.get(emails[0]!)!, { totalPrice: '1100.00' });
    expect(revised.json().response).toMatchObject({ totalPrice: '1100.00', submittedAt: first.submittedAt });
    expect((await respond(t, tokens.get(emails[1]!)!, { companyName: 'Other Co' })).statusCode).toBe(200);
    expect(await rfpDetail(t, team.procurement, id)).toMatchObject({ status: 'responses', responseCount: 2 });
    expect((await audits(id)).filter((a) => a === 'rfp.responses')).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.subject, 'First response to RFP: Zzresp Laptops')),
    ).toHaveLength(1);
  });

  it('answers 400 with field messages for a bad response and stores nothing', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['bad@zzresp.example']);
    const res = await respond(t, tokens.get('bad@zzresp.example')!, {
      companyName: ' ',
      totalPrice: '-5',
      lines: [{ description: '', quantity: '0', unitPrice: 'abc' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(
      ['companyName', 'lines.0.description', 'lines.0.quantity', 'lines.0.unitPrice', 'totalPrice'].sort(),
    );
    expect(await responsesOf(id)).toEqual([]);
  });

  it('keeps prices out of the RFP detail while sealed', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['sealed@zzresp.example']);
    await respond(t, tokens.get('sealed@zzresp.example')!, { totalPrice: '77777.77' });
    for (const who of [team.procurement, team.employee]) {
      const res = await t.request({ method: 'GET', url: `/api/rfps/${id}`, as: who });
      expect(res.json()).toMatchObject({ sealed: true, responseCount: 1 });
      expect(res.body).not.toContain('77777');
    }
  });

  it('after the deadline the link is 410 expired and nothing is stored — before the deadline job has run', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, [
      'late@zzresp.example',
      'never@zzresp.example',
    ]);
    const token = tokens.get('late@zzresp.example')!;
    await respond(t, token, { totalPrice: '100.00' });
    const before = await responsesOf(id);
    const vendorsBefore = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, id));
    await t.database.db
      .update(rfps)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(rfps.id, id));
    for (const res of [
      await page(token),
      await page(tokens.get('never@zzresp.example')!),
      await respond(t, token, { totalPrice: '1.00' }),
      await respond(t, tokens.get('never@zzresp.example')!),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'expired', message: RFP_RESPONSE_MESSAGES.closed });
    }
    expect(await responsesOf(id)).toEqual(before);
    expect(await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, id))).toEqual(
      vendorsBefore,
    );
    expect((await rfpDetail(t, team.procurement, id)).biddingOpen).toBe(false);
  });

  it('is 410 once the RFP is closed, even before its deadline', async () => {
    const { id, tokens } = await sentRfp(t, team.procurement, ['closed@zzresp.example']);
    await t.database.db.update(rfps).set({ status: 'closed' }).where(eq(rfps.id, id));
    expect((await page(tokens.get('closed@zzresp.example')!)).statusCode).toBe(410);
    const [inv] = await t.database.db
      .select()
      .from(rfpVendors)
      .where(and(eq(rfpVendors.rfpId, id), eq(rfpVendors.email, 'closed@zzresp.example')));
    expect(inv!.viewedAt).toBeNull();
  });
});
