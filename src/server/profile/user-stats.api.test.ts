import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { createUser, type User } from '../test/factories/users';
import { unique as uid, uniqueDepartment } from '../test/factories/unique';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createContract } from '../test/factories/contracts';

let t: TestApp;
const Zzstats = uniqueDepartment();
let user: User;
let colleague: User;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t, { role: 'manager', department: Zzstats });
  colleague = await createUser(t, { role: 'end_user', department: Zzstats });
  cookie = await t.login(user);
});
afterAll(() => t.close());

const stats = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user-stats', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/user-stats', () => {
  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user-stats', as: null })).statusCode).toBe(401);
  });

  it('starts empty for a new user, with the sign-in as last activity', async () => {
    const body = await stats();
    expect(body).toEqual({
      totalRequests: 0,
      pendingApprovals: 0,
      approvedAmount: '0.00',
      departmentSpend: '0.00',
      contractsManaged: 0,
      lastActivity: expect.any(String),
    });
    expect(Date.now() - Date.parse(body.lastActivity)).toBeLessThan(60_000);
  });

  it('counts the user’s requisitions, approvals awaiting them, department spend and contracts', async () => {
    const db = t.database.db;
    await createRequisition(t, {
      requestorId: user.id,
      department: Zzstats,
      status: 'approved',
      totalAmount: '100.50',
    });
    await createRequisition(t, {
      requestorId: user.id,
      department: Zzstats,
      status: 'approved',
      totalAmount: '200.00',
    });
    await createRequisition(t, {
      requestorId: user.id,
      department: Zzstats,
      status: 'pending',
      totalAmount: '50.00',
    });
    await createRequisition(t, {
      requestorId: colleague.id,
      department: Zzstats,
      status: 'approved',
      totalAmount: '999.00',
    });

    const vendorId = (await createVendor(t)).id;
    const now = new Date();
    await createPurchaseOrder(t, {
      vendorId,
      department: Zzstats,
      amount: '1000.00',
      status: 'approved',
      createdAt: now,
    });
    await createPurchaseOrder(t, {
      vendorId,
      department: Zzstats,
      amount: '250.25',
      status: 'completed',
      createdAt: now,
    });
    await createPurchaseOrder(t, {
      vendorId,
      department: Zzstats,
      amount: '500.00',
      status: 'cancelled',
      createdAt: now,
    });
    await createPurchaseOrder(t, {
      vendorId,
      department: Zzstats,
      amount: '300.00',
      status: 'rejected',
      createdAt: now,
    });
    const twoYearsAgo = new Date(now.getFullYear() - 2, 5, 1);
    await createPurchaseOrder(t, {
      vendorId,
      department: Zzstats,
      amount: '700.00',
      status: 'approved',
      createdAt: twoYearsAgo,
    });
    await createPurchaseOrder(t, {
      vendorId,
      department: 'IT',
      amount: '800.00',
      status: 'approved',
      createdAt: now,
    });

    await createContract(t, { vendorId, endDate: '2030-01-01', contactUserId: user.id });
    await createContract(t, { vendorId, endDate: '2030-01-01', contactUserId: user.id });
    await createContract(t, { vendorId, endDate: '2030-01-01', contactUserId: colleague.id });

    const requestId = uid('apr');
    await db.insert(approvalRequests).values({
      id: requestId,
      subjectType: 'requisition',
      subjectId: 'REQ-x',
      title: 'Zz',
      requestorId: colleague.id,
      department: Zzstats,
      amount: '10.00',
    });
    await db.insert(approvalSteps).values([
      {
        id: uid('step'),
        approvalRequestId: requestId,
        stepOrder: 1,
        name: 'Manager Review',
        approverRoleId: 'manager',
        approverDepartment: Zzstats,
        status: 'pending',
      },
      {
        id: uid('step'),
        approvalRequestId: requestId,
        stepOrder: 2,
        name: 'Other dept',
        approverRoleId: 'manager',
        approverDepartment: 'Elsewhere',
        status: 'pending',
      },
      {
        id: uid('step'),
        approvalRequestId: requestId,
        stepOrder: 3,
        name: 'Later',
        approverRoleId: 'manager',
        approverDepartment: Zzstats,
        status: 'not_started',
      },
    ]);
    const at = new Date(Date.now() + 60_000);
    await db
      .insert(auditLog)
      .values({ actorId: user.id, action: 'test.action', entityType: 'test', entityId: 'x', at });

    const after = await stats();
    expect(after).toEqual({
      totalRequests: 3,
      pendingApprovals: 1,
      approvedAmount: '300.50',
      departmentSpend: '1250.25',
      contractsManaged: 2,
      lastActivity: at.toISOString(),
    });
  });
});
