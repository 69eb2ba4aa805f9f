import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { toastWith, uniqueTag } from '../support/ui';
import { currentSettings, restoreSettings } from './settings-support';

/**
 * The administrator changes the company name and an approval threshold on System Settings: an
 * out-of-order threshold is refused under its field, the fixed values save with the 'Settings Saved'
 * toast and are there after a reload. The settings are put back at the end (the server is shared).
 */
test('the administrator changes a threshold and the company name, saves, and sees them after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin', '/administration?tab=settings');
  const original = await currentSettings(page);
  const company = uniqueTag('Northwind Traders');
  try {
    const form = page.getByRole('form', { name: 'System Settings' });
    await expect(form.getByLabel('Company Name')).toHaveValue(String(original.companyName));
    await expect(form.getByLabel('Auto-Approve Threshold')).toHaveValue(
      String(original.autoApproveThreshold),
    );
    await expect(form.getByRole('combobox', { name: 'Fiscal Year Start' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Default Currency' })).toBeVisible();

    await form.getByLabel('Company Name').fill(company);
    // A finance threshold above the executive one is refused under the executive field.
    await form.getByLabel('Finance Approval Threshold').fill('500000');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(form.getByText('Must be greater than the finance approval threshold')).toBeVisible();

    await form.getByLabel('Finance Approval Threshold').fill(String(original.financeApprovalThreshold));
    await form.getByLabel('Executive Approval Threshold').fill('125000');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Settings Saved')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'System Settings' });
    await expect(reloaded.getByLabel('Company Name')).toHaveValue(company);
    await expect(reloaded.getByLabel('Executive Approval Threshold')).toHaveValue('125000');
    await expect(reloaded.getByLabel('Finance Approval Threshold')).toHaveValue(
      String(original.financeApprovalThreshold),
    );
  } finally {
    await restoreSettings(page, original);
  }
});

test('a procurement specialist sees the settings read-only', async ({ page }) => {
  await signIn(page, 'procurement', '/administration?tab=settings');
  const form = page.getByRole('form', { name: 'System Settings' });
  await expect(form.getByLabel('Company Name')).toHaveAttribute('readonly', '');
  await expect(form.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
});
