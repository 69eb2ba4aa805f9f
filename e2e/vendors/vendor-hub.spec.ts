import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, rowWith, toastWith } from './ui-helpers';

test('Shop simulates a PunchOut for integrated vendors and says No Integration otherwise', async ({
  page,
}) => {
  await signIn(page, 'employee', '/vendors');
  const search = page.getByRole('searchbox', { name: 'Search vendors' });

  await search.fill('Dell Technologies');
  const dell = rowWith(page, 'Vendors', 'Dell Technologies');
  await expect(dell).toContainText('cXML PunchOut');
  await dell.getByRole('button', { name: 'Shop' }).click();
  const punchOut = toastWith(page, 'Simulating PunchOut');
  await expect(punchOut).toContainText('Dell Technologies');
  await expect(punchOut).toContainText('cXML');

  await search.fill('ADT Commercial');
  const adt = rowWith(page, 'Vendors', 'ADT Commercial');
  await expect(adt).toHaveCount(1);
  await adt.getByRole('button', { name: 'Shop' }).click();
  const none = toastWith(page, 'No Integration');
  await expect(none).toContainText("This vendor doesn't have catalog integration available.");
  await expect(
    page.getByRole('region', { name: /Notifications/ }).locator('[data-variant="destructive"]'),
  ).toBeVisible();

  // Pending and inactive vendors offer no Shop.
  await search.fill('');
  await choose(page, page, 'Status', 'Pending');
  const pending = rowWith(page, 'Vendors', 'Brightline Creative Agency');
  await expect(pending).toContainText('Pending');
  await expect(pending.getByRole('button', { name: 'Shop' })).toHaveCount(0);
});

test('the table says Loading vendors... first, and No vendors found when nothing matches', async ({
  page,
}) => {
  await page.route('**/api/vendors?*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await signIn(page, 'employee', '/vendors');
  await expect(page.getByRole('table', { name: 'Vendors' })).toContainText('Loading vendors...');
  await expect(rowWith(page, 'Vendors', 'Staples Business Advantage')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('zz-no-such-vendor-qq');
  await expect(page.getByRole('table', { name: 'Vendors' })).toContainText('No vendors found');
});

test('a vendor detail shows contact, live figures, contracts, POs and invoices', async ({ page }) => {
  await signIn(page, 'procurement', '/vendors');
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('CDW');
  await rowWith(page, 'Vendors', 'CDW').getByRole('link', { name: 'CDW', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/vendors' && url.searchParams.get('id') === 'vendor-003',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'CDW' })).toBeVisible();
  await expect(page.getByText('Megan Walsh')).toBeVisible();
  await expect(page.getByText('OCI PunchOut')).toBeVisible();
  await expect(page.getByText('Total Spend YTD')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText('CTR-003');
  const pos = page.getByRole('table', { name: 'Purchase Orders' });
  await expect(pos.getByRole('link', { name: 'PO-10005' })).toHaveAttribute('href', '/po-summary?id=po-005');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('INV-');

  await page.getByRole('link', { name: 'Back to Vendors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Partnership Hub' })).toBeVisible();
});
