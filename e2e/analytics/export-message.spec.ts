import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, json } from '../support/api';
import { toastWith } from '../support/ui';
import { csvRows } from '../../src/server/exports/xlsx/test-unzip';

const SUBJECT = 'Your export is ready: Analytics data';

/**
 * Export Data on the Analytics page (issue 12): the job writes the files in the background and the
 * user finds the links in the Messaging Center; the message links its CSV and opening it downloads it.
 */
test('Export Data sends a message whose link downloads the spend lines', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(playwright, baseURL, 'finance');
  const ready = async () =>
    (
      await json<{ id: string; subject: string }[]>(
        await api.get(`/api/messages?folder=inbox&q=${encodeURIComponent(SUBJECT)}`),
      )
    ).map((m) => m.id);
  const before = new Set(await ready());

  await signIn(page, 'finance', '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Intelligence Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(toastWith(page, 'Export Started')).toContainText(
    'Analytics data export has been initiated. You will receive a download link shortly.',
  );

  // The job runs on the server's own schedule; the message arrives when it is done.
  await expect
    .poll(async () => (await ready()).filter((id) => !before.has(id)).length, { timeout: 60_000 })
    .toBe(1);

  await page.goto('/messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(SUBJECT);
  await page
    .getByRole('button', { name: new RegExp(SUBJECT) })
    .first()
    .click();
  const message = page.getByRole('article', { name: 'Message' });
  await expect(message.getByRole('heading', { name: SUBJECT })).toBeVisible();
  // The text links both files; the message's own link downloads the CSV.
  await expect(message.getByRole('link', { name: /\/api\/exports\/.+\/download/ })).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    message.getByRole('link', { name: 'Download export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const rows = csvRows(readFileSync(await download.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'Invoice Number',
    'Invoice Date',
    'Vendor',
    'Department',
    'GL Code',
    'SKU',
    'Description',
    'Quantity',
    'Unit Price',
    'Total',
  ]);
  expect(rows.length).toBeGreaterThan(1);
});
