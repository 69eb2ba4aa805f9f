import { expect, test } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { choose, uniqueTag } from '../support/ui';

/**
 * The administrator adds a vendor, then finds that change in the Audit tab by filtering the log by
 * record type (and record id), and opens what it recorded. (A vendor of its own: nothing another spec
 * reads changes.)
 */
test('the administrator filters the audit log by record type and sees the change just made', async ({
  page,
}) => {
  await signIn(page, 'admin', '/administration?tab=audit');
  const name = uniqueTag('Audit Trail Supplies');
  const created = await page.request.post('/api/vendors', {
    data: { name, category: 'Office Supplies', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vendor = (await created.json()) as { id: string };

  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await choose(page, page, 'Record Type', 'Vendor');
  const table = page.getByRole('table', { name: 'Audit log' });
  // Only vendor entries are listed now, newest first: the one just made among them.
  const row = table.locator('tbody tr').filter({ hasText: vendor.id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('vendor.create');
  await expect(row).toContainText(account('admin').name);
  await expect(table.locator('tbody tr').first()).toContainText('Vendor');

  await page.getByLabel('Record ID').fill(vendor.id);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await row.getByRole('button', { name: /Show changes/ }).click();
  await expect(table.locator('tbody tr').nth(1)).toContainText(name);
});
