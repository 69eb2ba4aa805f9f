import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { RFP_STATE_MESSAGES } from '@shared/rfps/state';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { auditLog } from '../db/schema/admin';
import { requisitions } from '../db/schema/requisitions';
import { directSavings } from '../db/schema/savings';
import { rfps } from '../db/schema/rfps';
import { DEFAULT_SMTP_FROM } from '../config/background';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from '../mail/deliver';
import { makeRfpWithBids } from '../test/factories/rfp-responses';

let t: TestApp, team: Team, smtp: TestSmtp;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const award = (rfpId: string, responseId: string, as: { email: string } = team.procurement) =>
  t.request({ method: 'POST', url: `/api/rfps/${rfpId}/award`, payload: { responseId }, as });
const deliverMail = () =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 2, backoffBaseMs: 5 })
    .register(mailDeliveryJob({ smtpUrl: smtp.url, from: DEFAULT_SMTP_FROM }))
    .drain();
const mailTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
const savingsOf = (rfpId: string) =>
  t.database.db.select().from(directSavings).where(eq(directSavings.rfpId, rfpId));
const directSummary = async () =>
  (
    await t.request({ method: 'GET', url: '/api/cost-savings/summary?period=month', as: team.finance })
  ).json();

describe('POST /api/rfps/{id}/award', () => {
  it('closes the RFP, raises a draft requisition for its creator, records the saving, mails and audits', async () => {
    const dell = await createVendor(t, { name: 'Zz Dell Award', contactEmail: 'Bids@ZzDell.example' });
    const { rfpId, responseIds } = await makeRfpWithBids(t, {
      department: 'IT',
      createdBy: team.admin.id,
      title: 'Zzaward Laptop refresh',
      category: 'Equipment',
      budget: '$5,000',
      bids: [
        // Not linked on the response or invitation: found by its contact e-mail.
        {
          email: 'bids@zzdell.example',
          amount: '4200.00',
          leadTimeDays: 10,
          lines: [
            { description: 'Laptop 14in', quantity: '3', unitPrice: '1300.00' },
            { description: 'Docking station', quantity: '2', unitPrice: '150.00' },
          ],
        },
        { email: 'sales@zzother.example', companyName: 'Other Co', amount: '4600.00', leadTimeDays: 5 },
        { email: 'third@zzthird.example', amount: '5100.00' },
        { email: 'draft@zzdraft.example', status: 'draft', amount: '100.00' },
      ],
    });
    const before = await directSummary();

    const res = await award(rfpId, responseIds[0]!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.newVendorRequest).toBeNull();
    expect(body.savingsAmount).toBe('800.00');
    expect(body.rfp).toMatchObject({
      id: rfpId,
      status: 'closed',
      award: {
        responseId: responseIds[0],
        vendorId: dell.id,
        vendorName: 'Zz Dell Award',
        amount: '4200.00',
      },
    });
    expect(body.rfp.award.requisitionId).toBe(body.requisitionId);

    const [row] = await t.database.db.select().from(rfps).where(eq(rfps.id, rfpId));
    expect(row).toMatchObject({
      status: 'closed',
      awardedResponseId: responseIds[0],
      awardedVendorId: dell.id,
      awardedVendorName: 'Zz Dell Award',
      awardedAmount: '4200.00',
      awardedBy: team.procurement.id,
      awardRequisitionId: body.requisitionId,
    });
    expect(row!.awardedAt).toBeInstanceOf(Date);

    // The draft is the RFP creator's (admin), in My Requests, for the RFP's department, prefilled.
    const mine = await t.request({ method: 'GET', url: '/api/requisitions?requestorId=me', as: team.admin });
    expect(mine.json().map((r: { id: string }) => r.id)).toContain(body.requisitionId);
    const req = (
      await t.request({ method: 'GET', url: `/api/requisitions/${body.requisitionId}`, as: team.admin })
    ).json();
    expect(req).toMatchObject({
      status: 'draft',
      requestorId: team.admin.id,
      department: 'IT',
      title: 'Zzaward Laptop refresh',
      itemType: 'goods',
      vendorId: dell.id,
      vendorName: 'Zz Dell Award',
      totalAmount: '4200.00',
      dateNeededBy: isoDate(new Date(Date.now() + 7 * 86_400_000)),
      businessJustification: `Awarded from RFP ${rfpId} 'Zzaward Laptop refresh' to Zz Dell Award at $4,200.00, the best of 3 responses.`,
    });
    expect(
      req.items.map((i: Record<string, unknown>) => [
        i.description,
        i.quantity,
        i.unitPrice,
        i.generalLedgerCode,
      ]),
    ).toEqual([
      ['Laptop 14in', 3, '1300.00', '4000-002'],
      ['Docking station', 2, '150.00', '4000-002'],
    ]);

    // The saving against the budget ($5,000): on the Cost Savings summary at once.
    expect(await savingsOf(rfpId)).toMatchObject([
      {
        requisitionId: body.requisitionId,
        itemDescription: 'Zzaward Laptop refresh',
        originalAmount: '5000.00',
        discountedAmount: '4200.00',
        savingsAmount: '800.00',
        discountPercentage: '16.00',
        savingsCategory: 'negotiated_discount',
        spendCategory: 'IT services',
        vendorName: 'Zz Dell Award',
        dateCaptured: isoDate(new Date()),
        status: 'actualized',
      },
    ]);
    const after = await directSummary();
    expect(after.directSavingsCount).toBe(before.directSavingsCount + 1);
    expect(Number(after.directSavings) - Number(before.directSavings)).toBeCloseTo(800, 2);

    // The winner's award mail and the other respondents' regrets reach the SMTP server; not the draft's.
    await deliverMail();
    const won = mailTo('bids@zzdell.example');
    expect(won.map((m) => m.parsed.subject)).toEqual(['RFP awarded: Zzaward Laptop refresh']);
    expect(won[0]!.parsed.text).toContain('$4,200.00');
    for (const other of ['sales@zzother.example', 'third@zzthird.example']) {
      const regret = mailTo(other);
      expect(regret.map((m) => m.parsed.subject)).toEqual(['RFP outcome: Zzaward Laptop refresh']);
      expect(regret[0]!.parsed.text).toContain('awarded it to another vendor');
    }
    expect(mailTo('draft@zzdraft.example')).toEqual([]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rfpId), eq(auditLog.action, 'rfp.award')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: team.procurement.id,
      entityType: 'rfp',
      details: { responseId: responseIds[0], requisitionId: body.requisitionId, savingsAmount: '800.00' },
    });

    // A second award is refused and changes nothing.
    const again = await award(rfpId, responseIds[1]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RFP_STATE_MESSAGES.closed);
    expect((await savingsOf(rfpId)).length).toBe(1);
  });

  it('to a vendor not in the vendor master: a new vendor request prefill, no requisition, saving vs the median', async () => {
    const { rfpId, responseIds } = await makeRfpWithBids(t, {
      department: 'Operations',
      createdBy: team.procurement.id,
      title: 'Zzaward HVAC maintenance',
      category: 'Maintenance',
      budget: '$50K - $75K',
      bids: [
        { email: 'ann@zznova.example', companyName: 'Nova HVAC', contactName: 'Ann Lee', amount: '60000.00' },
        { email: 'b@zzb.example', amount: '70000.00' },
        { email: 'c@zzc.example', amount: '90000.00' },
      ],
    });
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(requisitions)
          .where(eq(requisitions.requestorId, team.procurement.id))
      ).length;
    const before = await count();
    const res = await award(rfpId, responseIds[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      requisitionId: null,
      newVendorRequest: {
        companyName: 'Nova HVAC',
        contactPerson: 'Ann Lee',
        contactEmail: 'ann@zznova.example',
        justification: `Awarded from RFP ${rfpId} 'Zzaward HVAC maintenance' to Nova HVAC at $60,000.00, the best of 3 responses. The vendor is not yet in the vendor master.`,
      },
      savingsAmount: '20000.00',
      rfp: { status: 'closed', award: { vendorId: null, vendorName: 'Nova HVAC', requisitionId: null } },
    });
    expect(await count()).toBe(before);
    expect(await savingsOf(rfpId)).toMatchObject([
      { requisitionId: null, originalAmount: '80000.00', spendCategory: 'facilities' },
    ]);
  });

  it('refuses the wrong moments and responses with 409, other RFPs’ responses with 404, others with 403', async () => {
    const bids = [
      { email: 'x@zzx.example', amount: '100.00' },
      { email: 'y@zzy.example', amount: '90.00', status: 'draft' as const },
    ];
    const open = await makeRfpWithBids(t, {
      department: 'IT',
      createdBy: team.procurement.id,
      open: true,
      bids,
    });
    const early = await award(open.rfpId, open.responseIds[0]!);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RFP_STATE_MESSAGES.noResponses);

    const closed = await makeRfpWithBids(t, { department: 'IT', createdBy: team.procurement.id, bids });
    const draft = await award(closed.rfpId, closed.responseIds[1]!);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(RFP_STATE_MESSAGES.noResponses);
    expect((await award(closed.rfpId, open.responseIds[0]!)).statusCode).toBe(404);
    expect((await award('rfp-none', closed.responseIds[0]!)).statusCode).toBe(404);
    expect((await award(closed.rfpId, closed.responseIds[0]!, team.employee)).statusCode).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: `/api/rfps/${closed.rfpId}/award`,
      payload: { responseId: ' ' },
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ responseId: 'Required' });
    const [row] = await t.database.db.select().from(rfps).where(eq(rfps.id, closed.rfpId));
    expect(row).toMatchObject({ status: 'responses', awardedResponseId: null });
    expect(await savingsOf(closed.rfpId)).toEqual([]);
  });
});
