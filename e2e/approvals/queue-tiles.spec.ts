import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, statFigure, uniqueTag } from '../support/ui';
import { apiAs, createVendor, json, submitRequest } from '../support/api';
import { approvalCard, openAs, QUEUE_TITLE } from './helpers';

const cards = (page: Page) => page.getByRole('list', { name: 'Pending approvals' }).getByRole('article');
/**
 * The newest answer of /api/approvals whose query holds `has`. Other tests share the database and
 * approve in parallel; a live event then makes the queue fetch again, so the cards are compared with
 * the latest answer, not the first.
 */
function latestAnswer(page: Page, has: string) {
  let latest: Promise<{ title: string; type: string }[]> | undefined;
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/approvals' && url.search.includes(has)) latest = r.json();
  });
  return async () => (latest ? await latest : undefined);
}
const shownTitles = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
/** Waits until the cards show, in order, the titles of the newest answer (latestAnswer); returns it. */
async function cardsOfNewest(page: Page, newest: ReturnType<typeof latestAnswer>) {
  let rows: { title: string; type: string }[] = [];
  await expect
    .poll(async () => {
      rows = (await newest()) ?? [];
      return rows.length > 0 && (await shownTitles(page)).join('\n') === rows.map((r) => r.title).join('\n');
    })
    .toBe(true);
  return rows;
}

test('sorting by amount and the change-order filter come from the server', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Set-up through the API: two requests and a change order of the employee's, past their Manager
  // Review, await finance.
  const tag = uniqueTag('Queue sort');
  const vendor = await createVendor(playwright, baseURL, 'Queue Supplies');
  const employee = await apiAs(playwright, baseURL, 'employee');
  const small = await submitRequest(employee, {
    title: `${tag} small`,
    vendorId: vendor.id,
    lines: [{ description: `${tag} cable`, quantity: 1, unitPrice: 500 }],
  });
  const ids = [
    (
      await submitRequest(employee, {
        title: `${tag} low`,
        vendorId: vendor.id,
        lines: [{ description: 'Desk', quantity: 1, unitPrice: 6000 }],
      })
    ).id,
    (
      await submitRequest(employee, {
        title: `${tag} high`,
        vendorId: vendor.id,
        lines: [{ description: 'Rack', quantity: 1, unitPrice: 9000 }],
      })
    ).id,
  ];
  const { poNumber } = await json<{ poNumber: string }>(
    await employee.get(`/api/purchase-orders/${small.purchaseOrderId}`),
  );
  const change = await json<{ id: string }>(
    await employee.post('/api/change-orders', {
      data: {
        requestType: 'change-order',
        itemType: 'goods',
        department: 'IT',
        title: `${tag} change`,
        businessJustification: 'More cables.',
        dateNeededBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        poNumber,
        changeDescription: `${tag}: more cables`,
        lineItems: [
          { description: `${tag} cable`, quantity: 14, unitPrice: 500, generalLedgerCode: '4000-002' },
        ],
      },
    }),
    201,
  );
  await employee.dispose();
  const manager = await apiAs(playwright, baseURL, 'manager');
  const queue = await json<{ stepId: string; subjectId: string }[]>(
    await manager.get('/api/approvals?limit=500'),
  );
  for (const id of [...ids, change.id]) {
    const step = queue.find((q) => q.subjectId === id)!;
    await json(await manager.post(`/api/approvals/${step.stepId}/approve`, { data: {} }));
  }
  await manager.dispose();

  await openAs(page, 'finance', '/approvals', QUEUE_TITLE);
  await expect(approvalCard(page, `${tag} high`)).toBeVisible();
  const sorted = latestAnswer(page, 'sort=-amount');
  await choose(page, page, 'Sort by', 'Amount');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Amount');
  const expected = await cardsOfNewest(page, sorted);
  const amounts = (await cards(page).locator('span.text-lg').allTextContents()).map((t) =>
    Number(t.replace(/[$,]/g, '')),
  );
  expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  const titles = expected.map((e) => e.title);
  expect(titles.indexOf(`${tag} high`)).toBeLessThan(titles.indexOf(`${tag} low`));

  const filtered = latestAnswer(page, 'type=change-order');
  await choose(page, page, 'Type', 'Change Orders');
  const changeOrders = await cardsOfNewest(page, filtered);
  expect(changeOrders.every((c) => c.type === 'change-order')).toBe(true);
  expect(changeOrders.map((c) => c.title)).toContain(`${tag} change`);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Change Order');
});

test('a user with nothing to approve sees an empty queue', async ({ page }) => {
  await signIn(page, 'admin', '/approvals');
  await expect(page.getByRole('heading', { level: 1, name: QUEUE_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No approvals are waiting for you.')).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Approval summary' });
  await expect(statFigure(tiles, 'Pending Approvals')).toHaveText('0');
  await expect(statFigure(tiles, 'Total Value')).toHaveText('$0K');
});
