import { expect, test } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { choose, toastWith, uniqueTag } from '../support/ui';
import { currentSettings, restoreSettings } from './settings-support';

/**
 * The administrator saves a new company name, then finds that change in the Audit tab by filtering
 * the log by record type, and opens its before → after. The name is put back at the end.
 */
test('the administrator filters the audit log by record type and sees the change just made', async ({
  page,
}) => {
  await signIn(page, 'admin', '/administration?tab=settings');
  const original = await currentSettings(page);
  const company = uniqueTag('Audited Holdings');
  try {
    const form = page.getByRole('form', { name: 'System Settings' });
    await form.getByLabel('Company Name').fill(company);
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Settings Saved')).toBeVisible();

    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/tab=audit/);
    await choose(page, page, 'Record Type', 'Settings');
    const table = page.getByRole('table', { name: 'Audit log' });
    // Only settings entries are listed now.
    await expect(table.locator('tbody tr').first()).toContainText('settings.update');
    const row = table.locator('tbody tr').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(account('admin').name);
    await expect(row).toContainText('settings.update');
    await row.getByRole('button', { name: /Show changes/ }).click();
    const details = table.locator('tbody tr').filter({ has: page.locator('dl') });
    await expect(details).toContainText(`companyName${String(original.companyName)} → ${company}`);
  } finally {
    await restoreSettings(page, original);
  }
});
