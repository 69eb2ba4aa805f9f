import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rfpDetailSchema } from '@shared/rfps/sourcing';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, fullName, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRfp } from '../test/factories/rfps';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'HR' })));
afterAll(() => t.close());

describe('GET /api/rfps/:id', () => {
  it('answers the RFP, its invitations with their state and vendor name, weights and what the user may do', async () => {
    const vendor = await createVendor(t, { contactEmail: 'Bids@Zzdetail.example' });
    const rfp = await createRfp(t, team.procurement, {
      department: 'HR',
      vendorEmails: [
        'bids@zzdetail.example',
        'a@zzdetail.example',
        'b@zzdetail.example',
        'c@zzdetail.example',
      ],
    });
    const res = await t.request({ method: 'GET', url: `/api/rfps/${rfp.id}`, as: team.procurement });
    expect(res.statusCode).toBe(200);
    const draft = rfpDetailSchema.parse(res.json());
    expect(draft).toMatchObject({
      id: rfp.id,
      status: 'draft',
      sealed: true,
      biddingOpen: false,
      createdByName: fullName(team.procurement),
      sentAt: null,
      responseCount: 0,
      weights: { price: 60, delivery: 25, onTime: 15 },
      award: null,
      can: { send: true, addVendors: true, editWeights: true, compare: false, award: false },
    });
    expect(draft.invitations.map((i) => [i.id, i.email, i.vendorName, i.state])).toEqual([
      [`${rfp.id}-inv1`, 'bids@zzdetail.example', vendor.name, 'pending'],
      [`${rfp.id}-inv2`, 'a@zzdetail.example', null, 'pending'],
      [`${rfp.id}-inv3`, 'b@zzdetail.example', null, 'pending'],
      [`${rfp.id}-inv4`, 'c@zzdetail.example', null, 'pending'],
    ]);

    // Sent: one invited, one viewed, one responded (submitted), one with a draft response only.
    const db = t.database.db;
    const sentAt = new Date();
    await db.update(rfps).set({ status: 'responses', sentAt }).where(eq(rfps.id, rfp.id));
    await db.update(rfpVendors).set({ invitedAt: sentAt }).where(eq(rfpVendors.rfpId, rfp.id));
    await db
      .update(rfpVendors)
      .set({ viewedAt: sentAt })
      .where(eq(rfpVendors.id, `${rfp.id}-inv2`));
    await db.insert(rfpResponses).values([
      {
        id: `${rfp.id}-r1`,
        rfpId: rfp.id,
        vendorEmail: 'bids@zzdetail.example',
        amount: '987654.32',
        submittedAt: sentAt,
      },
      {
        id: `${rfp.id}-r2`,
        rfpId: rfp.id,
        vendorEmail: 'c@zzdetail.example',
        amount: '123.45',
        status: 'draft',
      },
    ]);
    const sent = await t.request({ method: 'GET', url: `/api/rfps/${rfp.id}`, as: team.employee });
    const body = rfpDetailSchema.parse(sent.json());
    expect(body).toMatchObject({ status: 'responses', sealed: true, biddingOpen: true, responseCount: 1 });
    expect(body.invitations.map((i) => i.state)).toEqual(['responded', 'viewed', 'invited', 'invited']);
    expect(body.can).toEqual({
      send: false,
      addVendors: false,
      editWeights: false,
      compare: false,
      award: false,
    });
    // No price of any response, whatever its state.
    expect(sent.body).not.toContain('987654');
    expect(sent.body).not.toContain('123.45');
  });

  it('is 404 for a user of another department, and for an unknown id', async () => {
    const rfp = await createRfp(t, team.procurement, { department: 'Finance' });
    const other = await createTeam(t, 'Operations');
    expect(
      (await t.request({ method: 'GET', url: `/api/rfps/${rfp.id}`, as: other.employee })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/rfps/rfp-none', as: team.procurement })).statusCode,
    ).toBe(404);
  });
});
