import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { requisitions } from '../db/schema/requisitions';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { fullName, type Team } from '../test/factories/users';

/** The team works in IT; its finance user raises a Finance request; procurement sees all. */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

const tag = `T${Date.now().toString(36)}`;
const form = (over: Record<string, unknown> = {}) => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: 'IT',
  businessJustification: 'Team growth',
  dateNeededBy: '2030-02-01',
  lineItems: [{ description: 'Monitor', generalLedgerCode: '4000-001', quantity: 2, unitPrice: 1500 }],
  status: 'Pending Review',
  ...over,
});
const post = async (as: Account, over: Record<string, unknown> = {}) => {
  const res = await t.request({ method: 'POST', url: '/api/requisitions', payload: form(over), as });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; status: string; totalAmount: string };
};
const get = (url: string, as: Account) => t.request({ method: 'GET', url, as });
const patch = (id: string, payload: object, as: Account = team.employee) =>
  t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, payload, as });

let mine: string; // Emily, IT, pending
let finance: string; // Michael, Finance, pending
let draft: string; // Emily, IT, draft
beforeAll(async () => {
  mine = (await post(team.employee, { title: `${tag} Emily pending` })).id;
  finance = (await post(team.finance, { department: 'Finance', title: `${tag} Finance pending` })).id;
  draft = (await post(team.employee, { status: 'draft', title: `${tag} Emily draft` })).id;
});

describe('GET /api/requisitions scoping', () => {
  it('an end user sees only their own requests (drafts included)', async () => {
    const res = await get('/api/requisitions?limit=500', team.employee);
    const rows = res.json() as { id: string; requestorId: string }[];
    expect(rows.every((r) => r.requestorId === team.employee.id)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([mine, draft]));
    expect(rows.map((r) => r.id)).not.toContain(finance);
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    expect((await get(`/api/requisitions/${finance}`, team.employee)).statusCode).toBe(404);
  });

  it("a manager sees the department's submitted requests, not other departments nor others' drafts", async () => {
    const rows = (await get('/api/requisitions?limit=500', team.manager)).json() as Record<string, string>[];
    expect(rows.every((r) => r.department === 'IT' || r.requestorId === team.manager.id)).toBe(true);
    expect(rows.map((r) => r.id)).toContain(mine);
    expect(rows.map((r) => r.id)).not.toContain(finance);
    expect(rows.map((r) => r.id)).not.toContain(draft);
    expect((await get(`/api/requisitions/${finance}`, team.manager)).statusCode).toBe(404);
    expect((await get(`/api/requisitions/${draft}`, team.manager)).statusCode).toBe(404);
    expect((await get(`/api/requisitions/${mine}`, team.manager)).statusCode).toBe(200);
  });

  it('procurement sees every department', async () => {
    const res = await get(`/api/requisitions?q=${tag}`, team.procurement);
    expect(
      res
        .json()
        .map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([mine, finance].sort());
    expect(res.headers['x-total-count']).toBe('2');
    const detail = await get(`/api/requisitions/${finance}`, team.procurement);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: finance,
      requestorName: fullName(team.finance),
      department: 'Finance',
    });
  });

  it('filters, searches, sorts and pages in SQL', async () => {
    const byTitle = await get(
      `/api/requisitions?q=${encodeURIComponent(`${tag} emily draft`)}`,
      team.employee,
    );
    expect(byTitle.json().map((r: { id: string }) => r.id)).toEqual([draft]);
    const drafts = (await get('/api/requisitions?status=draft&limit=500', team.employee)).json();
    expect(drafts.map((r: { id: string }) => r.id)).toEqual([draft]);
    await post(team.procurement, { department: 'Procurement', status: 'draft' });
    const me = (await get('/api/requisitions?requestorId=me&limit=500', team.procurement)).json();
    expect(me).toHaveLength(1);
    expect(me.every((r: { requestorId: string }) => r.requestorId === team.procurement.id)).toBe(true);
    const sorted = (await get('/api/requisitions?sort=-totalAmount&limit=500', team.procurement)).json();
    const amounts = sorted.map((r: { totalAmount: string }) => Number(r.totalAmount));
    expect(amounts.length).toBeGreaterThan(2);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const all = await get('/api/requisitions?sort=createdAt&limit=500', team.procurement);
    const page = await get('/api/requisitions?sort=createdAt&limit=2&offset=1', team.procurement);
    expect(page.json().map((r: { id: string }) => r.id)).toEqual(
      all
        .json()
        .slice(1, 3)
        .map((r: { id: string }) => r.id),
    );
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);
    const bad = await get('/api/requisitions?sort=password', team.procurement);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/requisitions?limit=501', team.procurement)).statusCode).toBe(400);
  });

  it('the detail carries the requisition fields, items and approval workflow', async () => {
    const body = (await get(`/api/requisitions/${mine}`, team.employee)).json();
    for (const key of [
      'id',
      'status',
      'requestorId',
      'requestorName',
      'title',
      'description',
      'itemType',
      'requestType',
      'vendorId',
      'vendorName',
      'totalAmount',
      'amount',
      'submittedDate',
      'department',
      'feedback',
      'budgetWarning',
      'urgencyLevel',
      'dateNeededBy',
      'businessJustification',
      'createdAt',
      'updatedAt',
      'items',
      'attachments',
      'workflow',
      'approvalHistory',
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      status: 'pending',
      totalAmount: '3000.00',
      amount: '3000.00',
      urgencyLevel: 'low',
    });
    expect(body.workflow[0]).toMatchObject({ name: 'Manager Review', status: 'pending', department: 'IT' });
    const items = await get(`/api/requisitions/${mine}/items`, team.employee);
    expect(items.json()).toEqual(body.items);
    expect(items.headers['x-total-count']).toBe('1');
    expect((await get(`/api/requisitions/${finance}/items`, team.employee)).statusCode).toBe(404);
    expect((await get(`/api/requisitions/${finance}/workflow`, team.employee)).statusCode).toBe(404);
    expect((await get('/api/requisitions/REQ-1999-999', team.procurement)).statusCode).toBe(404);
  });
});

