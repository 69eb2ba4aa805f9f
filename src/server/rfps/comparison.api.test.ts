import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RFP_STATE_MESSAGES } from '@shared/rfps/state';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { addResponseFile, closeBidding, makeRfpWithBids } from '../test/factories/rfp-responses';

let t: TestApp, team: Team, other: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  other = await createTeam(t);
});
afterAll(() => t.close());

const get = (url: string, as: { email: string } = team.employee) => t.request({ method: 'GET', url, as });

/** Three bids: a known vendor (on-time 90 %) at 800, a newcomer at 1000 (fastest), one at 800 again. */
async function threeBids(
  opts: { open?: boolean; weights?: { price: number; delivery: number; onTime: number } } = {},
) {
  const known = await createVendor(t, { name: 'Zz Acme Computers', onTimeRate: '90.00' });
  return makeRfpWithBids(t, {
    department: team.department,
    createdBy: team.procurement.id,
    ...opts,
    bids: [
      {
        email: 'bids@acme.example',
        vendorId: known.id,
        companyName: 'Acme (as typed)',
        amount: '800.00',
        leadTimeDays: 20,
        validUntil: '2031-01-31',
        lines: [
          { description: 'Laptop', quantity: '2', unitPrice: '350.00' },
          { description: '=Setup', quantity: '1', unitPrice: '100.00' },
        ],
      },
      {
        email: 'quotes@newco.example',
        companyName: 'Newco, "Fast" Ltd',
        amount: '1000.00',
        leadTimeDays: 10,
        lines: [{ description: 'Laptop', quantity: '2', unitPrice: '500.00' }],
      },
      { email: 'sales@third.example', amount: '800.00', leadTimeDays: 40 },
      { email: 'late@draft.example', status: 'draft', amount: '10.00', leadTimeDays: 1 },
    ],
  });
}

describe('GET /api/rfps/{id}/comparison', () => {
  it('has one column per submitted response, scored with the RFP weights, cheapest and fastest flagged', async () => {
    const { rfpId, responseIds } = await threeBids();
    const res = await get(`/api/rfps/${rfpId}/comparison`);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ rfpId, weights: { price: 60, delivery: 25, onTime: 15 } });
    expect(c.lineDescriptions).toEqual(['Laptop', '=Setup']);
    const cols = c.columns as Record<string, unknown>[];
    expect(cols.map((col) => col.responseId)).toEqual([responseIds[0], responseIds[2], responseIds[1]]);
    expect(cols[0]).toMatchObject({
      invitationId: `${rfpId}-inv1`,
      vendorName: 'Zz Acme Computers',
      knownVendor: true,
      totalPrice: '800.00',
      leadTimeDays: 20,
      validUntil: '2031-01-31',
      onTimeRate: 90,
      // price 100, delivery 100 × 10 ÷ 20 = 50, on-time 90: (6000 + 1250 + 1350) ÷ 100
      scores: { price: 100, delivery: 50, onTime: 90, total: 86 },
      cheapest: true,
      fastest: false,
      awarded: false,
      lines: [
        { description: 'Laptop', quantity: '2', unitPrice: '350.00', total: '700.00' },
        { description: '=Setup', quantity: '1', unitPrice: '100.00', total: '100.00' },
      ],
    });
    // No vendor master record: the company name, else the address; a neutral on-time score of 50.
    expect(cols[1]).toMatchObject({
      vendorName: 'sales@third.example',
      knownVendor: false,
      onTimeRate: null,
      scores: { price: 100, delivery: 25, onTime: 50, total: 73.8 },
      cheapest: true,
      fastest: false,
    });
    expect(cols[2]).toMatchObject({
      vendorName: 'Newco, "Fast" Ltd',
      scores: { price: 80, delivery: 100, onTime: 50, total: 80.5 },
      cheapest: false,
      fastest: true,
    });
  });

  it('applies weights edited on the RFP', async () => {
    const { rfpId } = await threeBids({ weights: { price: 100, delivery: 0, onTime: 0 } });
    const c = (await get(`/api/rfps/${rfpId}/comparison`)).json();
    expect(c.weights).toEqual({ price: 100, delivery: 0, onTime: 0 });
    expect(c.columns.map((col: { scores: { total: number } }) => col.scores.total)).toEqual([100, 100, 80]);
  });

  it('is sealed (409) until the deadline has passed, then opens', async () => {
    const { rfpId } = await threeBids({ open: true });
    for (const url of [`/api/rfps/${rfpId}/comparison`, `/api/rfps/${rfpId}/comparison.csv`]) {
      const sealed = await get(url, team.procurement);
      expect(sealed.statusCode).toBe(409);
      expect(sealed.json()).toMatchObject({ code: 'conflict', message: RFP_STATE_MESSAGES.sealed });
    }
    expect(RFP_STATE_MESSAGES.sealed).toBe('Responses are sealed until the deadline has passed.');
    await closeBidding(t, rfpId);
    expect((await get(`/api/rfps/${rfpId}/comparison`, team.procurement)).statusCode).toBe(200);
  });

  it('is 404 to whoever may not see the RFP, and for an unknown one', async () => {
    const { rfpId } = await threeBids();
    expect((await get(`/api/rfps/${rfpId}/comparison`, other.employee)).statusCode).toBe(404);
    expect((await get(`/api/rfps/${rfpId}/comparison.csv`, other.manager)).statusCode).toBe(404);
    expect((await get(`/api/rfps/${rfpId}/comparison`, other.procurement)).statusCode).toBe(200);
    expect((await get('/api/rfps/rfp-none/comparison')).statusCode).toBe(404);
  });
});

