import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RFP_STATE_MESSAGES } from '@shared/rfps/state';
import { formatDate } from '@shared/format';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createRfp, rfpDetail, sendRfp, tokenInText } from '../test/factories/rfps';
import { auditLog } from '../db/schema/admin';
import { jobs } from '../db/schema/jobs';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { hashToken } from '../lib/tokens';
import { DEFAULT_SMTP_FROM } from '../config/background';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from '../mail/deliver';
import { RFP_CLOSE_JOB } from './deadline-job';

const PUBLIC_URL = 'https://procura.example.com/app';
let t: TestApp, team: Team, smtp: TestSmtp;
beforeAll(async () => {
  ({ t, team } = await createWorld({ department: 'IT', env: { PUBLIC_URL } }));
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** Delivers the queued mail through the test's SMTP listener, as the running server's job runner does. */
const deliverMail = () =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 2, backoffBaseMs: 5 })
    .register(mailDeliveryJob({ smtpUrl: smtp.url, from: DEFAULT_SMTP_FROM }))
    .drain();

const post = (url: string, as = team.procurement, payload?: object) =>
  t.request({ method: 'POST', url, as, ...(payload === undefined ? {} : { payload }) });

describe('POST /api/rfps/:id/send', () => {
  it('sends each invited address its own e-mail with a working link, stores only token hashes and enqueues the deadline', async () => {
    const vendor = await createVendor(t, { contactEmail: 'sales@zzsend.example' });
    const rfp = await createRfp(t, team.procurement, {
      title: 'Zzsend Managed print services',
      vendorEmails: ['sales@zzsend.example', 'bids@other-zzsend.example'],
      contactEmail: 'buyer@procura.example',
    });
    const res = await post(`/api/rfps/${rfp.id}/send`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'sent', biddingOpen: true, sealed: true });
    expect(detail.sentAt).toEqual(expect.any(String));
    expect(
      detail.invitations.map((i: { state: string; vendorId: string | null }) => [i.state, i.vendorId]),
    ).toEqual([
      ['invited', vendor.id],
      ['invited', null],
    ]);

    await deliverMail();
    const mails = smtp.received.filter(
      (m) => m.parsed.subject === 'Request for Proposal: Zzsend Managed print services',
    );
    // One mail per address; delivery jobs run side by side, so they may arrive in either order.
    expect(mails.map((m) => m.envelopeTo).sort()).toEqual([
      ['bids@other-zzsend.example'],
      ['sales@zzsend.example'],
    ]);
    const stored = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, rfp.id));
    const tokens = mails.map((m) => {
      const text = m.parsed.text ?? '';
      expect(text).toContain('Zzsend Managed print services');
      expect(text).toContain(`Deadline: ${formatDate(rfp.deadline)}`);
      expect(text).toContain('Contact: buyer@procura.example');
      expect(text).toContain(`${PUBLIC_URL}/rfp-response?token=`);
      const token = tokenInText(text)!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only the hash is kept.
      const row = stored.find((s) => s.email === m.envelopeTo[0])!;
      expect(row.tokenHash).toBe(hashToken(token));
      expect(row.tokenHash).not.toContain(token);
      expect(row.invitedAt).toBeInstanceOf(Date);
      return token;
    });
    expect(new Set(tokens).size).toBe(2);
    // Each link opens its own invitation.
    for (const [i, token] of tokens.entries()) {
      const page = await t.request({ method: 'GET', url: `/api/rfp-response?token=${token}`, as: null });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ vendorEmail: mails[i]!.envelopeTo[0], open: true });
    }

    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `rfp-close:${rfp.id}`));
    expect(job).toMatchObject({ kind: RFP_CLOSE_JOB, status: 'pending', payload: { rfpId: rfp.id } });
    expect(job!.runAt.toISOString()).toBe(rfp.closesAt);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rfp.id), eq(auditLog.action, 'rfp.send')));
    expect(entry).toMatchObject({ actorId: team.procurement.id });
  });

  it('is 409 the second time, and changes nothing', async () => {
    const rfp = await createRfp(t, team.procurement, { vendorEmails: ['once@zzsend.example'] });
    await sendRfp(t, team.procurement, rfp.id);
    const before = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, rfp.id));
    const again = await post(`/api/rfps/${rfp.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: RFP_STATE_MESSAGES.alreadySent });
    expect(await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, rfp.id))).toEqual(before);
  });

  it('is 409 without an invited address, or once the deadline has passed', async () => {
    const none = await createRfp(t, team.procurement);
    const res = await post(`/api/rfps/${none.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Add at least one vendor email before sending.');
    expect((await rfpDetail(t, team.procurement, none.id)).can.send).toBe(false);

    const late = await createRfp(t, team.procurement, { vendorEmails: ['late@zzsend.example'] });
    await t.database.db
      .update(rfps)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(rfps.id, late.id));
    const lateRes = await post(`/api/rfps/${late.id}/send`);
    expect(lateRes.statusCode).toBe(409);
    expect((await rfpDetail(t, team.procurement, late.id)).status).toBe('draft');
  });
});

