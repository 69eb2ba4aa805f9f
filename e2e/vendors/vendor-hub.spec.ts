import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, holdRequests, rowWith, toastWith, uniqueTag } from '../support/ui';
import { createVendor } from '../support/api';

test('Shop simulates a PunchOut for integrated vendors and says No Integration otherwise', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: a vendor of each kind, with one tag to find them by.
  const tag = uniqueTag('Zzshop');
  const punchOutVendor = await createVendor(playwright, baseURL, `${tag} PunchOut`, {
    integrationType: 'cxml',
  });
  const plain = await createVendor(playwright, baseURL, `${tag} Plain`, { integrationType: 'none' });
  const waiting = await createVendor(playwright, baseURL, `${tag} Waiting`, {
    status: 'pending',
    integrationType: 'cxml',
  });

  await signIn(page, 'employee', '/vendors');
  const search = page.getByRole('searchbox', { name: 'Search vendors' });

  await search.fill(punchOutVendor.name);
  const integrated = rowWith(page, 'Vendors', punchOutVendor.name);
  await expect(integrated).toContainText('cXML PunchOut');
  await integrated.getByRole('button', { name: 'Shop' }).click();
  const punchOut = toastWith(page, 'Simulating PunchOut');
  await expect(punchOut).toContainText(`Opening the ${punchOutVendor.name} catalog via cXML PunchOut...`);

  await search.fill(plain.name);
  const none = rowWith(page, 'Vendors', plain.name);
  await expect(none).toHaveCount(1);
  await none.getByRole('button', { name: 'Shop' }).click();
  await expect(toastWith(page, 'No Integration')).toContainText(
    "This vendor doesn't have catalog integration available.",
  );
  await expect(
    page.getByRole('region', { name: /Notifications/ }).locator('[data-variant="destructive"]'),
  ).toBeVisible();

  // Pending and inactive vendors offer no Shop.
  await search.fill(tag);
  await choose(page, page, 'Status', 'Pending');
  const pending = rowWith(page, 'Vendors', waiting.name);
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Shop' })).toHaveCount(0);
});

test('the table says Loading vendors... first, and No vendors found when nothing matches', async ({
  page,
  playwright,
  baseURL,
}) => {
  const vendor = await createVendor(playwright, baseURL, 'Zzloading Vendor');
  const loading = await holdRequests(page, '**/api/vendors?*');
  await signIn(page, 'employee', '/vendors');
  await expect(page.getByRole('table', { name: 'Vendors' })).toContainText('Loading vendors...');
  await loading.release();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(vendor.name);
  await expect(rowWith(page, 'Vendors', vendor.name)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('zz-no-such-vendor-qq');
  await expect(page.getByRole('table', { name: 'Vendors' })).toContainText('No vendors found');
});
