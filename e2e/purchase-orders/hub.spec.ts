import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose } from '../approvals/helpers';

const HUB = 'Purchase Order Hub';
const table = (page: Page) => page.getByRole('table', { name: 'Purchase orders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, poNumber: string) => table(page).locator(`tr[data-po-number="${poNumber}"]`);
const pager = (page: Page) => page.getByRole('navigation', { name: 'Purchase order pages' });

async function openHub(page: Page, who: Parameters<typeof signIn>[1], path = '/purchase-orders') {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: HUB })).toBeVisible({ timeout: 30_000 });
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
}

test('the hub pages through the server list', async ({ page }) => {
  await openHub(page, 'procurement');
  const total = Number((await page.request.get('/api/purchase-orders?limit=1')).headers()['x-total-count']);
  expect(total).toBeGreaterThan(10);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(pager(page)).toContainText(`Showing 1–10 of ${total}`);
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await bodyRows(page).first().getAttribute('data-po-number');

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toContainText(`Showing 11–${Math.min(20, total)} of ${total}`);
  await expect(bodyRows(page).first()).not.toHaveAttribute('data-po-number', firstPage!);
  await pager(page).getByRole('button', { name: 'Previous' }).click();
  await expect(bodyRows(page).first()).toHaveAttribute('data-po-number', firstPage!);

  // Sorting by PO number is done by the server too.
  await table(page).getByRole('button', { name: 'Sort by PO Number' }).click();
  await expect(bodyRows(page).first()).toHaveAttribute('data-po-number', 'PO-10001');
});

test('search covers PO number, vendor, description and contract number', async ({ page }) => {
  await openHub(page, 'procurement');
  const search = page.getByLabel('Search', { exact: true });

  await search.fill('PO-10003');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'PO-10003')).toContainText('Monitor and docking station refresh');

  await search.fill('herman miller');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'PO-10001')).toBeVisible();

  await search.fill('network switch replacement');
  await expect(rowOf(page, 'PO-10005')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);

  await search.fill('CTR-007');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(rowOf(page, 'PO-10003')).toBeVisible();
  await expect(rowOf(page, 'PO-10004')).toBeVisible();

  await search.fill('no such purchase order zzz');
  await expect(page.getByText('No purchase orders found')).toBeVisible();
});

test('status and vendor filters; Edit only on pending POs', async ({ page }) => {
  await openHub(page, 'procurement');
  await choose(page, page, 'Status', 'Completed');
  await expect(rowOf(page, 'PO-10004')).toBeVisible();
  // The unfiltered page stays on screen until the filtered answer replaces it.
  await expect(bodyRows(page).getByTestId('po-status').filter({ hasNotText: 'Completed' })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await choose(page, page, 'Status', 'Pending');
  await expect(rowOf(page, 'PO-10001')).toBeVisible();
  await expect(bodyRows(page).getByTestId('po-status').filter({ hasNotText: 'Pending' })).toHaveCount(0);
  const pendingRows = await bodyRows(page).count();
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(pendingRows);
  await expect(rowOf(page, 'PO-10001').getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/po-edit?id=po-001',
  );

  await choose(page, page, 'Status', 'all');
  await choose(page, page, 'Vendor', 'Grainger');
  // Only Grainger's POs: its blanket PO-10014 (and any releases other tests drew from it).
  const blanket = rowOf(page, 'PO-10014');
  await expect(blanket).toBeVisible();
  // Every row is Grainger's once the filtered answer replaced the unfiltered page (still shown while it loads).
  await expect(bodyRows(page).filter({ hasNotText: 'Grainger' })).toHaveCount(0);
  await expect(blanket).toContainText('Used');
  await expect(blanket).toContainText('Remaining');
  await expect(blanket.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await blanket.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/po-summary\?id=po-014$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PO-10014' })).toBeVisible();
});

test('users who do not manage POs see no Edit, even on pending POs', async ({ page }) => {
  await openHub(page, 'finance');
  await choose(page, page, 'Status', 'Pending');
  await expect(rowOf(page, 'PO-10001')).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'View' }).first()).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('?search= pre-fills the search (the contract hub links here)', async ({ page }) => {
  await openHub(page, 'procurement', '/purchase-orders?search=PO-10003');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('PO-10003');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'PO-10003')).toContainText('Dell Technologies');
});
