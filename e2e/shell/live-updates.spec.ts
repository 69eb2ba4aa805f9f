import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { uniqueTag } from '../support/ui';
import { apiAs, createVendor, json, poFor, submitRequest } from '../support/api';

/**
 * Live events (GET /api/events): what other people do reaches an open page without a reload — the
 * dock's Approvals badge and a record on screen. A marker on `window` proves the page never reloaded.
 */
test('the Approvals badge and an open PO follow what others do, without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const vendor = await createVendor(playwright, baseURL, 'Live Supplies');
  const tag = uniqueTag('Live desks');

  // The manager has the home page open.
  await signIn(page, 'manager', '/');
  const badge = page.getByTestId('dock-badge-approvals');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const before = (await badge.count()) ? Number(await badge.textContent()) : 0;
  await page.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'same page'));

  // An employee submits a $3,000 request: it waits for IT's manager.
  const employee = await apiAs(playwright, baseURL, 'employee');
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} standing desk`, quantity: 2, unitPrice: 1500 }],
  });
  const manager = await apiAs(playwright, baseURL, 'manager');
  await expect
    .poll(
      async () => {
        const shown = (await badge.count()) ? Number(await badge.textContent()) : 0;
        const now = (await json<{ pendingApprovals: number }>(await manager.get('/api/dashboard/summary')))
          .pendingApprovals;
        return shown === now && shown !== before;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'same page',
  );
  await manager.dispose();

  // The employee looks at an approved PO of theirs while procurement issues it.
  const small = uniqueTag('Live cables');
  await submitRequest(employee, {
    title: small,
    vendorId: vendor.id,
    lines: [{ description: `${small} cable`, quantity: 4, unitPrice: 25 }],
  });
  const po = await poFor(employee, small);
  await employee.dispose();
  const viewer = await page.context().browser()!.newContext({ baseURL });
  const employeePage = await viewer.newPage();
  await signIn(employeePage, 'employee', `/po-summary?id=${po.id}`);
  await expect(employeePage.getByRole('heading', { level: 1, name: po.poNumber })).toBeVisible({
    timeout: 30_000,
  });
  await expect(employeePage.getByText(/^Issued \d/)).toHaveCount(0);
  await employeePage.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'same page'));
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  await json(await procurement.post(`/api/purchase-orders/${po.id}/issue`));
  await procurement.dispose();
  await expect(employeePage.getByText(/^Issued \d/)).toBeVisible({ timeout: 15_000 });
  expect(await employeePage.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'same page',
  );
  await viewer.close();
});
