import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, rowWith } from '../support/ui';
import { contractTitled } from '../support/demo';

/**
 * The Contract Management Hub over the demo contracts of a fresh start (the API creates none),
 * each found by its title.
 */ const NETWORK = 'Network Hardware Supply & Support Agreement';
const BLANKET = 'Office Supplies Blanket Purchase Agreement';

const table = (page: Page) => page.getByRole('table', { name: 'Contracts' });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });

test('the hub sorts by end date by default and each column toggles its direction', async ({ page }) => {
  await signIn(page, 'employee', '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management Hub' })).toBeVisible();
  await expect(header(page, 'End Date')).toHaveAttribute('aria-sort', 'ascending');
  // The earliest end date of the demo data (an expired agreement), then the latest.
  await expect(firstRow(page)).toContainText('Office Supplies Agreement (prior term)');

  await header(page, 'End Date').getByRole('button').click();
  await expect(header(page, 'End Date')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow(page)).toContainText('Tax Advisory Services');

  await header(page, 'Value').getByRole('button').click();
  await expect(header(page, 'Value')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'End Date')).toHaveAttribute('aria-sort', 'none');
  await expect(firstRow(page)).toContainText('$18,000');
  await header(page, 'Value').getByRole('button').click();
  await expect(header(page, 'Value')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow(page)).toContainText('$450,000');

  await header(page, 'Vendor').getByRole('button').click();
  await expect(header(page, 'Vendor')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow(page)).toContainText('ABM Industries');
});

test('search over title, vendor and id, filters and expiry colours', async ({ page }) => {
  await signIn(page, 'employee', '/contracts');
  const search = page.getByRole('searchbox', { name: 'Search contracts' });
  const rows = table(page).getByRole('row');

  await search.fill('network hardware');
  await expect(rows).toHaveCount(2);
  const ctr3 = rowWith(page, 'Contracts', NETWORK);
  await expect(ctr3).toContainText((await contractTitled(page, NETWORK)).id);
  await expect(ctr3.locator('[data-band]')).toHaveAttribute('data-band', 'orange');
  await expect(ctr3.locator('[data-band]')).toHaveText('20 days');

  await search.fill('deloitte');
  await expect(rows).toHaveCount(5); // header + the vendor's four contracts
  await search.fill((await contractTitled(page, 'Azure Consumption Commitment')).id.toLowerCase());
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Azure Consumption Commitment');
  await expect(rows.nth(1).locator('[data-band]')).toHaveAttribute('data-band', 'green');

  await search.fill('');
  await choose(page, page, 'Status', 'Expiring (30 days or fewer)');
  await expect(rows).toHaveCount(5);
  for (const title of [
    BLANKET,
    'Security Monitoring & Access Control Services',
    NETWORK,
    'Janitorial & Facilities Maintenance Services',
  ]) {
    await expect(rowWith(page, 'Contracts', title)).toHaveCount(1);
  }
  await expect(rowWith(page, 'Contracts', BLANKET).locator('[data-band]')).toHaveAttribute(
    'data-band',
    'red',
  );

  await choose(page, page, 'Status', 'Upcoming renewals (31–90 days)');
  await expect(rows).toHaveCount(5);
  await expect(
    rowWith(page, 'Contracts', 'Dell Hardware Purchase Agreement').locator('[data-band]'),
  ).toHaveAttribute('data-band', 'yellow');

  await choose(page, page, 'Status', 'All Statuses');
  await choose(page, page, 'Category', 'Security');
  await choose(page, page, 'Risk', 'High');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Security Monitoring & Access Control Services');

  await choose(page, page, 'Risk', 'Low');
  await choose(page, page, 'Category', 'Software');
  await choose(page, page, 'Status', 'Active');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sales Cloud Subscription');

  await search.fill('no such contract zz');
  await expect(table(page)).toContainText('No contracts found');
});

test('?search= pre-fills the search (the home search links here)', async ({ page }) => {
  await signIn(page, 'employee', '/');
  const { id } = await contractTitled(page, BLANKET);
  await page.goto(`/contracts?search=${id}`);
  await expect(page.getByRole('searchbox', { name: 'Search contracts' })).toHaveValue(id);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(firstRow(page)).toContainText(BLANKET);
});

test('a contract expiring in 20 days opens a prefilled change order in a new tab', async ({ page }) => {
  await signIn(page, 'procurement', '/contracts');
  const network = await contractTitled(page, NETWORK);
  const [poNumber] = network.poNumbers;
  const row = rowWith(page, 'Contracts', NETWORK);
  await expect(row.locator('[data-band]')).toHaveText('20 days');
  const pos = row.getByRole('link', { name: `Open purchase orders for ${network.id} in a new tab` });
  await expect(pos).toHaveAttribute('target', '_blank');
  await expect(pos).toHaveAttribute('href', `/purchase-orders?search=${poNumber}`);
  await expect(
    rowWith(page, 'Contracts', 'Dell Hardware Purchase Agreement').getByRole('link', {
      name: /change order/i,
    }),
  ).toHaveCount(0);

  const link = row.getByRole('link', { name: `Create a change order for ${network.id} in a new tab` });
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(
    (url) =>
      url.pathname === '/request' &&
      url.searchParams.get('type') === 'change-order' &&
      url.searchParams.get('contractId') === network.id,
  );
  await expect(popup.getByRole('tab', { name: 'Change Order' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByLabel('Contract Reference')).toHaveValue(network.id);
  await expect(popup.getByLabel('PO Number')).toContainText(poNumber!);
  await expect(page).toHaveURL((url) => url.pathname === '/contracts');
});

test('the PO button searches the hub for the PO number; a contract without POs offers none', async ({
  page,
}) => {
  await signIn(page, 'procurement', '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management Hub' })).toBeVisible();
  const contracts = (await (await page.request.get('/api/contracts?limit=500')).json()) as {
    id: string;
    status: string;
    poNumbers: string[];
  }[];
  const withPo = contracts.find((c) => c.poNumbers.length > 0)!;
  const withoutPo = contracts.find((c) => c.poNumbers.length === 0)!;
  expect(withoutPo, 'a demo contract without purchase orders').toBeTruthy();

  const search = page.getByRole('searchbox', { name: 'Search contracts' });
  await search.fill(withPo.id);
  const link = rowWith(page, 'Contracts', withPo.id).getByRole('link', {
    name: `Open purchase orders for ${withPo.id} in a new tab`,
  });
  await expect(link).toHaveAttribute('href', `/purchase-orders?search=${withPo.poNumbers[0]}`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup.getByLabel('Search', { exact: true })).toHaveValue(withPo.poNumbers[0]!);
  await expect(
    popup
      .getByRole('table', { name: 'Purchase orders' })
      .getByRole('row')
      .filter({ hasText: withPo.poNumbers[0]! }),
  ).toHaveCount(1);
  await popup.close();

  // Never the contract id: without a PO there is nothing to open.
  await search.fill(withoutPo.id);
  const row = rowWith(page, 'Contracts', withoutPo.id);
  await expect(row.getByRole('link', { name: /Open purchase orders/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `No purchase orders for ${withoutPo.id}` })).toBeDisabled();
  // Status reads as a label.
  await expect(row.locator('[data-status]')).toHaveText(withoutPo.status === 'active' ? 'Active' : /\w/);
});
