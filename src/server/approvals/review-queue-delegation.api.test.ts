import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { APPROVAL_MESSAGES } from '@shared/approvals/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { delegations } from '../db/schema/approvals';
import { attachments } from '../db/schema/attachments';
import { createUser, fullName, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { chainOf, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * The review queue honours out-of-office delegation (issue 13) as the approvals queue does: a PO
 * step awaiting the department's manager also awaits the manager's delegate — a manager of another
 * department, who cannot otherwise see the PO — while the delegation runs; the delegate decides it
 * on the manager's behalf; the PO's editor never approves it, delegate or not; an expired
 * delegation, or none, gives no access.
 */
let t: TestApp;
let department: string;
let manager: User;
let delegate: User;
let stranger: User;
let editor: User;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  department = uniqueDepartment();
  await createWorkflowTemplate(t, {
    departments: [department],
    steps: [{ name: 'Manager Review', roleId: 'manager' }],
  });
  manager = await createUser(t, { role: 'manager', department });
  const elsewhere = uniqueDepartment();
  delegate = await createUser(t, { role: 'manager', department: elsewhere });
  stranger = await createUser(t, { role: 'manager', department: elsewhere });
  editor = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendorId = (await createVendor(t)).id;
});
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
type Item = {
  id: string;
  stepId: string;
  onBehalfOf: string | null;
  items: unknown[];
  attachmentFiles: { id: string }[];
};
const download = (id: string, as: User) => t.request({ method: 'GET', url: `/api/attachments/${id}`, as });
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
/** A stored file of the PO (as an upload would leave it). */
const storeFile = async (poId: string) => {
  const id = `att-deleg-${poId}`;
  await t.database.db.insert(attachments).values({
    id,
    ownerType: 'purchase-order',
    ownerId: poId,
    fileName: 'Quote.pdf',
    mimeType: 'application/pdf',
    size: PDF.length,
    content: PDF,
  });
  return id;
};
const queue = async (as: User) => {
  const res = await t.request({ method: 'GET', url: '/api/review-queue?type=po&limit=500', as });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
};
const itemOf = async (as: User, id: string) => (await queue(as)).find((r) => r.id === id);
const decide = (id: string, as: User, stepId: string, action: 'approve' | 'reject' = 'approve') =>
  t.request({
    method: 'POST',
    url: `/api/review-queue/po/${id}/${action}`,
    as,
    payload: { stepId, comment: 'Covering' },
  });
const delegateTo = async (to: User, startsOn = day(0), endsOn = day(7)) => {
  const res = await t.request({
    method: 'PUT',
    url: '/api/profile/delegation',
    as: manager,
    payload: { delegateId: to.id, startsOn, endsOn },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** A pending PO of the department sent back to the Manager Review by the editor's edit (2000 → 3000). */
async function poInReapproval(): Promise<{ id: string; stepId: string }> {
  const po = await createPurchaseOrder(t, {
    vendorId,
    department,
    status: 'pending',
    lines: [{ description: 'Scope', quantity: 1, unitPrice: '2000.00' }],
  });
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: editor,
    payload: { lines: [{ description: 'Scope', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
  });
  expect(res.json()).toMatchObject({ reapproval: true, currentStep: 'Manager Review' });
  const { steps } = await chainOf(t, po.id);
  return { id: po.id, stepId: steps.find((s) => s.status === 'pending')!.id };
}

describe('review queue: out-of-office delegation', () => {
  it('the delegate sees the PO step on behalf of the manager and approves it; strangers cannot', async () => {
    const po = await poInReapproval();
    const file = await storeFile(po.id);
    expect(await itemOf(delegate, po.id)).toBeUndefined();
    expect((await decide(po.id, delegate, po.stepId)).statusCode).toBe(404);
    expect((await download(file, delegate)).statusCode).toBe(404);

    await delegateTo(delegate);
    const seen = await itemOf(delegate, po.id);
    expect(seen).toMatchObject({ stepId: po.stepId, onBehalfOf: fullName(manager) });
    expect(seen!.items).toHaveLength(1);
    expect(seen!.attachmentFiles.map((f) => f.id)).toEqual([file]);
    expect((await download(file, delegate)).statusCode).toBe(200);
    expect((await download(file, stranger)).statusCode).toBe(404);
    // The manager still sees it as their own; a stranger neither sees nor decides it.
    expect((await itemOf(manager, po.id))?.onBehalfOf).toBeNull();
    expect(await itemOf(stranger, po.id)).toBeUndefined();
    expect((await decide(po.id, stranger, po.stepId)).statusCode).toBe(404);
    // Not a general widening: the delegate still cannot open the PO itself.
    const direct = await t.request({ method: 'GET', url: `/api/purchase-orders/${po.id}`, as: delegate });
    expect(direct.statusCode).toBe(404);

    const res = await decide(po.id, delegate, po.stepId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'approved', status: 'approved' });
    const { steps } = await chainOf(t, po.id);
    expect(steps.find((s) => s.id === po.stepId)).toMatchObject({
      status: 'completed',
      actedBy: delegate.id,
      onBehalfOf: manager.id,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.approve'), eq(auditLog.entityId, po.stepId)));
    expect(entry).toMatchObject({ actorId: delegate.id });
    expect(entry?.details).toMatchObject({ onBehalfOf: manager.id, subjectId: po.id });
    // Decided: a repeat is refused, and the PO is out of the delegate's sight again.
    expect((await decide(po.id, delegate, po.stepId)).statusCode).toBe(404);
    expect(await itemOf(delegate, po.id)).toBeUndefined();
    expect((await download(file, delegate)).statusCode).toBe(404);
  });

  it('a rejection through the delegation is recorded on behalf of the manager too', async () => {
    const po = await poInReapproval();
    const res = await decide(po.id, delegate, po.stepId, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'rejected' });
    const { steps } = await chainOf(t, po.id);
    expect(steps.find((s) => s.id === po.stepId)).toMatchObject({
      status: 'rejected',
      onBehalfOf: manager.id,
    });
  });

  it('the PO editor never approves it through a delegation', async () => {
    const po = await poInReapproval();
    await delegateTo(editor);
    expect(await itemOf(editor, po.id)).toBeUndefined();
    const own = await decide(po.id, editor, po.stepId);
    expect(own.statusCode).toBe(403);
    // The edit sent the PO back through approval: the editor is the chain's requestor.
    expect([APPROVAL_MESSAGES.ownRequest, APPROVAL_MESSAGES.ownChange]).toContain(own.json().message);
    expect((await chainOf(t, po.id)).steps.find((s) => s.id === po.stepId)?.status).toBe('pending');
  });

  it('an expired delegation gives no access', async () => {
    const po = await poInReapproval();
    await delegateTo(delegate);
    expect((await itemOf(delegate, po.id))?.onBehalfOf).toBe(fullName(manager));
    // Written directly: the API refuses a delegation that has ended already.
    await t.database.db
      .update(delegations)
      .set({ startsOn: day(-10), endsOn: day(-1) })
      .where(eq(delegations.userId, manager.id));
    expect(await itemOf(delegate, po.id)).toBeUndefined();
    expect((await decide(po.id, delegate, po.stepId)).statusCode).toBe(404);
    expect((await decide(po.id, manager, po.stepId)).statusCode).toBe(200);
  });
});
