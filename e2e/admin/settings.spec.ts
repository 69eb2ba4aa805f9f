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

test('a threshold change shows in the policy simulator at once', async ({ page }) => {
  await signIn(page, 'admin', '/administration?tab=workflows');
  const original = await currentSettings(page);
  const amount = Number(original.executiveApprovalThreshold) + 5000;
  /**
   * The steps the simulator gives a goods request of `amount` from Legal under today's settings (the
   * demo's default template routes Legal: its Final Approval starts above the executive threshold).
   */
  const simulate = async () => {
    await page.goto('/administration?tab=workflows');
    await page.getByRole('button', { name: 'Policy simulator' }).click();
    const panel = page.getByRole('region', { name: 'Policy simulator' });
    await panel.getByLabel('Department', { exact: true }).selectOption('Legal');
    await panel.getByLabel('Amount', { exact: true }).fill(String(amount));
    await panel.getByRole('button', { name: 'Simulate', exact: true }).click();
    const steps = page.getByRole('list', { name: 'Simulated steps' });
    await expect(steps).toBeVisible();
    return steps;
  };
  try {
    // Above the executive threshold: the chain ends with Final Approval.
    await expect(await simulate()).toContainText('Final Approval');

    await page.goto('/administration?tab=settings');
    const form = page.getByRole('form', { name: 'System Settings' });
    await form.getByLabel('Executive Approval Threshold').fill(String(amount + 10000));
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Settings Saved')).toBeVisible();

    // The same request is now under it: no Final Approval, without a restart.
    const steps = await simulate();
    await expect(steps).toContainText('Finance Approval');
    await expect(steps).not.toContainText('Final Approval');
  } finally {
    await restoreSettings(page, original);
  }
});
