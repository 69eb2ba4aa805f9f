import { test, expect } from '@playwright/test';
import { toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, invoiceAwaitingReview, poFor, submitRequest } from '../support/api';
import { openAs } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Detail = {
  id: string;
  lines: { id: string; description: string; quantity: number; unitPrice: string; glCode: string }[];
};

test('finance approves an invoice in the review queue and it leaves the list', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Cables');
  const invoiceNumber = `INV-${tag.replace(/\s+/g, '-')}`;

  // Set-up (screens covered elsewhere): a $300 request is approved at once and gets its PO; the goods
  // arrive; Accounts Payable enters the vendor's invoice with its PDF; finance 3-way matches it, holds
  // it and releases it back to pending (matched, awaiting approval for payment).
  const vendor = await createVendor(playwright, baseURL);
  const employee = await apiAs(playwright, baseURL, 'employee');
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} USB-C cable`, quantity: 10, unitPrice: 30, gl: '4000-001' }],
  });
  const po = await poFor(employee, tag);
  const detail = (await (await employee.get(`/api/purchase-orders/${po.id}`)).json()) as Detail;
  const line = detail.lines[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const receipt = await employee.post(`/api/purchase-orders/${po.id}/receipts`, {
    data: { receivedDate: today, lines: [{ poLineId: line.id, quantity: 10 }] },
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
  await employee.dispose();

  const pdfName = `${invoiceNumber}.pdf`;
  await invoiceAwaitingReview(
    playwright,
    baseURL,
    {
      poId: po.id,
      invoiceNumber,
      description: `${tag} invoice`,
      lines: [
        {
          poLineId: line.id,
          description: line.description,
          quantity: 10,
          unitPrice: 30,
          glCode: line.glCode,
        },
      ],
    },
    { name: pdfName, buffer: PDF },
  );

  // The review queue, in the browser.
  await openAs(page, 'finance', '/user-review', 'Review Queue');
  const item = page.getByRole('button', { name: `Invoice ${invoiceNumber}` });
  await expect(item).toContainText('Pending Review');
  // Type and status read as labels, not codes ('invoice', 'pending_review').
  await expect(item.locator('[data-type="invoice"]')).toHaveText('Invoice');
  await expect(item.locator('[data-status="pending_review"]')).toHaveText('Pending Review');
  await expect(item).toContainText(vendor.name);
  await expect(item).toContainText('$300.00');
  await item.click();

  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText(`${tag} invoice`)).toBeVisible();
  await expect(page.getByRole('cell', { name: `${tag} USB-C cable` })).toBeVisible();
  // The invoice's file, to open before deciding.
  const file = page
    .getByRole('list', { name: `Attachments of Invoice ${invoiceNumber}` })
    .getByRole('link', { name: pdfName });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(pdfName);
  await page.getByRole('button', { name: 'Back to Review Queue' }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toHaveCount(0);
  await item.click();

  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('A comment is required to reject')).toBeVisible();
  await page.getByLabel('Comments').fill('Checked against the receipt: all 10 cables arrived.');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, `Invoice ${invoiceNumber} was approved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Invoice ${invoiceNumber}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('list', { name: 'Items pending review' }).or(page.getByText('All caught up!')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Invoice ${invoiceNumber}` })).toHaveCount(0);
});

test('a user with nothing to review is all caught up', async ({ page }) => {
  await openAs(page, 'employee', '/user-review', 'Review Queue');
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
});
