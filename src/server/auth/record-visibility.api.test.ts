import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { attachments } from '../db/schema/attachments';
import { vendorRequests } from '../db/schema/vendors';
import { newId } from '../lib/ids';
import { PDF as TINY_PDF } from '../test/factories/multipart';
import { createTeam, createUser, type Team, type TeamMember } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * One visibility rule per record type, and every reader uses it (issue 8, point 4): for each user —
 * a team of every role working in IT, a manager of another department (HR) and an employee of another
 * department (Operations) — the records found in the list, readable by id, found by the home search,
 * known to the assistant and whose attachments download are the same set, and it is the set the rule
 * gives. Records are this file's own, tagged.
 */
let t: TestApp;
const TAG = `Zqvis${randomInt(1e5, 1e6)}`;
const year = new Date().getFullYear() + 50; // REQ-<year>-<n> ids that no other row uses
let team: Team;
const accounts: Record<string, Account> = {};
type Rec = { id: string; file: string };
const req: Record<string, Rec> = {};
const po: Record<string, Rec> = {};
const inv: Record<string, Rec> = {};
const nvr: Record<string, Rec> = {};

async function attach(ownerType: string, ownerId: string): Promise<string> {
  const id = newId('att');
  await t.database.db.insert(attachments).values({
    id,
    ownerType,
    ownerId,
    fileName: `${ownerId}.pdf`,
    mimeType: 'application/pdf',
    size: TINY_PDF.length,
    content: TINY_PDF,
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  team = await createTeam(t, 'IT');
  for (const who of USERS) accounts[who] = team[who];
  accounts['hr-manager'] = await createUser(t, { role: 'manager', department: 'HR' });
  const ops = await createUser(t, { role: 'end_user', department: 'Operations' });
  accounts['ops-employee'] = ops;
  const vendorId = (await createVendor(t, { name: `${TAG} Supplies` })).id;
  let n = 0;
  const requisition = async (
    key: string,
    r: { requestorId: string; department: string; status?: string },
  ) => {
    const id = `REQ-${year}-${String(++n).padStart(3, '0')}`;
    await createRequisition(t, { ...r, id, title: `${TAG} ${key}` });
    req[key] = { id, file: await attach('requisition', id) };
    return id;
  };
  // The case: the IT manager's own request for HR.
  const managerHr = await requisition('managerHr', { requestorId: team.manager.id, department: 'HR' });
  const employeeIt = await requisition('employeeIt', { requestorId: team.employee.id, department: 'IT' });
  await requisition('employeeDraft', { requestorId: team.employee.id, department: 'IT', status: 'draft' });
  const opsReq = await requisition('ops', { requestorId: ops.id, department: 'Operations' });
  await requisition('hrReturned', { requestorId: team.manager.id, department: 'HR', status: 'returned' });

  const purchaseOrder = async (key: string, p: { department: string; requisitionId?: string }) => {
    const { id } = await createPurchaseOrder(t, { vendorId, description: `${TAG} ${key}`, ...p });
    po[key] = { id, file: await attach('purchase-order', id) };
    const invoiceId = (await createInvoice(t, { vendorId, poId: id, description: `${TAG} ${key}` })).id;
    inv[key] = { id: invoiceId, file: await attach('invoice', invoiceId) };
  };
  await purchaseOrder('managerHr', { department: 'HR', requisitionId: managerHr });
  await purchaseOrder('employeeIt', { department: 'IT', requisitionId: employeeIt });
  await purchaseOrder('it', { department: 'IT' });
  await purchaseOrder('ops', { department: 'Operations', requisitionId: opsReq });
  // An invoice that names no PO.
  const loose = (await createInvoice(t, { vendorId, description: `${TAG} loose` })).id;
  inv.loose = { id: loose, file: await attach('invoice', loose) };

  const vendorRequest = async (key: string, requestedBy: string) => {
    const id = `NVR-${Date.now()}${++n}`;
    await db.insert(vendorRequests).values({
      id,
      companyName: `${TAG} ${key}`,
      contactPerson: 'Pat',
      contactEmail: 'pat@vendor.example',
      businessType: 'LLC',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      justification: 'Test',
      requestedBy,
    });
    nvr[key] = { id, file: await attach('vendor-request', id) };
  };
  await vendorRequest('employee', team.employee.id);
  await vendorRequest('legal', team.legal.id);
});
afterAll(() => t.close());

type Who = string;
const get = async (url: string, who: Who) => t.request({ method: 'GET', url, as: accounts[who]! });
const idsOf = (rows: { id: string }[], all: Record<string, Rec>) => {
  const known = new Set(Object.values(all).map((r) => r.id));
  return rows
    .map((r) => r.id)
    .filter((id) => known.has(id))
    .sort();
};
const readable = async (all: Record<string, Rec>, url: (id: string) => string, as: Who) => {
  const out: string[] = [];
  for (const r of Object.values(all)) {
    const res = await get(url(r.id), as);
    expect([200, 404], `${url(r.id)} as ${as}: ${res.body.slice(0, 120)}`).toContain(res.statusCode);
    if (res.statusCode === 200) out.push(r.id);
  }
  return out.sort();
};
const downloadable = async (all: Record<string, Rec>, as: Who) => {
  const out: string[] = [];
  for (const r of Object.values(all)) {
    if ((await get(`/api/attachments/${r.file}`, as)).statusCode === 200) out.push(r.id);
  }
  return out.sort();
};
const searched = async (type: string, all: Record<string, Rec>, as: Who) => {
  const res = await get(`/api/search?q=${TAG}&limit=50`, as);
  expect(res.statusCode).toBe(200);
  return idsOf(
    (res.json() as { id: string; type: string }[]).filter((r) => r.type === type),
    all,
  );
};
const listed = async (url: string, all: Record<string, Rec>, as: Who) => {
  const res = await get(url, as);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return idsOf(res.json(), all);
};
const keys = (all: Record<string, Rec>, ...names: string[]) => names.map((k) => all[k]!.id).sort();

const USERS: TeamMember[] = ['procurement', 'finance', 'employee', 'manager', 'director', 'legal', 'admin'];

describe('every reader of a record type applies the same visibility rule, for every role', () => {
  it.each([...USERS, 'hr-manager', 'ops-employee'])('requisitions as %s', async (who) => {
    const as = who;
    const list = await listed(`/api/requisitions?q=${TAG}&limit=500`, req, as);
    expect(await readable(req, (id) => `/api/requisitions/${id}`, as)).toEqual(list);
    expect(await readable(req, (id) => `/api/requisitions/${id}/items`, as)).toEqual(list);
    expect(await readable(req, (id) => `/api/requisitions/${id}/workflow`, as)).toEqual(list);
    expect(await searched('requisition', req, as)).toEqual(list);
    expect(await downloadable(req, as)).toEqual(list);
    const known: string[] = [];
    for (const r of Object.values(req)) {
      const res = await t.request({
        method: 'POST',
        url: '/api/assistant/chat',
        payload: { message: `What is the workflow status of ${r.id}?` },
        as: accounts[as]!,
      });
      if (!res.json().reply.startsWith("I couldn't find")) known.push(r.id);
    }
    expect(known.sort()).toEqual(list);

    const expected: Record<string, string[]> = {
      employee: keys(req, 'employeeIt', 'employeeDraft'),
      manager: keys(req, 'managerHr', 'employeeIt', 'hrReturned'),
      director: keys(req, 'employeeIt'),
      'hr-manager': keys(req, 'managerHr', 'hrReturned'),
      'ops-employee': keys(req, 'ops'),
    };
    const everyoneElse = keys(req, 'managerHr', 'employeeIt', 'ops', 'hrReturned');
    expect(list).toEqual(expected[who] ?? everyoneElse);
  });

  it.each([...USERS, 'hr-manager', 'ops-employee'])('purchase orders and invoices as %s', async (who) => {
    const as = who;
    const pos = await listed(`/api/purchase-orders?q=${TAG}&limit=500`, po, as);
    expect(await readable(po, (id) => `/api/purchase-orders/${id}`, as)).toEqual(pos);
    expect(await readable(po, (id) => `/api/purchase-orders/${id}/receipts`, as)).toEqual(pos);
    expect(await readable(po, (id) => `/api/purchase-orders/${id}/pdf`, as)).toEqual(pos);
    expect(await searched('purchase-order', po, as)).toEqual(pos);
    expect(await downloadable(po, as)).toEqual(pos);

    const invoices = await listed(`/api/invoices?q=${TAG}&limit=500`, inv, as);
    expect(await readable(inv, (id) => `/api/invoices/${id}`, as)).toEqual(invoices);
    expect(await searched('invoice', inv, as)).toEqual(invoices);
    expect(await downloadable(inv, as)).toEqual(invoices);
    // An invoice is visible exactly when its PO is; one without a PO only to all-department roles.
    const allDepartments = ['procurement', 'finance', 'legal', 'admin'].includes(who);
    const viaPo = Object.entries(po)
      .filter(([, r]) => pos.includes(r.id))
      .map(([k]) => inv[k]!.id);
    expect(invoices).toEqual([...viaPo, ...(allDepartments ? [inv.loose!.id] : [])].sort());

    const expected: Record<string, string[]> = {
      employee: keys(po, 'employeeIt'),
      manager: keys(po, 'managerHr', 'employeeIt', 'it'),
      director: keys(po, 'employeeIt', 'it'),
      'hr-manager': keys(po, 'managerHr'),
      'ops-employee': keys(po, 'ops'),
    };
    expect(pos).toEqual(expected[who] ?? keys(po, 'managerHr', 'employeeIt', 'it', 'ops'));
  });

  it.each(USERS)('vendor requests as %s', async (who) => {
    const list = await listed(`/api/vendor-requests?q=${TAG}&limit=500`, nvr, who);
    expect(await readable(nvr, (id) => `/api/vendor-requests/${id}`, who)).toEqual(list);
    expect(await downloadable(nvr, who)).toEqual(list);
    const files: string[] = [];
    for (const r of Object.values(nvr)) {
      if ((await get(`/api/vendor-requests/${r.id}/files/${r.file}`, who)).statusCode === 200)
        files.push(r.id);
    }
    expect(files.sort()).toEqual(list);
    const expected: Record<string, string[]> = { employee: keys(nvr, 'employee'), legal: keys(nvr, 'legal') };
    const all = keys(nvr, 'employee', 'legal');
    expect(list).toEqual(
      expected[who] ?? (['procurement', 'finance', 'admin'].includes(who as string) ? all : []),
    );
  });
});
