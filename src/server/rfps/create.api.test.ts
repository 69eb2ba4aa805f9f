import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { closesAtOf } from '@shared/rfps/deadline';
import { DEADLINE_PAST_MESSAGE } from '@shared/rfps/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { auditLog } from '../db/schema/admin';
import { type Team, type TeamMember } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRfp, rfpDetail, rfpForm } from '../test/factories/rfps';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

const form = {
  title: 'Zzrfp Managed print services',
  category: 'IT Services',
  description: 'Printers for three floors',
  requirements: 'Service within 4 hours',
  budget: '$50K - $75K',
  deadline: '2030-06-30',
  contactEmail: 'buyer@example.test',
  department: 'IT',
  vendorEmails: ['sales@printco.example', ' bids@inkworks.example ', ''],
  createdDate: '1999-01-01T00:00:00.000Z',
  status: 'closed',
  responseCount: 42,
};
const post = (payload: object, as = team.procurement) =>
  t.request({ method: 'POST', url: '/api/rfps', payload, as });
const count = async () => (await t.database.db.select({ id: rfps.id }).from(rfps)).length;

describe('POST /api/rfps: the RFP form’s messages (spec section 5)', () => {
  it.each([
    ['title', 'Required'],
    ['category', 'Required'],
    ['description', 'Required'],
    ['requirements', 'Required'],
    ['deadline', 'Required'],
    ['department', 'Required'],
    ['contactEmail', 'Required'],
  ])('%s missing or blank: 400 "%s", nothing stored', async (field, message) => {
    const before = await count();
    for (const value of [undefined, '', '   ']) {
      const payload: Record<string, unknown> = { ...form, [field]: value };
      if (value === undefined) delete payload[field];
      const res = await post(payload);
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [field]: message });
    }
    expect(await count()).toBe(before);
  });

  it('reports each wrong value in the form layer’s words', async () => {
    const res = await post({
      ...form,
      category: 'Catering',
      contactEmail: 'not-an-email',
      deadline: 'someday',
      department: 'Legal',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      category:
        'Expected one of IT Services, Professional Services, Construction, Maintenance, Consulting, Equipment, received Catering',
      deadline: 'Invalid date',
      department: 'Expected one of IT, Finance, HR, Operations, Procurement, received Legal',
      contactEmail: 'Invalid email',
    });
  });

  it('refuses a deadline before today (400, field message) and takes today', async () => {
    const before = await count();
    const yesterday = isoDate(addDays(new Date(), -1));
    const res = await post({ ...form, deadline: yesterday });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: DEADLINE_PAST_MESSAGE,
      fieldErrors: { deadline: 'Deadline cannot be in the past' },
    });
    expect(await count()).toBe(before);
    const today = isoDate(new Date());
    const ok = await post({ ...form, title: 'Zzrfp due today', deadline: today });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ deadline: today, biddingOpen: false });
    expect(ok.json().closesAt).toBe(closesAtOf(today).toISOString());
  });
});

describe('POST /api/rfps: creating', () => {
  it('creates a draft rfp-NNN with no responses, dated now, ignoring what the client sent for those', async () => {
    const started = Date.now();
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: form.title,
      category: 'IT Services',
      description: form.description,
      requirements: form.requirements,
      budget: '$50K - $75K',
      deadline: '2030-06-30',
      closesAt: closesAtOf('2030-06-30').toISOString(),
      contactEmail: form.contactEmail,
      department: 'IT',
      vendorEmails: ['bids@inkworks.example', 'sales@printco.example'],
      vendorCount: 2,
      status: 'draft',
      responseCount: 0,
      biddingOpen: false,
      awardedVendorName: null,
      awardedAmount: null,
    });
    expect(body.id).toMatch(/^rfp-\d{3,}$/);
    expect(Date.parse(body.createdDate)).toBeGreaterThanOrEqual(started - 1000);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(entry).toMatchObject({ action: 'rfp.create', actorId: team.procurement.id });
    const invitations = (await rfpDetail(t, team.procurement, body.id)).invitations;
    expect(invitations.map((i) => [i.id, i.email, i.state])).toEqual([
      [`${body.id}-inv1`, 'sales@printco.example', 'pending'],
      [`${body.id}-inv2`, 'bids@inkworks.example', 'pending'],
    ]);
  });

  it('accepts vendor emails as comma separated text, once each, and links a known vendor', async () => {
    const vendorId = (await createVendor(t, { contactEmail: 'Quotes@Zzknown.example' })).id;
    const res = await post({
      ...form,
      title: 'Zzrfp Office fit-out',
      budget: '',
      vendorEmails: 'quotes@zzknown.example, , other@x.example,QUOTES@zzknown.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      budget: null,
      vendorEmails: ['other@x.example', 'quotes@zzknown.example'],
    });
    const links = await t.database.db.select().from(rfpVendors).where(eq(rfpVendors.rfpId, res.json().id));
    expect(links.find((l) => l.email === 'quotes@zzknown.example')?.vendorId).toBe(vendorId);
    expect(links.find((l) => l.email === 'other@x.example')?.vendorId).toBeNull();
  });
});

describe('who may create, send, add vendors and set weights', () => {
  const others: TeamMember[] = ['employee', 'manager', 'director', 'finance', 'ap', 'legal'];

  it.each(others)('%s: 403 on each, nothing changes', async (who) => {
    const rfp = await createRfp(t, team.procurement, { vendorEmails: ['v@zzperm.example'] });
    const before = await rfpDetail(t, team.procurement, rfp.id);
    const as = team[who];
    const tries = [
      await post(rfpForm(), as),
      await t.request({ method: 'POST', url: `/api/rfps/${rfp.id}/send`, as }),
      await t.request({
        method: 'POST',
        url: `/api/rfps/${rfp.id}/vendors`,
        payload: { vendorEmails: ['x@zzperm.example'] },
        as,
      }),
      await t.request({
        method: 'PATCH',
        url: `/api/rfps/${rfp.id}/weights`,
        payload: { price: 40, delivery: 40, onTime: 20 },
        as,
      }),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await rfpDetail(t, team.procurement, rfp.id)).toEqual(before);
  });

  it('admin may, as procurement does', async () => {
    const rfp = await createRfp(t, team.admin, { vendorEmails: ['v@zzadmin.example'] });
    const sent = await t.request({ method: 'POST', url: `/api/rfps/${rfp.id}/send`, as: team.admin });
    expect(sent.statusCode).toBe(200);
  });
});
