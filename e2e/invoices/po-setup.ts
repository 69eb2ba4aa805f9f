import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../support/auth';

/** Which demo user acts for an approval step's role. */
const ROLE_USER: Record<string, DemoRole> = {
  manager: 'manager',
  director: 'director',
  finance: 'finance',
  procurement_sme: 'procurement',
  legal: 'legal',
  admin: 'admin',
};

type Playwright = PlaywrightWorkerArgs['playwright'];

async function apiAs(playwright: Playwright, baseURL: string | undefined, who: DemoRole) {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', {
    data: { email: DEMO[who].email, password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign in as ${who}`).toBe(200);
  return ctx;
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

export type ReceivedPo = {
  id: string;
  poNumber: string;
  lines: { id: string; description: string; quantity: number; unitPrice: string }[];
};

/**
 * Set-up through the API (what the procure-to-pay screens already cover): the employee requests goods
 * from a known vendor, each approver of the workflow approves, and procurement receives every line in
 * full. Answers the PO, now in progress and fully received.
 */
export async function receivedPurchaseOrder(
  playwright: Playwright,
  baseURL: string | undefined,
  tag: string,
  lines: { description: string; quantity: number; unitPrice: number }[],
): Promise<ReceivedPo> {
  const employee = await apiAs(playwright, baseURL, 'employee');
  const req = await json<{ id: string }>(
    await employee.post('/api/requisitions', {
      data: {
        requestType: 'new-purchase',
        itemType: 'goods',
        department: 'IT',
        title: tag,
        businessJustification: 'Stock for the IT lab.',
        dateNeededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        vendorId: 'vendor-010',
        lineItems: lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          generalLedgerCode: '4000-001',
        })),
      },
    }),
    201,
  );

  for (let round = 0; round < 8; round++) {
    const workflow = await json<{ id: string; status: string; approverRole: string }[]>(
      await employee.get(`/api/requisitions/${req.id}/workflow`),
    );
    const step = workflow.find((s) => s.status === 'pending');
    if (!step) break;
    const approver = await apiAs(playwright, baseURL, ROLE_USER[step.approverRole] ?? 'procurement');
    await json(
      await approver.post(`/api/approvals/${step.id}/approve`, {
        data: { comment: 'Approved for the e2e flow.' },
      }),
    );
    await approver.dispose();
  }

  const detail = await json<{ purchaseOrderId: string | null }>(
    await employee.get(`/api/requisitions/${req.id}`),
  );
  expect(detail.purchaseOrderId, 'the approved request raised a PO').toBeTruthy();
  await employee.dispose();

  const procurement = await apiAs(playwright, baseURL, 'procurement');
  const po = await json<ReceivedPo & { lines: ReceivedPo['lines'] }>(
    await procurement.get(`/api/purchase-orders/${detail.purchaseOrderId}`),
  );
  await json(
    await procurement.post(`/api/purchase-orders/${po.id}/receipts`, {
      data: {
        receivedDate: new Date().toISOString().slice(0, 10),
        lines: po.lines.map((l) => ({ poLineId: l.id, quantity: l.quantity })),
      },
    }),
    201,
  );
  await procurement.dispose();
  return po;
}
