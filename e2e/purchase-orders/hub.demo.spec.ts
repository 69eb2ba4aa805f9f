import { test, expect, type Page } from '@playwright/test';
import { signIn, type DemoRole } from '../support/auth';
import { choose, chooseTyped } from '../support/ui';
import { contractTitled, DEMO_PO, poDescribed } from '../support/demo';

/** The Purchase Order Hub over the demo POs of a fresh start (more than a page of them), by description. */
const HUB = 'Purchase Order Hub';
const table = (page: Page) => page.getByRole('table', { name: 'Purchase orders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, poNumber: string) => table(page).locator(`tr[data-po-number="${poNumber}"]`);
const pager = (page: Page) => page.getByRole('navigation', { name: 'Purchase order pages' });

async function openHub(page: Page, who: DemoRole, path = '/purchase-orders') {
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

  // Sorting by PO number is done by the server too: the seating PO is the demo's first.
  const seating = await poDescribed(page, DEMO_PO.seating);
  await table(page).getByRole('button', { name: 'Sort by PO Number' }).click();
  await expect(bodyRows(page).first()).toHaveAttribute('data-po-number', seating.poNumber);
});

test('search covers PO number, vendor, description and contract number', async ({ page }) => {
  await openHub(page, 'procurement');
  const search = page.getByLabel('Search', { exact: true });
  const monitors = await poDescribed(page, DEMO_PO.monitors);
  const seating = await poDescribed(page, DEMO_PO.seating);
  const network = await poDescribed(page, DEMO_PO.network);
  const workstations = await poDescribed(page, DEMO_PO.workstations);

  await search.fill(monitors.poNumber);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, monitors.poNumber)).toContainText('Monitor and docking station refresh');

  await search.fill('herman miller');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, seating.poNumber)).toBeVisible();

  await search.fill('network switch replacement');
  await expect(rowOf(page, network.poNumber)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);

  // The Dell agreement covers two POs: the monitors and the workstations.
  await search.fill((await contractTitled(page, 'Dell Hardware Purchase Agreement')).id);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(rowOf(page, monitors.poNumber)).toBeVisible();
  await expect(rowOf(page, workstations.poNumber)).toBeVisible();

  await search.fill('no such purchase order zzz');
  await expect(page.getByText('No purchase orders found')).toBeVisible();
});

test('status and vendor filters; Edit only on pending POs', async ({ page }) => {
  await openHub(page, 'procurement');
  const workstations = await poDescribed(page, DEMO_PO.workstations);
  const seating = await poDescribed(page, DEMO_PO.seating);
  const blanket = await poDescribed(page, DEMO_PO.mroBlanket);
  await choose(page, page, 'Status', 'Completed');
  await expect(rowOf(page, workstations.poNumber)).toBeVisible();
  // The unfiltered page stays on screen until the filtered answer replaces it.
  await expect(bodyRows(page).getByTestId('po-status').filter({ hasNotText: 'Completed' })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await choose(page, page, 'Status', 'Pending');
  await expect(rowOf(page, seating.poNumber)).toBeVisible();
  await expect(bodyRows(page).getByTestId('po-status').filter({ hasNotText: 'Pending' })).toHaveCount(0);
  const pendingRows = await bodyRows(page).count();
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(pendingRows);
  await expect(rowOf(page, seating.poNumber).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/po-edit?id=${seating.id}`,
  );

  await choose(page, page, 'Status', 'All statuses');
  await chooseTyped(page, 'Vendor', 'Grainger');
  // Only Grainger's PO: its blanket.
  const row = rowOf(page, blanket.poNumber);
  await expect(row).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row.getByText('Used', { exact: false })).toBeVisible();
  await expect(row.getByText('Remaining', { exact: false })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/po-summary' && url.searchParams.get('id') === blanket.id,
  );
  await expect(page.getByRole('heading', { level: 1, name: blanket.poNumber })).toBeVisible();
});

test('users who do not manage POs see no Edit, even on pending POs', async ({ page }) => {
  await openHub(page, 'finance');
  const seating = await poDescribed(page, DEMO_PO.seating);
  await choose(page, page, 'Status', 'Pending');
  await expect(rowOf(page, seating.poNumber)).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'View' }).first()).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('?search= pre-fills the search (the contract hub links here)', async ({ page }) => {
  await signIn(page, 'procurement', '/');
  const monitors = await poDescribed(page, DEMO_PO.monitors);
  await openHub(page, 'procurement', `/purchase-orders?search=${monitors.poNumber}`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(monitors.poNumber);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, monitors.poNumber)).toContainText('Dell Technologies');
});
