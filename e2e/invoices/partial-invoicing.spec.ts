import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { pickPo, toastWith, uniqueTag } from '../support/ui';
import { createVendor, receivedPurchaseOrder } from '../support/api';
import { enterInvoice, findInvoice } from './invoice-ui';

test('Enter Invoice proposes what was received and not yet invoiced; an equal second bill is no duplicate', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Partial');
  const vendor = await createVendor(playwright, baseURL, 'Toner Depot');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} toner`, quantity: 10, unitPrice: 12.5 },
  ]);
  const first = `PT1-${Date.now()}`;
  const second = `PT2-${Date.now()}`;

  // The vendor bills half of the 10 received.
  await signIn(page, 'ap', '/invoices');
  const entry = await enterInvoice(page, po, first, async () => {
    const dialog = page.getByRole('dialog', { name: 'Enter Invoice' });
    await expect(dialog.getByLabel('Quantity of line 1')).toHaveValue('10');
    await dialog.getByLabel('Quantity of line 1').fill('5');
  });
  await entry.getByRole('button', { name: 'Save invoice' }).click();
  await expect(toastWith(page, 'Invoice Entered')).toContainText(`${first} for $62.50`);

  // The second bill: the form proposes the 5 received and not yet invoiced, not all 10 received.
  const next = await enterInvoice(page, po, second);
  await expect(next.getByLabel('Quantity of line 1')).toHaveValue('5');
  await expect(next).toContainText('Sum of lines: $62.50');
  await next.getByRole('button', { name: 'Save invoice' }).click();
  // Same vendor, same amount, same day, same PO, another number: partial invoicing, not a duplicate.
  await expect(toastWith(page, 'Invoice Entered')).toContainText(`${second} for $62.50`);
  await expect(toastWith(page, 'Invoice Entered')).not.toContainText('duplicate');

  // Everything is billed now: the form says so.
  await page.getByRole('button', { name: 'Enter Invoice' }).click();
  const third = page.getByRole('dialog', { name: 'Enter Invoice' });
  await pickPo(page, third, po.poNumber);
  await expect(third.getByRole('note')).toContainText(
    'Everything ordered on this purchase order has been invoiced',
  );
  await third.getByRole('button', { name: 'Cancel' }).click();

  // Both match on their own merits (matched by the Finance Director).
  await signIn(page, 'finance', '/invoices');
  for (const number of [first, second]) {
    const row = await findInvoice(page, number);
    await row.getByRole('button', { name: '3-Way Match' }).click();
    await expect(row.locator('[data-match]')).toHaveText('Matched');
    await expect(row.locator('[data-status]')).toHaveText('Approved');
  }
});
