import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, toastWith, uniqueTag } from '../support/ui';
import { enterInvoice, findInvoice } from './invoice-ui';
import { createVendor, receivedPurchaseOrder } from '../support/api';

/**
 * Payables from the Invoice Processing screen: an invoice is put on hold, disputed and rejected,
 * each with a reason (required, shown with the status and in the Preview), and released back to
 * pending; the Invoice History status filter lists On Hold.
 */
test('Finance holds, releases, disputes and rejects an invoice, each with its reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Hold check');
  const vendor = await createVendor(playwright, baseURL, 'Lab Supplies');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} cable ties`, quantity: 30, unitPrice: 1.5 },
  ]);
  const invoiceNumber = `HLD-${Date.now()}`;
  await signIn(page, 'ap', '/invoices');
  const entry = await enterInvoice(page, po, invoiceNumber);
  await entry.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toContainText(invoiceNumber);

  await signIn(page, 'finance', '/invoices');
  const row = await findInvoice(page, invoiceNumber);
  const more = row.getByRole('button', { name: `More actions for ${invoiceNumber}` });

  // Put on Hold: the reason is required.
  await more.click();
  await page.getByRole('menuitem', { name: 'Put on Hold' }).click();
  const hold = page.getByRole('dialog', { name: `Put on hold ${invoiceNumber}` });
  await hold.getByRole('button', { name: 'Put on hold' }).click();
  await expect(hold.getByText('A reason is required')).toBeVisible();
  await hold.getByLabel('Reason').fill('Waiting for the signed delivery note.');
  await hold.getByRole('button', { name: 'Put on hold' }).click();
  await expect(hold).toHaveCount(0);
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText('On Hold');
  await expect(row.getByTestId('status-reason')).toHaveText('Waiting for the signed delivery note.');
  // Held: neither matched nor paid until released.
  await expect(row.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);

  // The history lists On Hold in its status filter, and the Preview shows the reason.
  await page.goto('/invoice-history');
  await choose(page, page, 'Status', 'On Hold');
  const history = page.getByRole('table', { name: 'Invoice history' });
  await expect(history.getByRole('row').filter({ hasText: invoiceNumber })).toHaveCount(1);
  // The unfiltered page stays on screen until the filtered answer replaces it.
  await expect(history.locator('[data-status]').filter({ hasNotText: 'On Hold' })).toHaveCount(0);
  await page.getByRole('button', { name: `Preview ${invoiceNumber}`, exact: true }).click();
  await expect(page.getByRole('note', { name: 'Status reason' })).toHaveText(
    'On Hold: Waiting for the signed delivery note.',
  );
  await page.keyboard.press('Escape');

  // Release: back to pending, the reason cleared.
  await page.goto('/invoices');
  await findInvoice(page, invoiceNumber);
  await more.click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Pending');
  await expect(row.getByTestId('status-reason')).toHaveCount(0);
  await expect(row.getByRole('button', { name: '3-Way Match' })).toBeVisible();

  // Dispute, then release; then reject for good.
  await more.click();
  await page.getByRole('menuitem', { name: 'Dispute' }).click();
  const dispute = page.getByRole('dialog', { name: `Dispute ${invoiceNumber}` });
  await dispute.getByLabel('Reason').fill('Unit price above the quote.');
  await dispute.getByRole('button', { name: 'Dispute invoice' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Disputed');
  await expect(row.getByTestId('status-reason')).toHaveText('Unit price above the quote.');
  await more.click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Pending');

  await more.click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${invoiceNumber}` });
  await reject.getByLabel('Reason').fill('The vendor cancelled the order.');
  await reject.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Rejected');
  await expect(row.getByTestId('status-reason')).toHaveText('The vendor cancelled the order.');
  // A rejected invoice is final: nothing more to do with it.
  await expect(more).toHaveCount(0);
  await expect(row.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);
});
