import { test, expect } from '@playwright/test';
import { openAs } from '../approvals/helpers';
import { createVendor, invoiceAwaitingReview, receivedPurchaseOrder } from '../support/api';
import { uniqueTag } from '../support/ui';
import { findInvoice } from './invoice-ui';

/**
 * Queries never go stale on their own (staleTime Infinity): what a change moves must be refreshed by
 * the change itself. An invoice rejected on Invoice Processing leaves the review queue shown a moment
 * before, with no reload of the page.
 */
test('an invoice rejected on Invoice Processing leaves the review queue without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Stale check');
  const vendor = await createVendor(playwright, baseURL, 'Office Supplies');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} toner`, quantity: 4, unitPrice: 25 },
  ]);
  const line = po.lines[0]!;
  const invoiceNumber = `STL-${Date.now()}`;

  // Set-up (screens covered elsewhere): Accounts Payable enters the invoice; finance 3-way matches it,
  // holds it and releases it: matched and pending, awaiting finance's review.
  await invoiceAwaitingReview(playwright, baseURL, {
    poId: po.id,
    invoiceNumber,
    description: `${tag} invoice`,
    lines: [
      { poLineId: line.id, description: line.description, quantity: 4, unitPrice: 25, glCode: '4000-001' },
    ],
  });

  // The review queue lists the invoice (and keeps it cached).
  await openAs(page, 'finance', '/user-review', 'Review Queue');
  const item = page.getByRole('button', { name: `Invoice ${invoiceNumber}` });
  await expect(item).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // To Invoice Processing through the dock, and reject it there.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Processing' })).toBeVisible();
  const row = await findInvoice(page, invoiceNumber);
  await row.getByRole('button', { name: `More actions for ${invoiceNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${invoiceNumber}` });
  await reject.getByLabel('Reason').fill('The vendor sent it twice.');
  await reject.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Rejected');

  // Back to the review queue (the same page, never reloaded): the rejected invoice is gone.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
