import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { account, DEMO_PASSWORD, type DemoRole } from './auth';
import { uniqueTag } from './ui';

/**
 * Test data set-up through the API, for what earlier screens already cover: each test makes the
 * records it needs, with unique names, as a demo user (its own cookie jar); the behaviour under test
 * is then driven in the browser.
 */
type Playwright = PlaywrightWorkerArgs['playwright'];

export async function apiAs(playwright: Playwright, baseURL: string | undefined, who: DemoRole) {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', {
    data: { email: account(who).email, password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign in as ${who}`).toBe(200);
  return ctx;
}

export async function json<T>(res: APIResponse, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

export type Vendor = { id: string; name: string };

/** An active vendor of its own (POST /api/vendors as procurement), named after the prefix. */
export async function createVendor(
  playwright: Playwright,
  baseURL: string | undefined,
  prefix = 'Test Vendor',
  over: Record<string, string> = {},
): Promise<Vendor> {
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  const vendor = await json<Vendor>(
    await procurement.post('/api/vendors', {
      data: { name: uniqueTag(prefix), category: 'Office Supplies', status: 'active', ...over },
    }),
    201,
  );
  await procurement.dispose();
  return vendor;
}

export type Line = { description: string; quantity: number; unitPrice: number; gl?: string };

/** A new-purchase request of IT goods from the vendor, submitted as the signed-in user of `ctx`. */
export async function submitRequest(
  ctx: APIRequestContext,
  r: { title: string; lines: Line[]; vendorId: string; justification?: string; requestType?: string },
): Promise<{ id: string; purchaseOrderId: string | null }> {
  return json(
    await ctx.post('/api/requisitions', {
      data: {
        requestType: r.requestType ?? 'new-purchase',
        itemType: 'goods',
        department: 'IT',
        title: r.title,
        businessJustification: r.justification ?? 'Needed for the team.',
        dateNeededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        vendorId: r.vendorId,
        lineItems: r.lines.map((l, i) => ({
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          generalLedgerCode: l.gl ?? '4000-002',
          ...(r.requestType === 'blanket-po' ? { productNumber: `SKU-${i + 1}` } : {}),
        })),
      },
    }),
    201,
  );
}

export type PoRow = { id: string; poNumber: string; status: string; amount: string };

/** The PO whose description holds `text` (exactly one expected). */
export async function poFor(ctx: APIRequestContext, text: string): Promise<PoRow> {
  const rows = await json<PoRow[]>(await ctx.get(`/api/purchase-orders?q=${encodeURIComponent(text)}`));
  expect(rows, `one PO for ${text}`).toHaveLength(1);
  return rows[0]!;
}

/** Which demo user acts for an approval step's role. */
const ROLE_USER: Record<string, DemoRole> = {
  manager: 'manager',
  director: 'director',
  finance: 'finance',
  procurement_sme: 'procurement',
  legal: 'legal',
  admin: 'admin',
};

export type ReceivedPo = {
  id: string;
  poNumber: string;
  lines: { id: string; description: string; quantity: number; unitPrice: string }[];
};

/**
 * The employee requests goods from the vendor, each approver of the workflow approves, and
 * procurement receives every line in full. Answers the PO, now in progress and fully received.
 */
export async function receivedPurchaseOrder(
  playwright: Playwright,
  baseURL: string | undefined,
  vendorId: string,
  tag: string,
  lines: { description: string; quantity: number; unitPrice: number }[],
): Promise<ReceivedPo> {
  const employee = await apiAs(playwright, baseURL, 'employee');
  const req = await submitRequest(employee, {
    title: tag,
    vendorId,
    justification: 'Stock for the IT lab.',
    lines: lines.map((l) => ({ ...l, gl: '4000-001' })),
  });
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
  const po = await json<ReceivedPo>(await procurement.get(`/api/purchase-orders/${detail.purchaseOrderId}`));
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

export type InvoiceLineInput = {
  poLineId: string;
  description: string;
  quantity: number;
  unitPrice: number;
  glCode: string;
};

/**
 * Accounts Payable enters the invoice (with a PDF when named); finance 3-way matches it, holds it and
 * releases it: matched and pending, awaiting finance's review. Answers the invoice.
 */
export async function invoiceAwaitingReview(
  playwright: Playwright,
  baseURL: string | undefined,
  invoice: { poId: string; invoiceNumber: string; description: string; lines: InvoiceLineInput[] },
  pdf?: { name: string; buffer: Buffer },
): Promise<{ id: string }> {
  const ap = await apiAs(playwright, baseURL, 'ap');
  const invoiceDate = new Date().toISOString().slice(0, 10);
  const created = await json<{ id: string }>(
    await ap.post('/api/invoices', { data: { ...invoice, invoiceDate } }),
    201,
  );
  if (pdf) {
    const uploaded = await ap.post(`/api/invoices/${created.id}/attachments`, {
      multipart: { file: { name: pdf.name, mimeType: 'application/pdf', buffer: pdf.buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  }
  await ap.dispose();
  const finance = await apiAs(playwright, baseURL, 'finance');
  await json(await finance.post(`/api/invoices/${created.id}/match`));
  await json(
    await finance.post(`/api/invoices/${created.id}/hold`, { data: { reason: 'Checking the receipt' } }),
  );
  await json(await finance.post(`/api/invoices/${created.id}/release`));
  await finance.dispose();
  return created;
}
