import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { createVendor } from '../support/api';
import { linkIn, waitForMail } from '../support/mail';
import { pdfFile, toastWith, uniqueTag } from '../support/ui';

/**
 * Mail to a vendor contact (issue 13): procurement composes to a vendor's e-mail address in the
 * Messaging Center with a file; the vendor gets the mail (read from the real SMTP listener) with its
 * reply link, opens the public reply page in a browser of its own, downloads the file there with the
 * link alone, is refused an empty answer, answers; the
 * sender sees the answer join the thread of the message they have open, without a reload.
 */
test('a message to a vendor address is answered through its reply link into the same thread', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const subject = uniqueTag('Toner quote');
  const tag = subject.split(' ').pop()!;
  const contact = `sales-${tag}@vendor-reply.example`;
  const vendor = await createVendor(playwright, baseURL, 'Toner Supply', { contactEmail: contact });

  // Procurement composes to the vendor's address: its chip is marked Vendor and names the vendor.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'procurement', '/messages');
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compose Message' });
  const address = dialog.getByRole('textbox', { name: 'Vendor e-mail address' });
  await address.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add vendor' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email');
  await address.fill(contact.toUpperCase());
  await address.press('Enter');
  const recipients = dialog.getByRole('list', { name: 'Recipients' });
  await expect(recipients).toContainText('Vendor');
  await expect(recipients).toContainText(`${vendor.name} <${contact}>`);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please quote 30 toner cartridges.');
  await dialog.getByLabel('Attach files').setInputFiles(pdfFile('toner-spec.pdf'));
  await expect(dialog.getByRole('list', { name: 'Files to send' })).toContainText('toner-spec.pdf');
  await page.screenshot({ path: testInfo.outputPath('vendor-compose-1280x800.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Message sent')).toBeVisible();

  // The sender opens their copy in Sent.
  await page.getByRole('tab', { name: 'sent' }).click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  const sent = page.getByRole('article', { name: 'Message' });
  await expect(sent.getByRole('heading', { name: subject })).toBeVisible();

  // The vendor gets the mail and opens its link in a browser of its own (no sign-in).
  const mail = await waitForMail({ to: contact, subject });
  expect(mail.text).toContain('Please quote 30 toner cartridges.');
  const vendorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const reply = await vendorContext.newPage();
  await reply.goto(linkIn(mail, '/vendor-reply'));
  await expect(reply.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(reply.getByRole('list', { name: 'Messages' })).toContainText(
    'Please quote 30 toner cartridges.',
  );
  // The mail names the file and sends the vendor to the page for it; the page offers it for download.
  expect(mail.text).toContain('Attachments (download them from the reply link below): toner-spec.pdf');
  const [download] = await Promise.all([
    reply.waitForEvent('download'),
    reply.getByRole('link', { name: 'Download toner-spec.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('toner-spec.pdf');
  expect(readFileSync(await download.path()).equals(pdfFile('toner-spec.pdf').buffer)).toBe(true);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply.getByRole('alert')).toHaveText('Required');
  await reply
    .getByRole('textbox', { name: 'Your reply' })
    .fill('  30 cartridges at $42 each, ships Monday.  ');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply.getByRole('status')).toHaveText('Your reply has been sent.');
  await expect(reply.getByRole('list', { name: 'Messages' })).toContainText(
    '30 cartridges at $42 each, ships Monday.',
  );
  await reply.screenshot({ path: testInfo.outputPath('vendor-reply-1280x800.png') });
  await reply.setViewportSize({ width: 1366, height: 900 });
  await reply.screenshot({ path: testInfo.outputPath('vendor-reply-1366x900.png') });

  // A link nobody was given opens nothing.
  await reply.goto('/vendor-reply?token=not-a-real-token');
  await expect(reply.getByRole('alert')).toHaveText(
    'This reply link is not valid. Ask the sender for a new message.',
  );
  await vendorContext.close();

  // The sender sees the answer join the thread they have open, from the vendor, without a reload.
  const thread = sent.getByRole('region', { name: 'Thread' });
  await expect(thread).toContainText('30 cartridges at $42 each, ships Monday.', { timeout: 15_000 });
  await expect(thread).toContainText(vendor.name);
  await page.getByRole('tab', { name: 'inbox' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(`Re: ${subject}`);
  await page.screenshot({ path: testInfo.outputPath('vendor-thread-1280x800.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('vendor-thread-1366x900.png') });
});
