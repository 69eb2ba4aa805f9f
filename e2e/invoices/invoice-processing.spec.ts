import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { pdfFile, toastWith, uniqueTag } from '../vendors/ui-helpers';
import { receivedPurchaseOrder, type ReceivedPo } from './po-setup';

const AP_ONLY = '3-way matching features are only available for AP Finance role users.';

/** Finance enters an invoice for the PO through the Enter Invoice dialog. */
async function enterInvoice(
  page: Page,
  po: ReceivedPo,
  invoiceNumber: string,
  edit?: (page: Page) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Enter Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Invoice' });
  await dialog.getByLabel('Purchase order').click();
  await page.getByRole('option', { name: new RegExp(po.poNumber) }).click();
  const lines = dialog.getByRole('table', { name: 'Invoice lines' });
  for (const line of po.lines) await expect(lines).toContainText(line.description);
  await dialog.getByLabel('Invoice number').fill(invoiceNumber);
  await edit?.(page);
  return dialog;
}

/** The row of this invoice number (exact and case-sensitive: a flagged duplicate's row names it too). */
const invoiceRow = (page: Page, invoiceNumber: string) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: invoiceNumber, exact: true }) });

async function findInvoice(page: Page, invoiceNumber: string) {
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoiceNumber);
  const row = invoiceRow(page, invoiceNumber);
  await expect(row).toHaveCount(1);
  return row;
}

test('finance enters an invoice for a received PO, matches it, pays it, and the PO completes', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Lab gloves');
  const po = await receivedPurchaseOrder(playwright, baseURL, tag, [
    { description: `${tag} nitrile gloves`, quantity: 10, unitPrice: 12.5 },
    { description: `${tag} safety glasses`, quantity: 4, unitPrice: 8 },
  ]);
  const invoiceNumber = `GR-${Date.now()}`;

  await signIn(page, 'finance', '/invoices');
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

  const row = await findInvoice(page, invoiceNumber);
  await expect(row).toContainText(po.poNumber);
  await expect(row).toContainText('$157.00');
  await expect(row.locator('[data-match]')).toHaveText('pending');
  // The match request is held until the info toast has been seen (one toast shows at a time).
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
  await expect(row.locator('[data-match]')).toHaveText('matched');
  await expect(row.locator('[data-status]')).toHaveText('approved');
  await expect(row.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);

  // The same number from the same vendor again is entered but flagged; its match ends in exception.
  const again = await enterInvoice(page, po, invoiceNumber.toLowerCase());
  await again.getByRole('button', { name: 'Save invoice' }).click();
  const flagged = `Possible duplicate of ${invoiceNumber} (same vendor and invoice number)`;
  await expect(toastWith(page, 'Invoice Entered')).toContainText(flagged);
  await expect(again).toHaveCount(0);
  const duplicateRow = invoiceRow(page, invoiceNumber.toLowerCase());
  await expect(duplicateRow).toHaveCount(1);
  await duplicateRow.getByRole('button', { name: '3-Way Match' }).click();
  await expect(toastWith(page, '3-Way Match Exception')).toContainText(flagged);
  await expect(duplicateRow.locator('[data-match]')).toHaveText('exception');
  await expect(
    duplicateRow.getByRole('list', { name: `Exceptions of ${invoiceNumber.toLowerCase()}` }),
  ).toContainText(flagged);

  // Finance rejects the duplicate (a status change the screen does not show), closing it.
  const listed = await page.request.get(`/api/invoices?q=${invoiceNumber}`);
  const duplicate = ((await listed.json()) as { id: string; invoiceNumber: string }[]).find(
    (i) => i.invoiceNumber === invoiceNumber.toLowerCase(),
  )!;
  const rejected = await page.request.patch(`/api/invoices/${duplicate.id}`, {
    data: { status: 'rejected' },
  });
  expect(rejected.status()).toBe(200);

  // Paying the last open invoice of the fully received PO completes it.
  await row.getByRole('button', { name: 'Pay' }).click();
  await expect(row.locator('[data-status]')).toHaveText('paid');
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();

  await row.getByRole('button', { name: `Invoice details for ${invoiceNumber}` }).click();
  const details = toastWith(page, 'Invoice Details');
  await expect(details).toContainText(invoiceNumber);
  await expect(details).toContainText('status paid');

  // The history's preview offers the uploaded attachment for download.
  await page.goto(`/invoice-history?search=${invoiceNumber}`);
  await page.getByRole('button', { name: `Preview ${invoiceNumber}`, exact: true }).click();
  const file = page.getByRole('dialog').getByRole('link', { name: `${invoiceNumber}.pdf` });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

  await page.goto(`/po-summary?id=${po.id}`);
  await expect(page.getByTestId('po-status').first()).toHaveText('completed', { timeout: 30_000 });
});

test('an over-priced invoice goes to exception with its reason; Resolve needs a note and sets it pending', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Lab cables');
  const po = await receivedPurchaseOrder(playwright, baseURL, tag, [
    { description: `${tag} patch cables`, quantity: 20, unitPrice: 15 },
  ]);
  const invoiceNumber = `EX-${Date.now()}`;

  await signIn(page, 'finance', '/invoices');
  const dialog = await enterInvoice(page, po, invoiceNumber);
  await dialog.getByLabel('Unit price of line 1').fill('19.00');
  await dialog.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toBeVisible();

  const row = await findInvoice(page, invoiceNumber);
  await row.getByRole('button', { name: '3-Way Match' }).click();
  await expect(row.locator('[data-match]')).toHaveText('exception');
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
  await expect(row.locator('[data-match]')).toHaveText('pending');
  await expect(row.locator('[data-status]')).toHaveText('pending');
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
  await expect(row.locator('[data-match]')).toHaveText('exception');
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
