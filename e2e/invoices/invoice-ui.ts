import { expect, type Page } from '@playwright/test';
import type { ReceivedPo } from '../support/api';
import { pickPo } from '../support/ui';

/** Enters an invoice for the PO through the Enter Invoice dialog (lines proposed from the PO). */
export async function enterInvoice(
  page: Page,
  po: ReceivedPo,
  invoiceNumber: string,
  edit?: (page: Page) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Enter Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Invoice' });
  await pickPo(page, dialog, po.poNumber);
  const lines = dialog.getByRole('table', { name: 'Invoice lines' });
  await expect(lines).toContainText(po.lines[0]!.description);
  await dialog.getByLabel('Invoice number').fill(invoiceNumber);
  await edit?.(page);
  return dialog;
}

/** The row of this invoice number (exact and case-sensitive: a flagged duplicate's row names it too). */
export const invoiceRow = (page: Page, invoiceNumber: string) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: invoiceNumber, exact: true }) });

/**
 * Searches the Invoice Processing table for the invoice number and answers its row, once the search
 * has been answered (the unfiltered list may show the row too, and is then replaced).
 */
export async function findInvoice(page: Page, invoiceNumber: string) {
  await searchInvoices(page, invoiceNumber);
  const row = invoiceRow(page, invoiceNumber);
  await expect(row).toHaveCount(1);
  return row;
}

/** Types the search and waits for the list's answer to it (nothing to wait for when it is already shown). */
export async function searchInvoices(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  if ((await search.inputValue()) === text) return;
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/invoices' && url.searchParams.get('q') === text;
  });
  await search.fill(text);
  await answered;
}
