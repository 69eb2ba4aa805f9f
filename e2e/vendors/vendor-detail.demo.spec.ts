import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { rowWith } from '../support/ui';
import { contractTitled, DEMO_PO, poDescribed } from '../support/demo';

/** A demo vendor's detail page on a fresh start: CDW, with its contract (the API creates none), PO and invoices. */
test('a vendor detail shows contact, live figures, contracts, POs and invoices', async ({ page }) => {
  await signIn(page, 'procurement', '/vendors');
  const contract = await contractTitled(page, 'Network Hardware Supply & Support Agreement');
  const po = await poDescribed(page, DEMO_PO.network);
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('CDW');
  await rowWith(page, 'Vendors', 'CDW').getByRole('link', { name: 'CDW', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vendors' && url.searchParams.has('id'));
  await expect(page.getByRole('heading', { level: 1, name: 'CDW' })).toBeVisible();
  await expect(page.getByText('Megan Walsh')).toBeVisible();
  await expect(page.getByText('OCI PunchOut')).toBeVisible();
  await expect(page.getByText('Total Spend YTD')).toBeVisible();
  await expect(rowWith(page, 'Contracts', contract.id)).toHaveCount(1);
  const pos = page.getByRole('table', { name: 'Purchase Orders' });
  await expect(pos.getByRole('link', { name: po.poNumber })).toHaveAttribute(
    'href',
    `/po-summary?id=${po.id}`,
  );
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()).toContainText(
    /^INV-\d+/,
  );

  await page.getByRole('link', { name: 'Back to Vendors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Partnership Hub' })).toBeVisible();
});
