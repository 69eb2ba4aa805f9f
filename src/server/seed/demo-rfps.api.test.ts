import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RFP_STATUSES, type RfpView } from '@shared/rfps/schemas';
import type { RfpDetail } from '@shared/rfps/sourcing';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount } from '../test/factories/demo';
import { rfpResponses, rfpVendors } from '../db/schema/rfps';

/**
 * The demo's RFPs on first start (issue 11): every status, invited vendors, and RFPs whose deadline has
 * passed with submitted responses, so the comparison and the award can be tried at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const procurement = demoAccount('Procurement Manager');
const get = async <T>(url: string) => (await t.request({ method: 'GET', url, as: procurement })).json() as T;

describe('the demo RFPs', () => {
  it('are in every status, each with invited vendors (ids <rfp>-inv<n>; sent ones invited, with a link)', async () => {
    const list = await get<RfpView[]>('/api/rfps');
    expect(new Set(list.map((r) => r.status))).toEqual(new Set(RFP_STATUSES));
    for (const rfp of list) {
      expect(rfp.vendorCount, rfp.title).toBeGreaterThan(0);
      const invited = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, rfp.id));
      expect(invited.map((i) => i.id).sort()).toEqual(invited.map((_, n) => `${rfp.id}-inv${n + 1}`).sort());
      for (const i of invited) {
        expect(i.invitedAt !== null, i.id).toBe(rfp.status !== 'draft');
        expect(i.tokenHash !== null, i.id).toBe(rfp.status !== 'draft');
      }
    }
    expect((await get<{ active: number }>('/api/rfps/summary')).active).toBe(
      list.filter((r) => r.status !== 'closed').length,
    );
  });

  it('hold at least two RFPs past their deadline, receiving responses, with 2–3 submitted responses ready to compare', async () => {
    const list = await get<RfpView[]>('/api/rfps?status=responses');
    const ready = list.filter((r) => !r.biddingOpen);
    expect(ready.length).toBeGreaterThanOrEqual(2);
    for (const rfp of ready) {
      expect(rfp.responseCount).toBeGreaterThanOrEqual(2);
      expect(rfp.responseCount).toBeLessThanOrEqual(3);
      const detail = await get<RfpDetail>(`/api/rfps/${rfp.id}`);
      expect(detail).toMatchObject({ sealed: false, can: { compare: true, award: true } });
      const rows = await t.database.db.select().from(rfpResponses).where(eq(rfpResponses.rfpId, rfp.id));
      for (const r of rows) {
        expect(r).toMatchObject({
          status: 'submitted',
          companyName: expect.any(String),
          amount: expect.any(String),
        });
        expect(r.lines.length).toBeGreaterThanOrEqual(2);
        expect(r.leadTimeDays).toEqual(expect.any(Number));
        expect(r.validUntil).toEqual(expect.any(String));
        expect(r.notes).toEqual(expect.any(String));
        const lines = r.lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unitPrice), 0);
        expect(lines.toFixed(2)).toBe(r.amount);
      }
    }
    // And one still sealed: who responded shows, the prices do not.
    const sealed = list.find((r) => r.biddingOpen)!;
    const detail = await t.request({ method: 'GET', url: `/api/rfps/${sealed.id}`, as: procurement });
    expect(detail.json()).toMatchObject({ sealed: true });
    expect(detail.json().invitations.some((i: { state: string }) => i.state === 'responded')).toBe(true);
  });

  it('keep the closed RFP’s award', async () => {
    const [closed] = await get<RfpView[]>('/api/rfps?status=closed');
    expect(closed).toMatchObject({
      awardedVendorName: expect.any(String),
      awardedAmount: expect.any(String),
    });
    const detail = await get<RfpDetail>(`/api/rfps/${closed!.id}`);
    expect(detail.award).toMatchObject({
      vendorName: closed!.awardedVendorName,
      amount: closed!.awardedAmount,
      awardedByName: expect.any(String),
    });
    expect(detail.can.award).toBe(false);
  });
});
