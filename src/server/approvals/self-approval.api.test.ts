import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { act, chainOf, pendingStep } from '../test/factories/approvals';
import { submitVendorRequest, vendorRequestForm } from '../test/factories/vendor-requests';

/**
 * Nobody approves anything they requested, edited or submitted, in any queue (issue 8, point 3).
 * The department has no manager or director, so its PO's Manager Review escalates to procurement
 * (its one specialist) — unless procurement edited the PO; then it goes on to finance.
 */
let t: TestApp;
let department: string;
let procurement: User;
let finance: User;
let admin: User;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  department = uniqueDepartment();
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  finance = await createUser(t, { role: 'finance', department: 'Finance' });
  admin = await createUser(t, { role: 'admin', department: 'IT' });
  vendorId = (await createVendor(t)).id;
});
afterAll(() => t.close());

type QueueItem = { id: string; stepId: string | null; stage: string };
const reviewQueue = async (as: User) =>
  (await t.request({ method: 'GET', url: '/api/review-queue?type=po&limit=500', as })).json() as QueueItem[];
const patchPo = (id: string, payload: object, as: User) =>
  t.request({ method: 'PATCH', url: `/api/purchase-orders/${id}`, payload, as });
const lines = (quantity: number) => [
  { description: 'Lab bench', quantity, unitPrice: '1200.00', glCode: '4000-002' },
];

/** A pending PO whose open chain (raised by the admin's edit) awaits procurement at Manager Review. */
async function rdPoAwaitingProcurement() {
  const po = await createPurchaseOrder(t, {
    vendorId,
    department,
    status: 'pending',
    lines: [{ description: 'Lab bench', quantity: 1, unitPrice: '1200.00' }],
  });
  const raised = await patchPo(po.id, { lines: lines(2) }, admin);
  expect(raised.json()).toMatchObject({ reapproval: true });
  const step = await pendingStep(t, po.id);
  expect(step).toMatchObject({ name: 'Manager Review', approverRoleId: 'procurement_sme' });
  expect((await reviewQueue(procurement)).some((i) => i.id === po.id)).toBe(true);
  return { po, step };
}

describe('PO edits: the editor never approves the edit', () => {
  it('an edit that keeps the open chain takes the editor off it: out of the queue, 403, the step goes to someone else', async () => {
    const { po, step } = await rdPoAwaitingProcurement();
    const edited = await patchPo(po.id, { description: 'Lab benches for the new wing' }, procurement);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ reapproval: false });

    expect((await reviewQueue(procurement)).some((i) => i.id === po.id)).toBe(false);
    const viaQueue = await t.request({
      method: 'POST',
      url: `/api/review-queue/po/${po.id}/approve`,
      payload: { stepId: step.id, comment: 'Looks right' },
      as: procurement,
    });
    expect(viaQueue.statusCode).toBe(403);
    const direct = await act(t, step.id, 'approve', procurement);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe('You cannot approve or reject a change you submitted or edited.');

    const { request, steps } = await chainOf(t, po.id);
    expect(request!.excludedApproverIds).toEqual([procurement.id]);
    expect(steps[0]).toMatchObject({ id: step.id, status: 'pending', approverRoleId: 'finance' });
    // Someone else takes it; the PO summary names the new assignee.
    expect((await reviewQueue(finance)).some((i) => i.id === po.id)).toBe(true);
    expect((await act(t, step.id, 'approve', finance)).statusCode).toBe(200);
  });

  it('an edit above the tolerance starts a chain the editor has no step of', async () => {
    const { po } = await rdPoAwaitingProcurement();
    const raised = await patchPo(po.id, { lines: lines(4) }, procurement);
    expect(raised.json()).toMatchObject({ reapproval: true });
    const { request, steps } = await chainOf(t, po.id);
    // The admin edited it before (and, the PO having no request, stays its requester), procurement now:
    // neither may approve.
    expect(request).toMatchObject({ requestorId: admin.id, excludedApproverIds: [procurement.id] });
    expect(steps.map((s) => s.approverRoleId)).not.toContain('procurement_sme');
    expect((await reviewQueue(procurement)).some((i) => i.id === po.id)).toBe(false);
    const first = await pendingStep(t, po.id);
    expect((await act(t, first.id, 'approve', procurement)).statusCode).toBe(403);
  });
});

describe('vendor requests: the requester never decides their own', () => {
  it('a procurement user cannot approve or reject the request they raised; another vendor manager can', async () => {
    const own = await submitVendorRequest(t, procurement, vendorRequestForm());
    const approve = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${own.id}/approve`,
      payload: {},
      as: procurement,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(
      'You cannot approve or reject your own vendor request; another procurement specialist reviews it.',
    );
    const reject = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${own.id}/reject`,
      payload: { reason: 'Changed my mind' },
      as: procurement,
    });
    expect(reject.statusCode).toBe(403);

    const view = (as: User) => t.request({ method: 'GET', url: `/api/vendor-requests/${own.id}`, as });
    expect((await view(procurement)).json()).toMatchObject({ status: 'pending', can: { decide: false } });
    expect((await view(admin)).json()).toMatchObject({ can: { decide: true } });
    const list = (
      await t.request({ method: 'GET', url: '/api/vendor-requests?limit=500', as: procurement })
    ).json();
    expect(list.find((r: { id: string }) => r.id === own.id).can).toEqual({ decide: false });

    const byAdmin = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${own.id}/approve`,
      payload: {},
      as: admin,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'approved', can: { decide: false } });
  });
});
