import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';

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

describe('POST /api/rfps', () => {
  it('is refused to users without manage_rfps', async () => {
    const res = await t.request({ method: 'POST', url: '/api/rfps', payload: form, as: team.employee });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(rfps)).toEqual(expect.any(Array));
  });

  it('answers 400 with the form-layer messages and stores nothing', async () => {
    const before = (await t.database.db.select().from(rfps)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/rfps',
      payload: {
        title: '',
        category: '',
        contactEmail: 'not-an-email',
        deadline: 'someday',
        department: 'Legal',
      },
      as: team.procurement,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      title: 'Required',
      category: 'Required',
      description: 'Required',
      requirements: 'Required',
      deadline: 'Invalid date',
      department: 'Expected one of IT, Finance, HR, Operations, Procurement, received Legal',
      contactEmail: 'Invalid email',
    });
    const missing = await t.request({ method: 'POST', url: '/api/rfps', payload: {}, as: team.procurement });
    expect(missing.json().fieldErrors).toMatchObject({
      deadline: 'Required',
      contactEmail: 'Required',
      department: 'Required',
    });
    expect((await t.database.db.select().from(rfps)).length).toBe(before);
  });

  it('creates a draft rfp-NNN with no responses, dated now, ignoring what the client sent for those', async () => {
    const started = Date.now();
    const res = await t.request({ method: 'POST', url: '/api/rfps', payload: form, as: team.procurement });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: form.title,
      category: 'IT Services',
      description: form.description,
      requirements: form.requirements,
      budget: '$50K - $75K',
      deadline: '2030-06-30',
      contactEmail: form.contactEmail,
      department: 'IT',
      vendorEmails: ['bids@inkworks.example', 'sales@printco.example'],
      status: 'draft',
      responseCount: 0,
    });
    expect(body.id).toMatch(/^rfp-\d{3,}$/);
    expect(Date.parse(body.createdDate)).toBeGreaterThanOrEqual(started - 1000);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(entry).toMatchObject({ action: 'rfp.create', actorId: team.procurement.id });
  });

  it('accepts vendor emails as comma separated text and links a known vendor', async () => {
    const vendorId = (await createVendor(t, { contactEmail: 'Quotes@Zzknown.example' })).id;
    const res = await t.request({
      method: 'POST',
      url: '/api/rfps',
      payload: {
        ...form,
        title: 'Zzrfp Office fit-out',
        budget: '',
        vendorEmails: 'quotes@zzknown.example, , other@x.example,QUOTES@zzknown.example',
      },
      as: team.procurement,
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

describe('GET /api/rfps', () => {
  it('lists with response counts, newest first, searchable, filterable and paged', async () => {
    const db = t.database.db;
    const older = (
      await t.request({
        method: 'POST',
        url: '/api/rfps',
        payload: { ...form, title: 'Zzrfp Alpha', category: 'Consulting', deadline: '2030-01-01' },
        as: team.procurement,
      })
    ).json();
    const newer = (
      await t.request({
        method: 'POST',
        url: '/api/rfps',
        payload: { ...form, title: 'Zzrfp Beta', category: 'Equipment', deadline: '2029-01-01' },
        as: team.procurement,
      })
    ).json();
    await db
      .update(rfps)
      .set({ createdDate: new Date('2024-01-01T00:00:00Z') })
      .where(eq(rfps.id, older.id));
    await db.update(rfps).set({ status: 'responses' }).where(eq(rfps.id, newer.id));
    await db.insert(rfpResponses).values([
      { id: `${newer.id}-r1`, rfpId: newer.id, vendorEmail: 'a@x.example' },
      { id: `${newer.id}-r2`, rfpId: newer.id, vendorEmail: 'b@x.example' },
      { id: `${newer.id}-r3`, rfpId: newer.id, vendorEmail: 'c@x.example', status: 'draft' },
    ]);

    const all = await t.request({ method: 'GET', url: '/api/rfps?q=zzrfp', as: team.employee });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    const rows = all.json();
    expect(rows.at(-1).id).toBe(older.id);
    expect(rows.find((r: { id: string }) => r.id === newer.id)).toMatchObject({
      responseCount: 2,
      status: 'responses',
    });
    expect(rows.find((r: { id: string }) => r.id === older.id)).toMatchObject({ responseCount: 0 });

    const byCategory = await t.request({ method: 'GET', url: '/api/rfps?q=consulting', as: team.employee });
    const matches = byCategory.json() as { id: string; title: string; category: string }[];
    expect(matches.map((r) => r.id)).toContain(older.id);
    expect(matches.map((r) => r.id)).not.toContain(newer.id);
    expect(matches.every((r) => `${r.title} ${r.category}`.toLowerCase().includes('consulting'))).toBe(true);
    const byStatus = await t.request({
      method: 'GET',
      url: '/api/rfps?q=zzrfp&status=responses',
      as: team.employee,
    });
    expect(byStatus.json().map((r: { id: string }) => r.id)).toEqual([newer.id]);
    const firstPage = await t.request({ method: 'GET', url: '/api/rfps?q=zzrfp&limit=1', as: team.employee });
    expect(firstPage.headers['x-total-count']).toBe('4');
    expect(firstPage.json().map((r: { id: string }) => r.id)).toEqual([rows[0].id]);
    const lastPage = await t.request({
      method: 'GET',
      url: '/api/rfps?q=zzrfp&offset=3',
      as: team.employee,
    });
    expect(lastPage.json().map((r: { title: string }) => r.title)).toEqual(['Zzrfp Alpha']);
    const oldestFirst = await t.request({
      method: 'GET',
      url: '/api/rfps?q=zzrfp&sort=createdDate&limit=1',
      as: team.employee,
    });
    expect(oldestFirst.json().map((r: { id: string }) => r.id)).toEqual([older.id]);
    const bad = await t.request({ method: 'GET', url: '/api/rfps?status=open', as: team.employee });
    expect(bad.statusCode).toBe(400);

    const one = await t.request({ method: 'GET', url: `/api/rfps/${newer.id}`, as: team.employee });
    expect(one.json()).toMatchObject({ id: newer.id, responseCount: 2 });
    expect(
      (await t.request({ method: 'GET', url: '/api/rfps/rfp-none', as: team.employee })).statusCode,
    ).toBe(404);
  });
});
