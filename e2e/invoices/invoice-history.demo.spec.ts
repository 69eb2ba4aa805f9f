import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, chooseTyped, rowWith, statFigure } from '../support/ui';
import { DEMO_PO, poDescribed } from '../support/demo';

/** The invoice history over the demo invoices of a fresh start. */

const title = (page: Page) => page.getByRole('heading', { name: /^Invoices \(/ });
const rows = (page: Page) => page.getByRole('table', { name: 'Invoice history' }).locator('tbody tr');

test('the history shows summary counts, the total value and invoices shown of total', async ({ page }) => {
  await signIn(page, 'finance', '/invoice-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management Center' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Invoice summary' });
  for (const label of ['Paid', 'Approved', 'Pending', 'Disputed', 'Total Invoices']) {
    await expect(summary.getByRole('heading', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Total value')).toHaveText(/^\$1\.\dM$/);
  await expect(statFigure(summary, 'Total Invoices')).toHaveText(/^\d+$/);
  const total = await statFigure(summary, 'Total Invoices').textContent();
  await expect(title(page)).toHaveText(`Invoices (${total} of ${total})`);
  for (const column of [
    'Invoice Details',
    'Vendor',
    'PO Number',
    'Amount',
    'Date & Due Date',
    'Status',
    'Actions',
  ]) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
});

test('search is case-insensitive over description, PO number and vendor; status and vendor filter', async ({
  page,
}) => {
  await signIn(page, 'finance', '/invoice-history');
  const search = page.getByRole('searchbox', { name: 'Search invoices' });

  await search.fill('JANITORIAL services');
  await expect(title(page)).toHaveText(/^Invoices \(6 of \d+\)$/);
  await expect(rows(page)).toHaveCount(6);

  await search.fill((await poDescribed(page, DEMO_PO.erp)).poNumber.toLowerCase());
  await expect(rows(page)).toHaveCount(3);
  await search.fill('deloitte');
  await expect(rows(page)).toHaveCount(3);

  await search.fill('');
  await choose(page, page, 'Status', 'Disputed');
  // The unfiltered page stays on screen until the filtered answer replaces it: wait for that first.
  await expect(rows(page).locator('[data-status]').filter({ hasNotText: 'Disputed' })).toHaveCount(0);
  // The demo's 2 disputed invoices.
  await expect(title(page)).toHaveText(/^Invoices \(2 of \d+\)$/);
  await expect(rows(page)).toHaveCount(2);
  for (const row of await rows(page).all()) await expect(row.locator('[data-status]')).toHaveText('Disputed');

  await chooseTyped(page, 'Vendor', 'Staples Business Advantage');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Office supplies — blanket delivery 2');

  await choose(page, page, 'Status', 'All Statuses');
  await expect(rows(page).first()).toContainText('Staples Business Advantage');
  await expect(rows(page).filter({ hasNotText: 'Staples Business Advantage' })).toHaveCount(0);
});

test('Preview lists every field, the line items and the attachments', async ({ page }) => {
  await signIn(page, 'finance', '/invoice-history');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('ERP advisory services — month 3');
  const row = rowWith(page, 'Invoice history', 'ERP advisory services — month 3');
  await expect(row).toHaveCount(1);
  const preview = row.getByRole('button', { name: /^Preview INV-/ });
  const number = (await preview.getAttribute('aria-label'))!.replace('Preview ', '');
  await preview.click();

  const dialog = page.getByRole('dialog', { name: `Invoice Preview — ${number}` });
  for (const label of [
    'Invoice Number',
    'PO Number',
    'Vendor',
    'Invoice Date',
    'Due Date',
    'Received Date',
    'Payment Terms',
    'Match Status',
    'Status',
  ]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(dialog).toContainText((await poDescribed(page, DEMO_PO.erp)).poNumber);
  await expect(dialog).toContainText('Deloitte Consulting LLP');
  await expect(dialog).toContainText('Net 30');
  await expect(dialog).toContainText('Exception');
  await expect(dialog).toContainText('Disputed');
  // Why it is disputed.
  await expect(dialog.getByRole('note', { name: 'Status reason' })).toContainText(
    'Corrected invoice requested',
  );
  const items = dialog.getByRole('table', { name: 'Line items' });
  for (const column of ['Description', 'Quantity', 'Unit Price', 'GL Code', 'Total']) {
    await expect(items.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(items.locator('tbody tr')).toHaveCount(2);
  await expect(dialog).toContainText('Total Amount: $138,250.00');
  const attachments = dialog.getByRole('list', { name: 'Attachments' });
  await expect(attachments).toContainText(`${number}.pdf`);
  await expect(attachments).toContainText('Deloitte_Timesheets_M3.xlsx');

  // The seeded attachments are stored files: each downloads like an uploaded one.
  for (const [name, signature] of [
    [`${number}.pdf`, '%PDF-'],
    ['Deloitte_Timesheets_M3.xlsx', 'PK'],
  ] as const) {
    const link = attachments.getByRole('link', { name });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    const content = readFileSync((await download.path())!);
    expect(content.subarray(0, signature.length).toString('latin1')).toBe(signature);
    expect(content.includes(number)).toBe(true);
  }
});

test('?search= pre-fills the search (the home search links here)', async ({ page }) => {
  await signIn(page, 'finance', '/');
  const { poNumber } = await poDescribed(page, DEMO_PO.alarms);
  await page.goto(`/invoice-history?search=${poNumber}`);
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue(poNumber);
  await expect(rows(page)).toHaveCount(2);
  await expect(title(page)).toHaveText(/^Invoices \(2 of \d+\)$/);
});