describe('POST /api/rfps/:id/vendors', () => {
  it('adds addresses once each; on a sent RFP each new one gets its own link and mail at once', async () => {
    const vendor = await createVendor(t, { contactEmail: 'Known@Zzadd.example' });
    const rfp = await createRfp(t, team.procurement, { vendorEmails: ['first@zzadd.example'] });
    const draft = await post(`/api/rfps/${rfp.id}/vendors`, team.procurement, {
      vendorEmails: 'FIRST@zzadd.example, second@zzadd.example',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().invitations.map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([
      [`${rfp.id}-inv1`, 'pending'],
      [`${rfp.id}-inv2`, 'pending'],
    ]);
    await sendRfp(t, team.procurement, rfp.id);
    const sent = await post(`/api/rfps/${rfp.id}/vendors`, team.procurement, {
      vendorEmails: ['known@zzadd.example', 'second@ZZADD.example'],
    });
    expect(sent.statusCode).toBe(200);
    const added = sent.json().invitations.at(-1);
    expect(added).toMatchObject({
      id: `${rfp.id}-inv3`,
      email: 'known@zzadd.example',
      vendorId: vendor.id,
      state: 'invited',
    });
    await deliverMail();
    const mail = smtp.received.filter((m) => m.envelopeTo[0] === 'known@zzadd.example');
    expect(mail).toHaveLength(1);
    const page = await t.request({
      method: 'GET',
      url: `/api/rfp-response?token=${tokenInText(mail[0]!.parsed.text ?? '')}`,
      as: null,
    });
    expect(page.json()).toMatchObject({ vendorEmail: 'known@zzadd.example', vendorName: vendor.name });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rfp.id), eq(auditLog.action, 'rfp.add-vendors')));
    expect(entries).toHaveLength(2);
  });

  it('answers 400 with a field message for a bad address and stores nothing', async () => {
    const rfp = await createRfp(t, team.procurement);
    const res = await post(`/api/rfps/${rfp.id}/vendors`, team.procurement, {
      vendorEmails: 'ok@x.example, nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'vendorEmails.1': 'Invalid email' });
    expect((await rfpDetail(t, team.procurement, rfp.id)).invitations).toEqual([]);
  });
});

describe('PATCH /api/rfps/:id/weights', () => {
  it('sets the weights when they add up to 100, else 400 with the message', async () => {
    const rfp = await createRfp(t, team.procurement);
    const url = `/api/rfps/${rfp.id}/weights`;
    const bad = await t.request({
      method: 'PATCH',
      url,
      payload: { price: 50, delivery: 25, onTime: 15 },
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ price: 'Weights must add up to 100' });
    const ok = await t.request({
      method: 'PATCH',
      url,
      payload: { price: 50, delivery: 30, onTime: 20 },
      as: team.procurement,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().weights).toEqual({ price: 50, delivery: 30, onTime: 20 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rfp.id), eq(auditLog.action, 'rfp.weights')));
    expect(entry?.details).toMatchObject({ to: { price: 50, delivery: 30, onTime: 20 } });
  });
});
