import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { pdfFile, toastWith, uniqueTag } from '../support/ui';
import { enterInvoice, findInvoice } from './invoice-ui';
import { createVendor, receivedPurchaseOrder } from '../support/api';

const AP_ONLY = '3-way matching features are only available for AP Finance role users.';

test('AP enters an invoice; the Finance Director matches it, rejects a duplicate and pays it; the PO completes', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Lab gloves');
  const vendor = await createVendor(playwright, baseURL, 'Lab Supplies');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} nitrile gloves`, quantity: 10, unitPrice: 12.5 },
    { description: `${tag} safety glasses`, quantity: 4, unitPrice: 8 },
  ]);
  const invoiceNumber = `GR-${Date.now()}`;

  await signIn(page, 'ap', '/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Processing' })).toBeVisible();
  const dialog = await enterInvoice(page, po, invoiceNumber);
  await expect(dialog.getByLabel('Quantity of line 1')).toHaveValue('10');
  await expect(dialog).toContainText('Sum of lines: $157.00');
  // The Invoice Total defaults to the sum of the lines.
  await expect(dialog.getByLabel('Invoice Total')).toHaveAttribute('placeholder', '157.00');
  await dialog.getByLabel('Attachment').setInputFiles(pdfFile(`${invoiceNumber}.pdf`));
  await dialog.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toContainText(invoiceNumber);
  await expect(toastWith(page, 'Invoice Entered')).not.toContainText('duplicate');
  await expect(dialog).toHaveCount(0);

  // The entrant may not approve it for payment: no 3-Way Match, and the reason instead.
  let row = await findInvoice(page, invoiceNumber);
  await expect(row).toContainText(po.poNumber);
  await expect(row).toContainText('$157.00');
  await expect(row.locator('[data-match]')).toHaveText('Pending');
  await expect(row.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);
  await expect(row.getByTestId('duties-note')).toHaveText(
    'You entered this invoice: another member of AP Finance must approve it for payment and pay it (separation of duties).',
  );
  // The same number from the same vendor again is entered but flagged.
  const again = await enterInvoice(page, po, invoiceNumber.toLowerCase());
  await again.getByRole('button', { name: 'Save invoice' }).click();
  const flagged = `Possible duplicate of ${invoiceNumber} (same vendor and invoice number)`;
  await expect(toastWith(page, 'Invoice Entered')).toContainText(flagged);
  await expect(again).toHaveCount(0);

  // The Finance Director checks the flagged duplicate first: its match ends in exception, and they
  // reject it, with a reason.
  await signIn(page, 'finance', '/invoices');
  const duplicateRow = await findInvoice(page, invoiceNumber.toLowerCase());
  await duplicateRow.getByRole('button', { name: '3-Way Match' }).click();
  await expect(toastWith(page, '3-Way Match Exception')).toContainText(flagged);
  await expect(duplicateRow.locator('[data-match]')).toHaveText('Exception');
  await expect(
    duplicateRow.getByRole('list', { name: `Exceptions of ${invoiceNumber.toLowerCase()}` }),
  ).toContainText(flagged);
  await duplicateRow.getByRole('button', { name: `More actions for ${invoiceNumber.toLowerCase()}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${invoiceNumber.toLowerCase()}` });
  await reject.getByLabel('Reason').fill('Duplicate of the invoice already entered.');
  await reject.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(reject).toHaveCount(0);
  await expect(duplicateRow.locator('[data-status]')).toHaveText('Rejected');
  await expect(duplicateRow.getByTestId('status-reason')).toHaveText(
    'Duplicate of the invoice already entered.',
  );

  // Then they match the original (the request is held until the info toast has been seen).
  row = await findInvoice(page, invoiceNumber);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/invoices/*/match', async (route) => {
    await held;
    await route.continue();
  });
  await row.getByRole('button', { name: '3-Way Match' }).click();
  await expect(toastWith(page, '3-Way Match in Progress')).toContainText(`Comparing ${invoiceNumber}`);
  release();
  const success = toastWith(page, 'Invoice updated successfully!');
  await expect(success).toContainText('Success');
  await page.unroute('**/api/invoices/*/match');
  await expect(row.locator('[data-match]')).toHaveText('Matched');
  await expect(row.locator('[data-status]')).toHaveText('Approved');
  await expect(row.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);

  // Pay asks first, with the amount and the vendor; paying the last open invoice completes the PO.
  row = await findInvoice(page, invoiceNumber);
  await row.getByRole('button', { name: 'Pay' }).click();
  const confirm = page.getByRole('dialog', { name: `Pay ${invoiceNumber}?` });
  await expect(confirm).toContainText(`$157.00 will be paid to ${vendor.name}.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.locator('[data-status]')).toHaveText('Approved');
  await row.getByRole('button', { name: 'Pay' }).click();
  await confirm.getByRole('button', { name: 'Pay $157.00' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Paid');
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();

  await row.getByRole('button', { name: `Invoice details for ${invoiceNumber}` }).click();
  const details = toastWith(page, 'Invoice Details');
  await expect(details).toContainText(invoiceNumber);
  await expect(details).toContainText('Status: Paid');

  // The history's preview names who entered it and offers the uploaded attachment for download.
  await page.goto(`/invoice-history?search=${invoiceNumber}`);
  await page.getByRole('button', { name: `Preview ${invoiceNumber}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Thomas Anderson');
  const file = page.getByRole('dialog').getByRole('link', { name: `${invoiceNumber}.pdf` });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

  await page.goto(`/po-summary?id=${po.id}`);
  await expect(page.getByTestId('po-status').first()).toHaveText('Completed', { timeout: 30_000 });
});

test('an over-priced invoice goes to exception with its reason; Resolve needs a note and sets it pending', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Lab cables');
  const vendor = await createVendor(playwright, baseURL, 'Lab Supplies');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} patch cables`, quantity: 20, unitPrice: 15 },
  ]);
  const invoiceNumber = `EX-${Date.now()}`;

  await signIn(page, 'ap', '/invoices');
  const dialog = await enterInvoice(page, po, invoiceNumber);
  await dialog.getByLabel('Unit price of line 1').fill('19.00');
  await dialog.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toBeVisible();

  await signIn(page, 'finance', '/invoices');
  const row = await findInvoice(page, invoiceNumber);
  await row.getByRole('button', { name: '3-Way Match' }).click();
  await expect(row.locator('[data-match]')).toHaveText('Exception');
  await expect(row.getByRole('list', { name: `Exceptions of ${invoiceNumber}` })).toContainText('Line 1');
  await expect(row.getByRole('list', { name: `Exceptions of ${invoiceNumber}` })).toContainText('unit price');

  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(toastWith(page, 'Exception Resolution')).toBeVisible();
  const resolve = page.getByRole('dialog', { name: `Resolve ${invoiceNumber}` });
  await resolve.getByRole('button', { name: 'Resolve exception' }).click();
  await expect(resolve.getByText('A resolution note is required')).toBeVisible();
  await resolve.getByLabel('Resolution note').fill('Vendor agreed to bill the contract price.');
  await resolve.getByRole('button', { name: 'Resolve exception' }).click();
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();
  await expect(resolve).toHaveCount(0);
  await expect(row.locator('[data-match]')).toHaveText('Pending');
  await expect(row.locator('[data-status]')).toHaveText('Pending');
  await expect(row).toContainText('Resolved: Vendor agreed to bill the contract price.');
  await expect(row.getByRole('button', { name: '3-Way Match' })).toBeVisible();

  // Matched meanwhile elsewhere (here: through the API), the screen's 3-Way Match is refused (409).
  const listed = await page.request.get(`/api/invoices?q=${invoiceNumber}`);
  const [invoice] = (await listed.json()) as { id: string }[];
  expect((await page.request.post(`/api/invoices/${invoice!.id}/match`)).status()).toBe(200);
  await row.getByRole('button', { name: '3-Way Match' }).click();
  const failure = toastWith(page, 'Failed to update invoice');
  await expect(failure).toContainText('Error');
  await expect(failure).toContainText('Only an invoice whose 3-way match is pending can be matched');
  await expect(row.locator('[data-match]')).toHaveText('Exception');
});

test('a user outside AP Finance sees the alert instead of matching or resolving', async ({ page }) => {
  await signIn(page, 'procurement', '/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Processing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter Invoice' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  const pendingRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '3-Way Match' }) })
    .first();
  const before = await pendingRow.locator('[data-match]').textContent();
  await pendingRow.getByRole('button', { name: '3-Way Match' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AP_ONLY })).toBeVisible();
  await expect(pendingRow.locator('[data-match]')).toHaveText(before ?? 'pending');

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AP_ONLY })).toHaveCount(0);
  const exceptionRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Resolve' }) })
    .first();
  await exceptionRow.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: AP_ONLY })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the invoice table says No invoices found for a search without matches', async ({ page }) => {
  await signIn(page, 'finance', '/invoices');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('zz-nothing-here-qq');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('No invoices found');
});