describe('GET /api/rfps/{id}/comparison.csv', () => {
  it('downloads the comparison as CSV, one column per vendor, escaped and formula-safe', async () => {
    const { rfpId } = await threeBids();
    const res = await get(`/api/rfps/${rfpId}/comparison.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${rfpId}-comparison.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Vendor,Zz Acme Computers,sales@third.example,"Newco, ""Fast"" Ltd"',
      'Total price,800.00,800.00,1000.00',
      'Lead time (days),20,40,10',
      'Valid until,2031-01-31,,',
      'Laptop,700.00,,1000.00',
      "'=Setup,100.00,,",
      'Price score (60%),100.0,100.0,80.0',
      'Delivery score (25%),50.0,25.0,100.0',
      'On-time score (15%),90.0,50.0,50.0',
      'Total score,86.0,73.8,80.5',
      '',
    ]);
  });
});

describe('response files', () => {
  it('download only once the RFP is unsealed, for whoever sees the RFP, through either route', async () => {
    const { rfpId, responseIds } = await threeBids({ open: true });
    const fileId = await addResponseFile(t, responseIds[0]!, 'quote.pdf', '%PDF-1.4 quote 800');
    const draftFile = await addResponseFile(t, responseIds[3]!, 'draft.pdf', '%PDF-1.4 draft');
    const byRfp = (responseId: string, id: string) =>
      `/api/rfps/${rfpId}/responses/${responseId}/attachments/${id}`;

    expect((await get(byRfp(responseIds[0]!, fileId), team.procurement)).statusCode).toBe(409);
    expect((await get(`/api/attachments/${fileId}`, team.procurement)).statusCode).toBe(404);

    await closeBidding(t, rfpId);
    const c = (await get(`/api/rfps/${rfpId}/comparison`)).json();
    expect(c.columns[0].attachments).toEqual([{ id: fileId, fileName: 'quote.pdf', size: 18 }]);
    const file = await get(byRfp(responseIds[0]!, fileId));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="quote.pdf"');
    expect(file.body).toBe('%PDF-1.4 quote 800');
    expect((await get(`/api/attachments/${fileId}`)).body).toBe('%PDF-1.4 quote 800');

    // Another department, another response's path, a draft response: not there.
    expect((await get(byRfp(responseIds[0]!, fileId), other.employee)).statusCode).toBe(404);
    expect((await get(`/api/attachments/${fileId}`, other.employee)).statusCode).toBe(404);
    expect((await get(byRfp(responseIds[1]!, fileId))).statusCode).toBe(404);
    expect((await get(byRfp(responseIds[3]!, draftFile))).statusCode).toBe(404);
    expect((await get(`/api/attachments/${draftFile}`, team.procurement)).statusCode).toBe(404);
  });
});
