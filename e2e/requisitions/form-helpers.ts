import { expect, type Page } from '@playwright/test';
import { signIn, type DemoRole } from '../support/auth';
import { choose } from '../support/ui';

export const line = (page: Page, n: number) => page.getByRole('group', { name: `Line item ${n}` });

/** Fills one line item: description, GL code, quantity and unit price. */
export async function fillLine(
  page: Page,
  n: number,
  item: { description: string; gl: RegExp; quantity: number; unitPrice: number },
) {
  const row = line(page, n);
  await row.getByLabel('Description').fill(item.description);
  await choose(row, page, 'GL Code', item.gl);
  await row.getByLabel('Quantity', { exact: true }).fill(String(item.quantity));
  await row.getByLabel('Unit Price', { exact: true }).fill(String(item.unitPrice));
}

/** Signs in and opens the requisition form (the first page load can be slow on a busy machine). */
export async function openForm(page: Page, who: DemoRole, path = '/requisitions') {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible({ timeout: 30_000 });
}