describe('PATCH /api/requisitions/{id}', () => {
  it('validates with the spec messages and changes nothing on bad input', async () => {
    const res = await patch(draft, { department: '', businessJustification: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      department: 'Department is required',
      businessJustification: 'Business justification is required',
    });
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, draft));
    expect(row!.department).toBe('IT');
  });

  it("replaces a draft's fields and lines, recomputing the total", async () => {
    const res = await patch(draft, {
      businessJustification: 'Updated',
      urgencyLevel: 'high',
      lineItems: [
        { description: 'Chair', generalLedgerCode: '4000-001', quantity: 4, unitPrice: '125.50' },
        { description: 'Mat', generalLedgerCode: '4000-001', unitPrice: 40 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      businessJustification: 'Updated',
      urgencyLevel: 'high',
      totalAmount: '542.00',
      title: `${tag} Emily draft`,
    });
    expect(
      res.json().items.map((i: { description: string; total: string }) => [i.description, i.total]),
    ).toEqual([
      ['Chair', '502.00'],
      ['Mat', '40.00'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft), eq(auditLog.action, 'requisition.update')));
    expect(audits).toHaveLength(1);
  });

  it('is for the requestor only (403) and only while draft or returned (409)', async () => {
    expect((await patch(mine, { businessJustification: 'x' }, team.manager)).statusCode).toBe(403);
    const pending = await patch(mine, { businessJustification: 'x' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('conflict');
    expect((await patch(finance, { businessJustification: 'x' })).statusCode).toBe(404);
    expect((await patch(draft, { status: 'approved' })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, mine));
    expect(row!.businessJustification).toBe('Team growth');
  });

  it("status 'pending' submits a draft and builds its approval chain", async () => {
    const id = (await post(team.employee, { status: 'draft' })).id;
    // A title taken from the first line follows the lines.
    const relined = await patch(id, {
      lineItems: [{ description: 'Keyboard', generalLedgerCode: '4000-001', unitPrice: 1800 }],
    });
    expect(relined.json()).toMatchObject({ title: 'Keyboard', totalAmount: '1800.00', status: 'draft' });
    const res = await patch(id, { status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    expect(res.json().submittedDate).not.toBeNull();
    expect(res.json().workflow[0]).toMatchObject({ name: 'Manager Review', status: 'pending' });
  });

  it('resubmits a returned request: the old chain is cancelled and a new one starts', async () => {
    const id = (await post(team.employee)).id;
    await t.database.db
      .update(requisitions)
      .set({ status: 'returned', feedback: 'Add a second quote' })
      .where(eq(requisitions.id, id));
    const returned = (await get(`/api/requisitions/${id}`, team.employee)).json();
    expect(returned).toMatchObject({ status: 'returned', feedback: 'Add a second quote' });
    const res = await patch(id, { businessJustification: 'Two quotes attached', status: 'Pending Review' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', businessJustification: 'Two quotes attached' });
    const chains = await t.database.db
      .select({ status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.subjectId, id))
      .orderBy(approvalRequests.submittedAt);
    expect(chains.map((c) => c.status)).toEqual(['cancelled', 'pending']);
    expect(res.json().workflow[0].status).toBe('pending');
  });
});

describe('POST /api/requisition-items', () => {
  it('adds a line to an own draft and recomputes the total', async () => {
    const id = (await post(team.employee, { status: 'draft' })).id;
    const res = await t.request({
      method: 'POST',
      url: '/api/requisition-items',
      payload: {
        requisitionId: id,
        description: 'Webcam',
        generalLedgerCode: '4000-002',
        quantity: 2,
        unitPrice: 89.99,
      },
      as: team.employee,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      requisitionId: id,
      lineNo: 2,
      quantity: 2,
      total: '179.98',
      unitOfMeasure: 'Each',
    });
    const detail = (await get(`/api/requisitions/${id}`, team.employee)).json();
    expect(detail.totalAmount).toBe('3179.98');
    expect(detail.items).toHaveLength(2);
  });

  it('validates, and refuses pending requests (409) and other people (404/403)', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/requisition-items',
      payload: { requisitionId: draft, generalLedgerCode: '4000-002' },
      as: team.employee,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ description: 'Description is required' });
    const line = { description: 'Webcam', generalLedgerCode: '4000-002' };
    const add = (requisitionId: string, as: Account) =>
      t.request({ method: 'POST', url: '/api/requisition-items', payload: { ...line, requisitionId }, as });
    expect((await add(mine, team.employee)).statusCode).toBe(409);
    expect((await add(draft, team.manager)).statusCode).toBe(404);
    expect((await add(mine, team.manager)).statusCode).toBe(403);
    expect((await get(`/api/requisitions/${mine}/items`, team.employee)).json()).toHaveLength(1);
  });
});
