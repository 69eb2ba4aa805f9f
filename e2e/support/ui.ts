import { expect, type Locator, type Page } from '@playwright/test';

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

/** A labelled select (Radix): a combobox named by its label. */
export const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/** Opens a labelled select and picks the option with this name (exactly, when given as text). */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await select(scope, label).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/**
 * Opens a labelled type-ahead select (a vendor picker: it lists the server's matches for the typed
 * text, never the whole table), types the option's name and picks it.
 */
export async function chooseTyped(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.locator('[cmdk-input]').fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/**
 * Opens a PO type-ahead of `scope` (Enter Invoice's "Purchase order", Change Order's "PO Number": it
 * lists the server's matches for the typed text, never every PO), types the PO number and picks that PO.
 */
export async function pickPo(page: Page, scope: Page | Locator, poNumber: string, label = 'Purchase order') {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('[cmdk-input]').fill(poNumber);
  await page.getByRole('option', { name: new RegExp(`^${poNumber} · `) }).click();
}

/** The table row holding this text. */
export const rowWith = (scope: Page | Locator, table: string, text: string | RegExp) =>
  scope.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** The figure of a stat card (its heading's sibling), for exact assertions on it. */
export const statFigure = (scope: Page | Locator, title: string) =>
  scope.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::*[1]');

/**
 * Holds the requests matching `url` until `release()` is called, so a pending state (a spinner, a
 * typing indicator, a disabled button) can be seen for certain before the answer arrives.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  // After the release the route stays, letting every request through at once.
  return { release };
}

export async function expectHome(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
