import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { rowWith, uniqueTag } from '../support/ui';
import { createVendor } from '../support/api';
import { csvRows } from '../../src/server/exports/xlsx/test-unzip';

test('the vendor list exports every row of its search as CSV', async ({ page, playwright, baseURL }) => {
  const tag = uniqueTag('Zzexport');
  const names: string[] = [];
  // Each name is the tag, the word and a unique suffix (support/api.ts createVendor).
  for (const word of ['Alpha', 'Beta, Inc.', 'Gamma'])
    names.push((await createVendor(playwright, baseURL, `${tag} ${word}`)).name);
  // Another vendor the search leaves out.
  await createVendor(playwright, baseURL, 'Zzexport other');

  await signIn(page, 'procurement', '/vendors');
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
  for (const name of names) await expect(rowWith(page, 'Vendors', name)).toHaveCount(1);
  // The search has narrowed the table to these three.
  await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(3);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendors-\d{4}-\d\d-\d\d\.csv$/);
  const rows = csvRows(readFileSync(await download.path(), 'utf8'));
  expect(rows[0]!.slice(0, 4)).toEqual(['Vendor ID', 'Name', 'Category', 'Status']);
  expect(
    rows
      .slice(1)
      .map((r) => r[1])
      .sort(),
  ).toEqual([...names].sort());
  expect(rows.slice(1).every((r) => r[2] === 'Office Supplies' && r[3] === 'active')).toBe(true);
});

test('the direct savings tab exports the rows of its search as CSV', async ({ page }) => {
  await signIn(page, 'procurement', '/cost-savings');
  await page.getByRole('tab', { name: 'Direct Savings' }).click();
  const table = page.getByRole('table', { name: 'Direct savings' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Narrow the table to the first row's item, then export: the file holds exactly the rows shown.
  const item = (
    await table.locator('tbody tr').first().locator('td').first().locator('p').first().innerText()
  ).trim();
  await page.getByRole('searchbox', { name: 'Search direct savings' }).fill(item);
  await expect(table.locator('tbody tr').filter({ hasNotText: item })).toHaveCount(0);
  const shown = await table.locator('tbody tr').count();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^direct-savings-\d{4}-\d\d-\d\d\.csv$/);
  const rows = csvRows(readFileSync(await download.path(), 'utf8'));
  expect(rows[0]!.slice(0, 4)).toEqual(['Saving ID', 'Requisition', 'Item', 'Vendor']);
  expect(rows.length - 1).toBe(shown);
  expect(rows.slice(1).every((r) => r[2]!.includes(item))).toBe(true);
});
