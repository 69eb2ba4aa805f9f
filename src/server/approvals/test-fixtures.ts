/**
 * Test-only helpers for the procure-to-pay API tests (requisitions, approvals, purchase orders,
 * receipts): submit a request as a demo user, find and act on its awaiting step, insert a PO, a user
 * or a budget directly, and build a multipart body. Demo facts used: the demo accounts, vendor-001
 * (Staples) and vendor-002 (Dell Technologies, active).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DemoUser, TestApp } from '../test/harness';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { workflowTemplates } from '../db/schema/admin';
import { hashPassword } from '../auth/passwords';
import { budgets } from '../db/schema/invoices';
import { getSettings } from '../admin/settings';
import { fiscalYearOf } from '@shared/analytics/fiscal-year';

export type Line = { description: string; quantity: number; unitPrice: number; generalLedgerCode?: string };

/** A valid requisition payload (IT, goods, Dell) with the given lines. */
export const requestForm = (lines: Line[], over: Record<string, unknown> = {}) => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: 'IT',
  businessJustification: 'Needed for the team',
  dateNeededBy: '2030-01-15',
  vendorId: 'vendor-002',
  urgencyLevel: 'medium',
  lineItems: lines.map((l) => ({ generalLedgerCode: '4000-002', ...l })),
  ...over,
});

/** POST /api/requisitions (or /api/change-orders) and the created detail; fails the test unless 201. */
export async function submitRequest(
  t: TestApp,
  payload: Record<string, unknown>,
  as: DemoUser | string = 'employee',
  url = '/api/requisitions',
) {
  const res = await t.request({ method: 'POST', url, payload, as: as as DemoUser });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown> & { id: string; status: string };
}

/** The latest approval chain of a subject and its steps in order. */
export async function chainOf(t: TestApp, subjectId: string) {
  const [request] = await t.database.db
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.subjectId, subjectId))
    .orderBy(desc(approvalRequests.submittedAt), desc(approvalRequests.createdAt))
    .limit(1);
  if (!request) return { request: undefined, steps: [] };
  const steps = await t.database.db
    .select()
    .from(approvalSteps)
    .where(eq(approvalSteps.approvalRequestId, request.id))
    .orderBy(asc(approvalSteps.stepOrder));
  return { request, steps };
}

/** The pending step of a subject's latest chain. */
export async function pendingStep(t: TestApp, subjectId: string) {
  const { steps } = await chainOf(t, subjectId);
  const step = steps.find((s) => s.status === 'pending');
  if (!step) throw new Error(`no pending step for ${subjectId}`);
  return step;
}

/** POST /api/approvals/{stepId}/approve|reject as a user (a demo user or an email). */
export async function act(
  t: TestApp,
  stepId: string,
  action: 'approve' | 'reject',
  as: DemoUser | string,
  payload?: Record<string, unknown>,
) {
  return t.request({
    method: 'POST',
    url: `/api/approvals/${stepId}/${action}`,
    payload,
    as: as as DemoUser,
  });
}

/** Approves the pending step of the subject as each user in turn (each must answer 200). */
export async function approveInTurn(t: TestApp, subjectId: string, approvers: (DemoUser | string)[]) {
  for (const who of approvers) {
    const step = await pendingStep(t, subjectId);
    const res = await act(t, step.id, 'approve', who, { comment: `OK from ${who}` });
    if (res.statusCode !== 200) throw new Error(`approve by ${who} failed: ${res.statusCode} ${res.body}`);
  }
}

/** A user who can sign in (password procura-demo); returns the email for `t.request({ as })`. */
export async function insertLoginUser(
  t: TestApp,
  over: { role: string; department: string; first?: string; last?: string },
): Promise<{ id: string; email: string }> {
  const id = `user-t-${randomUUID().slice(0, 8)}`;
  const email = `${id}@procura.test`;
  await t.database.db.insert(users).values({
    id,
    email,
    username: id,
    passwordHash: await hashPassword('procura-demo'),
    firstName: over.first ?? 'Test',
    lastName: over.last ?? id,
    title: 'Tester',
    roleId: over.role,
    department: over.department,
    joinDate: '2024-01-01',
  });
  return { id, email };
}

/** Inserts a PO with lines (amount = their sum) directly; returns its id and PO number. */
export async function insertPo(
  t: TestApp,
  over: Partial<typeof purchaseOrders.$inferInsert>,
  lines: { description: string; quantity: number; unitPrice: string }[],
) {
  const key = randomUUID().slice(0, 8);
  const id = over.id ?? `po-t-${key}`;
  const cents = lines.map((l) => Math.round(l.quantity * Math.round(Number(l.unitPrice) * 100)));
  const amount = (cents.reduce((a, b) => a + b, 0) / 100).toFixed(2);
  await t.database.db.insert(purchaseOrders).values({
    id,
    poNumber: `PO-T-${key}`,
    vendorId: 'vendor-002',
    department: 'IT',
    status: 'pending',
    amount,
    ...over,
  });
  if (lines.length) {
    await t.database.db.insert(poLines).values(
      lines.map((l, i) => ({
        id: `${id}-l${i + 1}`,
        purchaseOrderId: id,
        lineNo: i + 1,
        description: l.description,
        quantity: String(l.quantity),
        unitPrice: l.unitPrice,
        total: (cents[i]! / 100).toFixed(2),
        glCode: '4000-002',
      })),
    );
  }
  const [po] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  return po!;
}

/**
 * The over-budget set-up: a department's budget of this fiscal year for one GL code, with an
 * approved PO committing part of it. Returns the budget id.
 */
export async function insertBudget(
  t: TestApp,
  b: { department: string; glCode: string; amount: string; committed: string },
): Promise<string> {
  const db = t.database.db;
  const key = randomUUID().slice(0, 8);
  const fiscalYear = fiscalYearOf(new Date(), (await getSettings(db)).fiscalYearStart);
  await db
    .insert(budgets)
    .values({ id: `bud-t-${key}`, department: b.department, glCode: b.glCode, fiscalYear, amount: b.amount });
  await insertPo(
    t,
    { department: b.department, vendorId: 'vendor-001', status: 'approved', id: `po-bud-${key}` },
    [{ description: 'Committed spend', quantity: 1, unitPrice: b.committed }],
  );
  await db
    .update(poLines)
    .set({ glCode: b.glCode })
    .where(eq(poLines.purchaseOrderId, `po-bud-${key}`));
  return `bud-t-${key}`;
}

/** Sets one workflow template's status (e.g. the IT template to Draft, so the standard one applies). */
export async function setTemplateStatus(t: TestApp, id: string, status: 'Active' | 'Draft') {
  await t.database.db.update(workflowTemplates).set({ status }).where(eq(workflowTemplates.id, id));
}

/** Approval steps of a subject's chains that are pending. */
export async function pendingCount(t: TestApp, approvalRequestId: string) {
  const rows = await t.database.db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(and(eq(approvalSteps.approvalRequestId, approvalRequestId), eq(approvalSteps.status, 'pending')));
  return rows.length;
}

/** A multipart/form-data body with the given files. */
export function multipart(files: { field?: string; name: string; type?: string; content: Buffer }[]) {
  const boundary = `----procura${randomUUID().replace(/-/g, '')}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny but real PDF and PNG. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
