import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { requisitions } from '../db/schema/requisitions';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { createUser, fullName, type Team } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { createBudget } from '../test/factories/purchase-orders';

/** The team works in IT (one of the spec's departments), on a database holding only this file's rows. */
let t: TestApp, team: Team;
let vendor: Vendor;
beforeAll(async () => {
  ({ t, team } = await createWorld({ department: 'IT' }));
  vendor = await createVendor(t, { name: 'Stands & Cables Co' });
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: 'IT',
  businessJustification: 'Replace failing equipment',
  dateNeededBy: '2030-01-15',
  urgencyLevel: 'medium',
  lineItems: [{ description: 'Desk lamp', generalLedgerCode: '4000-001', quantity: 2, unitPrice: 250 }],
  status: 'Pending Review',
  ...over,
});
const one = (amount: number, itemType = 'goods', over: Record<string, unknown> = {}) =>
  form({
    itemType,
    lineItems: [
      { description: `Item ${amount}`, generalLedgerCode: '4000-001', quantity: 1, unitPrice: amount },
    ],
    ...over,
  });
const create = (payload: unknown, as: Account | null = team.employee) =>
  t.request({ method: 'POST', url: '/api/requisitions', payload: payload as object, as });
const countRequisitions = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(requisitions))[0]!.n;
const auditOf = (id: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
const workflowOf = async (id: string, as: Account = team.employee) =>
  (await t.request({ method: 'GET', url: `/api/requisitions/${id}/workflow`, as })).json();

describe('POST /api/requisitions — validation', () => {
  it('answers 400 with the spec messages and creates nothing', async () => {
    const before = await countRequisitions();
    const res = await create({
      requestType: 'new-purchase',
      lineItems: [{ description: 'x', generalLedgerCode: 'y' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      department: 'Department is required',
      businessJustification: 'Business justification is required',
      dateNeededBy: 'Date needed by is required',
    });
    const blank = await create(form({ department: '  ', requestType: 'rush' }));
    expect(blank.json().fieldErrors).toMatchObject({
      department: 'Department is required',
      requestType: 'Request type must be one of new-purchase, change-order, blanket-po',
    });
    expect(await countRequisitions()).toBe(before);
  });

  it("accepts the spec's departments and the requester's own, nothing else (400 with a field message)", async () => {
    const before = await countRequisitions();
    const res = await create(form({ department: 'Marketing' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      department: 'Department must be one of Procurement, IT, Finance, HR',
    });
    const legal = await create(form({ department: 'Marketing' }), team.legal);
    expect(legal.json().fieldErrors).toEqual({
      department: 'Department must be one of Procurement, IT, Finance, HR, Legal',
    });
    expect(await countRequisitions()).toBe(before);
    expect((await create(form({ department: 'Legal', status: 'draft' }), team.legal)).statusCode).toBe(201);
    const hr = await create(form({ department: 'hr', status: 'draft' }));
    expect(hr.json().department).toBe('HR');
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${hr.json().id}`,
      payload: { department: 'Sales' },
      as: team.employee,
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().fieldErrors).toEqual({
      department: 'Department must be one of Procurement, IT, Finance, HR',
    });
  });

  it('needs a line item with description and GL code; blanket lines need more', async () => {
    expect((await create(form({ lineItems: [] }))).json().fieldErrors).toEqual({
      lineItems: 'At least one line item is required',
    });
    expect((await create(form({ lineItems: [{ quantity: 0 }] }))).json().fieldErrors).toEqual({
      'lineItems.0.description': 'Description is required',
      'lineItems.0.quantity': 'Number must be greater than or equal to 1',
      'lineItems.0.generalLedgerCode': 'GL code is required',
    });
    const blanket = await create(
      form({
        requestType: 'blanket-po',
        lineItems: [{ description: 'Steel', generalLedgerCode: '4000-006' }],
      }),
    );
    expect(blanket.statusCode).toBe(400);
    expect(blanket.json().fieldErrors).toEqual({
      'lineItems.0.productNumber': 'Product number is required',
      'lineItems.0.quantity': 'Expected quantity is required',
      'lineItems.0.unitPrice': 'Estimated unit price is required',
    });
  });

  it('refuses an unknown vendor with a field message, and anonymous callers with 401', async () => {
    const before = await countRequisitions();
    const res = await create(form({ vendorId: 'vendor-nope' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ vendorId: 'Vendor not found' });
    expect((await create(form(), null)).statusCode).toBe(401);
    expect(await countRequisitions()).toBe(before);
  });
});

describe('POST /api/requisitions — draft and submit', () => {
  it('saves a draft for the session user, with totals, defaults and attachment names', async () => {
    const res = await create(
      form({
        status: 'draft',
        requestorId: team.procurement.id,
        vendorId: vendor.id,
        attachments: ['quote.pdf'],
        lineItems: [
          { description: 'Laptop stand', generalLedgerCode: '4000-002', quantity: 3, unitPrice: '19.99' },
          { description: 'Cables', generalLedgerCode: '4000-002' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(new RegExp(`^REQ-${new Date().getFullYear()}-\\d{3}$`));
    expect(body).toMatchObject({
      status: 'draft',
      requestorId: team.employee.id,
      requestorName: fullName(team.employee),
      title: 'Laptop stand',
      vendorId: vendor.id,
      vendorName: 'Stands & Cables Co',
      totalAmount: '59.97',
      amount: '59.97',
      submittedDate: null,
      department: 'IT',
      urgencyLevel: 'medium',
      dateNeededBy: '2030-01-15',
      attachments: ['quote.pdf'],
      workflow: [],
    });
    expect(body.items).toEqual([
      expect.objectContaining({
        lineNo: 1,
        quantity: 3,
        unitPrice: '19.99',
        total: '59.97',
        unitOfMeasure: 'Each',
        itemType: 'good',
      }),
      expect.objectContaining({ lineNo: 2, quantity: 1, unitPrice: '0.00', total: '0.00' }),
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audits.map((a) => a.action)).toEqual(['requisition.create']);
  });

  it('gives consecutive ids', async () => {
    const a = (await create(form({ status: 'draft' }))).json().id as string;
    const b = (await create(form({ status: 'draft' }))).json().id as string;
    expect(Number(b.slice(-3))).toBe(Number(a.slice(-3)) + 1);
  });

  it('approves at once at or under the auto-approve threshold (1000)', async () => {
    const res = await create(one(1000));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved', totalAmount: '1000.00', workflow: [] });
    expect(res.json().submittedDate).not.toBeNull();
    expect(res.json().approvedAt).not.toBeNull();
    const [request] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.subjectId, res.json().id));
    expect(request).toMatchObject({ status: 'approved', subjectType: 'requisition', amount: '1000.00' });
    const audits = await auditOf(res.json().id);
    expect(audits.map((a) => [a.actorId, a.action, a.entityType, a.entityId])).toEqual([
      [team.employee.id, 'requisition.create', 'requisition', res.json().id],
      [team.employee.id, 'requisition.auto_approve', 'requisition', res.json().id],
    ]);
    expect(audits[1]!.details).toMatchObject({ from: 'draft', to: 'approved', amount: '1000.00', steps: [] });
  });

  it('submits above it: status pending and a chain whose first step is pending', async () => {
    const res = await create(one(1000.01));
    expect(res.json().status).toBe('pending');
    const steps = await workflowOf(res.json().id);
    expect(steps[0]).toMatchObject({
      name: 'Manager Review',
      status: 'pending',
      approverRole: 'manager',
      department: 'IT',
    });
    expect(steps[0].activatedAt).not.toBeNull();
    expect(steps.slice(1).every((s: { status: string }) => s.status === 'not_started')).toBe(true);
    const audits = await auditOf(res.json().id);
    expect(audits.map((a) => [a.actorId, a.action, a.entityType, a.entityId])).toEqual([
      [team.employee.id, 'requisition.create', 'requisition', res.json().id],
      [team.employee.id, 'requisition.submit', 'requisition', res.json().id],
    ]);
    expect(audits[1]!.details).toMatchObject({
      from: 'draft',
      to: 'pending',
      amount: '1000.01',
      steps: ['Manager Review'],
      approvalRequestId: expect.stringMatching(/^apr/),
    });
  });
});

describe('budget check at submit', () => {
  it("warns when committed POs + pending requests + this request pass 100% of the department's GL budget", async () => {
    // The requester's own department (any other than the spec's four must be).
    const department = uniqueDepartment();
    const ops = await createUser(t, { role: 'end_user', department });
    await createBudget(t, {
      department,
      glCode: '4000-001',
      amount: '10000.00',
      committed: '3000.00',
      vendorId: vendor.id,
    });
    const opsQa = (amount: number, over: Record<string, unknown> = {}) =>
      one(amount, 'goods', { department, ...over });
    // 3000 committed + 2000 of this request = 50%: no warning.
    const first = await create(opsQa(2000), ops);
    expect(first.json()).toMatchObject({ status: 'pending', budgetWarning: null });
    // A draft is not checked.
    const draft = await create(opsQa(9000, { status: 'draft' }), ops);
    expect(draft.json().budgetWarning).toBeNull();
    // 3000 committed + 2000 pending + 6000 = 11000 of 10000.
    const over = await create(opsQa(6000), ops);
    expect(over.json().budgetWarning).toBe(
      `Over budget: ${department} 4000-001 Office Supplies would reach 110% of $10,000.00`,
    );
    const stored = await t.database.db
      .select()
      .from(requisitions)
      .where(and(eq(requisitions.id, over.json().id)));
    expect(stored[0]!.budgetWarning).toBe(over.json().budgetWarning);
    // No budget for the GL code: nothing to warn about.
    const other = await create(
      form({
        department,
        lineItems: [{ description: 'x', generalLedgerCode: '4000-003', unitPrice: 99999 }],
      }),
      ops,
    );
    expect(other.json().budgetWarning).toBeNull();
  });
});
