import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, signIn } from '../support/auth';
import { apiAs, json } from '../support/api';
import { pdfFile, toastWith, uniqueTag } from '../support/ui';

/**
 * The Messaging Center end to end (issue 13): one user composes to another with a file; the other,
 * on another page, sees the Messages badge rise without a reload, opens the message (it is read, the
 * badge drops), downloads the file, replies, stars and archives it; the sender sees the reply join the
 * thread of the message they have open. A marker on `window` proves the pages never reloaded.
 */
const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('dock-badge-messages');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'same page'));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker);

test('a message with a file reaches its recipient live; they read, download, reply, star and archive it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const subject = uniqueTag('Chair quote');
  const director = account('director');

  // The director has the home page open.
  const viewer = await page
    .context()
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const inbox = await viewer.newPage();
  await signIn(inbox, 'director', '/');
  await expect(inbox.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const directorApi = await apiAs(playwright, baseURL, 'director');
  const unread = async () =>
    (await json<{ count: number }>(await directorApi.get('/api/messages/unread-count'))).count;
  await expect.poll(async () => (await badgeCount(inbox)) === (await unread())).toBe(true);
  const before = await unread();
  await mark(inbox);

  // Procurement composes to the director in the browser, with a PDF.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'procurement', '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messaging Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compose Message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(['Required', 'Required', 'Required']);
  await dialog.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('combobox', { name: 'Search people by name or e-mail' }).fill(director.first);
  await page.getByRole('option', { name: `${director.name} <${director.email}>` }).click();
  await expect(dialog.getByRole('list', { name: 'Recipients' })).toContainText(director.name);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Please review the attached quote for the new chairs.');
  await dialog.getByLabel('Attach files').setInputFiles(pdfFile('chair-quote.pdf'));
  await expect(dialog.getByRole('list', { name: 'Files to send' })).toContainText('chair-quote.pdf');
  await page.screenshot({ path: testInfo.outputPath('messages-compose-1280x800.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sender opens their copy in Sent.
  await page.getByRole('tab', { name: 'sent' }).click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  const sent = page.getByRole('article', { name: 'Message' });
  await expect(sent.getByRole('heading', { name: subject })).toBeVisible();
  await expect(sent.getByRole('link', { name: 'Download chair-quote.pdf' })).toBeVisible();
  await mark(page);

  // The director's badge rises without a reload (other specs may send the director notices meanwhile:
  // the badge is compared with the server's count, not with a fixed number).
  await expect.poll(() => badgeCount(inbox), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(await marker(inbox)).toBe('same page');

  // They go to the Messaging Center and open it: it is read, the badge drops.
  await inbox
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  const row = inbox
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(subject) });
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await row.click();
  const message = inbox.getByRole('article', { name: 'Message' });
  await expect(message.getByRole('heading', { name: subject })).toBeVisible();
  await expect(message).toContainText('Please review the attached quote for the new chairs.');
  await expect(row.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  const copy = await json<{ subject: string; status: string }[]>(
    await directorApi.get(`/api/messages?folder=inbox&q=${encodeURIComponent(subject)}`),
  );
  expect(copy.map((m) => m.status)).toEqual(['read']);
  await expect
    .poll(async () => (await badgeCount(inbox)) === (await unread()), { timeout: 15_000 })
    .toBe(true);

  // The file downloads.
  const [download] = await Promise.all([
    inbox.waitForEvent('download'),
    message.getByRole('link', { name: 'Download chair-quote.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('chair-quote.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 8)
      .toString(),
  ).toBe('%PDF-1.4');

  // An empty reply is refused; a real one is sent.
  await message.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(message.getByRole('alert')).toHaveText('Required');
  await message.getByRole('textbox', { name: 'Reply' }).fill('Approved — please order 12.');
  await message.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(toastWith(inbox, 'Reply sent')).toBeVisible();
  await expect(message.getByRole('region', { name: 'Thread' })).toContainText('Approved — please order 12.');

  // Star and archive persist.
  await message.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(message.getByRole('button', { name: 'Unstar' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Starred' })).toBeVisible();
  await inbox.screenshot({ path: testInfo.outputPath('messages-detail-1280x800.png') });
  await inbox.setViewportSize({ width: 1366, height: 900 });
  await inbox.screenshot({ path: testInfo.outputPath('messages-detail-1366x900.png') });
  await message.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(message.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await inbox.getByRole('tab', { name: 'archived' }).click();
  await expect(inbox.getByRole('list', { name: 'Messages' })).toContainText(subject);
  await inbox.getByRole('tab', { name: 'starred' }).click();
  await expect(inbox.getByRole('list', { name: 'Messages' })).toContainText(subject);
  await inbox.reload();
  await inbox.getByRole('tab', { name: 'archived' }).click();
  await inbox.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(inbox.getByRole('button', { name: 'Unstar' })).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await directorApi.dispose();
  await viewer.close();

  // The sender sees the reply join the thread of the message they have open, without a reload.
  await expect(sent.getByRole('region', { name: 'Thread' })).toContainText('Approved — please order 12.', {
    timeout: 15_000,
  });
  expect(await marker(page)).toBe('same page');
  await page.screenshot({ path: testInfo.outputPath('messages-thread-1280x800.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('messages-thread-1366x900.png') });
});
