import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, type DemoRole } from '../support/auth';

/** A unique tag so each test finds its own records on the shared server. */
export const uniqueTag = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A small but real PDF (the server checks the %PDF signature). */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** A labelled select (Radix): a combobox named by its label. */
export const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/** Opens a labelled select and picks the option with this name. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await select(scope, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

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

/** The toast holding this text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .filter({ hasText: text });

export async function expectHome(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Signs in and opens the requisition form (the first page load can be slow on a busy machine). */
export async function openForm(page: Page, who: DemoRole, path = '/requisitions') {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible({ timeout: 30_000 });
}
