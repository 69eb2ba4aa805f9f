import { test, expect, type Page } from '@playwright/test';
import { account, signIn, type DemoRole } from '../support/auth';
import { choose, chooseTyped, pickPo, toastWith, uniqueTag } from '../support/ui';
import { createVendor } from '../support/api';
import { approvalCard, openAs, QUEUE_TITLE } from './helpers';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

async function fillLine(page: Page, n: number, description: string, quantity: number, unitPrice: number) {
  const row = page.getByRole('group', { name: `Line item ${n}` });
  await row.getByLabel('Description').fill(description);
  await choose(row, page, 'GL Code', /4000-002/);
  await row.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await row.getByLabel('Unit Price', { exact: true }).fill(String(unitPrice));
}

/**
 * Signs in as an approver, reviews the request in the queue — its attachment downloads from the
 * Review dialog before deciding — and approves it with a comment.
 */
async function approveAs(
  page: Page,
  who: DemoRole,
  title: string,
  step: string,
  comment: string,
  attachment: string,
) {
  await openAs(page, who, '/approvals', QUEUE_TITLE);
  const card = approvalCard(page, title);
  await expect(card).toContainText(step);
  await expect(card).toContainText(account('employee').name);
  await expect(card).toContainText('$8,000.00');
  await card.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Requestor');
  await expect(dialog).toContainText(account('employee').name);
  await expect(dialog).toContainText('Two engineers join next month and need laptops.');
  await expect(dialog.getByRole('cell', { name: `${title} laptop A` })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `${title} laptop B` })).toBeVisible();
  const file = dialog
    .getByRole('list', { name: `Attachments of ${title}` })
    .getByRole('link', { name: attachment });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(attachment);
  await dialog.getByLabel('Approval Comments').fill(comment);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Recently Approved' }).click();
  const done = page
    .getByRole('list', { name: 'Recently approved' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(done).toContainText('Approved');
  await expect(done).toContainText(comment);
}

test('a two-line request is approved in the browser, becomes a PO at 100%, is received in two parts, invoiced, matched and paid', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const vendor = await createVendor(playwright, baseURL, 'Laptop Makers');
  const tag = uniqueTag('Laptops');
  const file = `laptop-quote-${Date.now()}.pdf`;

  // The employee raises the request: two laptops at $4,000, above the $5,000 finance threshold.
  await openAs(page, 'employee', '/requisitions', 'Unified Requisition System');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Request Title').fill(tag);
  await chooseTyped(page, 'Vendor', vendor.name);
  await page.getByLabel('Business Justification').fill('Two engineers join next month and need laptops.');
  await fillLine(page, 1, `${tag} laptop A`, 1, 4000);
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await fillLine(page, 2, `${tag} laptop B`, 1, 4000);
  await expect(page.getByTestId('request-total')).toHaveText('$8,000.00');
  await page.getByLabel('Attach files').setInputFiles(pdf(file));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Requisition submitted successfully')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The manager and then finance approve it (the IT workflow's procurement sign-off starts above $25,000).
  await approveAs(page, 'manager', tag, 'Manager Review', 'OK for the new hires.', file);
  await approveAs(page, 'finance', tag, 'Finance Approval', 'Within the IT equipment budget.', file);

  // Procurement finds the new PO in the hub by its description.
  await signIn(page, 'procurement', '/purchase-orders');
  await page.getByLabel('Search', { exact: true }).fill(tag);
  const rows = page.getByRole('table', { name: 'Purchase orders' }).getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(vendor.name);
  await expect(rows).toContainText('$8,000.00');
  await expect(rows.getByTestId('po-status')).toHaveText('Approved');
  await expect(rows.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await rows.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/po-summary\?id=po-/);
  const poSummary = new URL(page.url()).pathname + new URL(page.url()).search;

  // The summary: workflow at 100%, Completed, the steps taken, the attachment.
  const poNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(poNumber).toMatch(/^PO-\d{5}$/);
  await expect(page.getByTestId('po-status').first()).toHaveText('Approved');
  await expect(page.getByTestId('workflow-progress')).toHaveText('100%');
  await expect(page.getByTestId('current-step')).toHaveText('Completed');
  const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Manager Review');
  await expect(steps.nth(0)).toContainText(account('manager').name);
  await expect(steps.nth(1)).toContainText('Finance Approval');
  await expect(steps.nth(1)).toContainText(account('finance').name);
  for (let i = 0; i < 2; i++) await expect(steps.nth(i)).toContainText('Completed');
  await expect(page.getByText(file)).toBeVisible();

  // Issue it to the vendor.
  await page.getByRole('button', { name: 'Issue to vendor' }).click();
  await expect(toastWith(page, `${poNumber} was sent to ${vendor.name}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue to vendor' })).toHaveCount(0);

  // First receipt: laptop A only → in-progress.
  const lines = page.getByRole('table', { name: 'Line items' });
  const lineA = lines.getByRole('row').filter({ hasText: `${tag} laptop A` });
  const lineB = lines.getByRole('row').filter({ hasText: `${tag} laptop B` });
  await page.getByRole('button', { name: 'Receive goods' }).click();
  let dialog = page.getByRole('dialog', { name: `Receive goods for ${poNumber}` });
  await expect(dialog.getByLabel(`Quantity received: ${tag} laptop A`)).toHaveValue('1');
  await expect(dialog.getByLabel(`Quantity received: ${tag} laptop B`)).toHaveValue('1');
  await dialog.getByLabel(`Quantity received: ${tag} laptop B`).fill('0');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(toastWith(page, 'the PO is in progress.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('po-status').first()).toHaveText('In Progress');
  await expect(lineA.getByTestId('quantity-received')).toContainText('Fully received');
  await expect(lineB.getByTestId('quantity-received')).toHaveText('0');

  // Second receipt: the rest → every line fully received (completed comes with invoicing and payment).
  await page.getByRole('button', { name: 'Receive goods' }).click();
  dialog = page.getByRole('dialog', { name: `Receive goods for ${poNumber}` });
  await expect(dialog.getByLabel(`Quantity received: ${tag} laptop A`)).toHaveValue('0');
  await expect(dialog.getByLabel(`Quantity received: ${tag} laptop B`)).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(toastWith(page, 'in progress and fully received')).toBeVisible();
  await expect(page.getByTestId('po-status').first()).toHaveText('In Progress');
  await expect(lineB.getByTestId('quantity-received')).toContainText('Fully received');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Goods receipts' }).locator(':scope > li')).toHaveCount(2);

  // Accounts Payable enters the vendor's invoice for the received PO; another member of AP Finance
  // (the Finance Director) matches it and pays it (separation of duties): the PO completes.
  const invoiceNumber = `DELL-${Date.now()}`;
  await openAs(page, 'ap', '/invoices', 'Invoice Processing');
  await page.getByRole('button', { name: 'Enter Invoice' }).click();
  const entry = page.getByRole('dialog', { name: 'Enter Invoice' });
  await pickPo(page, entry, poNumber);
  await expect(entry.getByRole('table', { name: 'Invoice lines' })).toContainText(`${tag} laptop A`);
  await entry.getByLabel('Invoice number').fill(invoiceNumber);
  await expect(entry).toContainText('Sum of lines: $8,000.00');
  await entry.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toContainText(invoiceNumber);
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoiceNumber);
  const invoice = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: invoiceNumber, exact: true }) });
  await expect(invoice).toContainText(poNumber);
  await expect(invoice.locator('[data-match]')).toHaveText('Pending');
  // Its entrant is not offered the match, and is told why.
  await expect(invoice.getByRole('button', { name: '3-Way Match' })).toHaveCount(0);
  await expect(invoice.getByTestId('duties-note')).toContainText('another member of AP Finance');

  await openAs(page, 'finance', '/invoices', 'Invoice Processing');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoiceNumber);
  await invoice.getByRole('button', { name: '3-Way Match' }).click();
  await expect(invoice.locator('[data-match]')).toHaveText('Matched');
  await expect(invoice.locator('[data-status]')).toHaveText('Approved');
  await invoice.getByRole('button', { name: 'Pay' }).click();
  const confirm = page.getByRole('dialog', { name: `Pay ${invoiceNumber}?` });
  await expect(confirm).toContainText(`$8,000.00 will be paid to ${vendor.name}.`);
  await confirm.getByRole('button', { name: 'Pay $8,000.00' }).click();
  await expect(invoice.locator('[data-status]')).toHaveText('Paid');
  await expect(toastWith(page, 'Invoice updated successfully!')).toBeVisible();
  await signIn(page, 'procurement', poSummary);
  await expect(page.getByTestId('po-status').first()).toHaveText('Completed', { timeout: 30_000 });

  // The employee sees the request approved.
  await signIn(page, 'employee', '/my-requests');
  await expect(
    page.getByRole('article').filter({ hasText: tag }).getByText('Approved', { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
});
