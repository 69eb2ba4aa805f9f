import { test, expect } from '@playwright/test';
import { pickPo, select, uniqueTag } from '../support/ui';
import { createVendor, receivedPurchaseOrder } from '../support/api';
import { openForm } from './form-helpers';

test('a change order picks its PO by typing its number: the price, vendor and PO number come from it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Change pick');
  const vendor = await createVendor(playwright, baseURL, 'Panel Partners');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} monitor`, quantity: 2, unitPrice: 62.5 },
  ]);
  await openForm(page, 'employee', '/request?type=change-order');
  await expect(page.getByRole('tab', { name: 'Change Order' })).toHaveAttribute('aria-selected', 'true');
  await pickPo(page, page, po.poNumber, 'PO Number');
  await expect(select(page, 'PO Number')).toHaveText(`${po.poNumber} · ${vendor.name} · $125.00`);
  await expect(page.getByLabel('Original Price')).toHaveValue('125');
  await expect(select(page, 'Vendor')).toHaveText(vendor.name);
});
