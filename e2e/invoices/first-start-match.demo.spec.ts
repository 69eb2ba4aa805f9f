import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { toastWith } from '../support/ui';
import { DEMO_PO, poDescribed } from '../support/demo';
import { searchInvoices } from './invoice-ui';

test('on first start a pending demo invoice matches cleanly when finance presses 3-Way Match', async ({
  page,
}) => {
  await signIn(page, 'finance', '/');
  const monitors = await poDescribed(page, DEMO_PO.monitors);
  await page.goto('/invoices');
  await searchInvoices(page, 'Monitors and docks — balance of order');
  const row = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: monitors.poNumber });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-match]')).toHaveText('Pending');
  await row.getByRole('button', { name: '3-Way Match' }).click();
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();
  await expect(row.locator('[data-match]')).toHaveText('Matched');
  await expect(row.locator('[data-status]')).toHaveText('Approved');
});
