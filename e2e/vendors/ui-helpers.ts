import type { Locator, Page } from '@playwright/test';

/** A unique tag so each test finds its own records on the shared server. */
export const uniqueTag = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A small but real PDF (the server checks the %PDF signature). */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** The toast holding this text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .filter({ hasText: text });

/** The whole toast (it carries data-variant: default or destructive) holding this text. */
export const toastFrame = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .locator('[data-variant]')
    .filter({ hasText: text });

/** Opens a labelled select (Radix) and picks the option with this name. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** The table row holding this text. */
export const rowWith = (scope: Page | Locator, table: string, text: string | RegExp) =>
  scope.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
