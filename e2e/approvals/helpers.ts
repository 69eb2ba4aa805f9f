import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn, type DemoRole } from '../support/auth';

/** A unique tag so each test finds its own records on the shared server. */
export const uniqueTag = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toast holding this text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .filter({ hasText: text });

/** Opens a labelled select (Radix combobox) and picks the option with this name. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Signs in and opens a page, waiting for its h1 (the first load can be slow on a busy machine). */
export async function openAs(page: Page, who: DemoRole, path: string, heading: string | RegExp) {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

export const QUEUE_TITLE = 'Professional Approvals Queue';

/** The approvals queue card of a request, by its title. */
export const approvalCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/**
 * Test data set-up through the API as a demo user (its own cookie jar), for what earlier screens
 * already cover; the behaviour under test is then driven in the browser.
 */
export async function apiAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  who: DemoRole,
): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', {
    data: { email: DEMO[who].email, password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign in as ${who}`).toBe(200);
  return ctx;
}

type Line = { description: string; quantity: number; unitPrice: number; gl?: string };

/** The employee's new-purchase request, submitted (IT department, a known vendor). */
export async function submitRequest(
  ctx: APIRequestContext,
  r: { title: string; lines: Line[]; vendorId?: string; justification?: string },
): Promise<{ id: string }> {
  const res = await ctx.post('/api/requisitions', {
    data: {
      requestType: 'new-purchase',
      itemType: 'goods',
      department: 'IT',
      title: r.title,
      businessJustification: r.justification ?? 'Needed for the team.',
      dateNeededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      vendorId: r.vendorId ?? 'vendor-003',
      lineItems: r.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        generalLedgerCode: l.gl ?? '4000-002',
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

export type PoRow = { id: string; poNumber: string; status: string; amount: string };

/** The PO whose description holds `text` (exactly one expected). */
export async function poFor(ctx: APIRequestContext, text: string): Promise<PoRow> {
  const res = await ctx.get(`/api/purchase-orders?q=${encodeURIComponent(text)}`);
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as PoRow[];
  expect(rows, `one PO for ${text}`).toHaveLength(1);
  return rows[0]!;
}
