import { expect, test, type Browser, type Page } from '@playwright/test';
import { RFP_RESPONSE_MESSAGES } from '../../src/shared/rfps/response';
import { addDays, formatDate, isoDate } from '../../src/shared/format';
import { apiAs, createVendor, json } from '../support/api';
import { signIn } from '../support/auth';
import { linkIn, waitForMail } from '../support/mail';
import { choose, pdfFile, toastWith, uniqueTag } from '../support/ui';

// One long sourcing event on the shared test server: several people, several browser contexts.
test.describe.configure({ timeout: 180_000 });

type Bid = {
  email: string;
  company: string;
  total: string;
  leadTime: string;
  line?: { description: string; quantity: string; unitPrice: string };
  file?: string;
};

/** A vendor opens its link in a browser context of its own (no session) and submits its response. */
async function respond(browser: Browser, link: string, title: string, bid: Bid): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Responding as ${bid.email}`)).toBeVisible();
  await page.getByLabel('Company Name').fill(bid.company);
  await page.getByLabel('Total Price (USD)').fill(bid.total);
  await page.getByLabel('Delivery Lead Time (days)').fill(bid.leadTime);
  await page.getByLabel('Valid Until').fill(isoDate(addDays(new Date(), 60)));
  if (bid.line) {
    await page.getByRole('button', { name: 'Add Line' }).click();
    await page.getByLabel('Description of line 1').fill(bid.line.description);
    await page.getByLabel('Quantity of line 1').fill(bid.line.quantity);
    await page.getByLabel('Unit price of line 1').fill(bid.line.unitPrice);
  }
  if (bid.file) {
    await page.getByLabel('Attach files').setInputFiles(pdfFile(bid.file));
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText(bid.file);
  }
  await page.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByText(RFP_RESPONSE_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByText(/^Submitted /)).toBeVisible();
  return page;
}

test('procurement sources from two vendors: create and send in the hub, responses by the e-mailed links, close, compare, award', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag('Sourcing');
  const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const title = `${tag} office cleaning`;
  const deadline = isoDate(addDays(new Date(), 10));
  // Both addresses belong to vendors of the vendor master: the award raises a draft requisition.
  const bids: [Bid, Bid] = [
    {
      email: `bids-${slug}@sparkle.test`,
      company: `Sparkle ${tag}`,
      total: '42000',
      leadTime: '14',
      line: { description: 'Evening cleaning, monthly', quantity: '12', unitPrice: '3500' },
      file: 'sparkle-quote.pdf',
    },
    { email: `sales-${slug}@shine.test`, company: `Shine ${tag}`, total: '45500', leadTime: '7' },
  ];
  const vendors = [
    await createVendor(playwright, baseURL, 'Sparkle Cleaning', { contactEmail: bids[0].email }),
    await createVendor(playwright, baseURL, 'Shine Services', { contactEmail: bids[1].email }),
  ];

  // Procurement creates the RFP on the hub, in the browser, and sends it.
  await signIn(page, 'procurement', '/rfp');
  await expect(page.getByRole('heading', { level: 1, name: 'RFP Management Hub' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Create RFP' }).click();
  const form = page.getByRole('form', { name: 'New RFP' });
  await expect(form).toContainText('automatically sent to the listed vendor emails');
  await form.getByLabel('RFP Title').fill(title);
  await choose(form, page, 'Category', 'Maintenance');
  await choose(form, page, 'Department', 'IT');
  await form.getByLabel('Description').fill('Evening cleaning of the head office, four floors.');
  await form.getByLabel('Requirements').fill('Five days a week.\nEco-friendly products.');
  await form.getByLabel('Response Deadline').fill(deadline);
  await form.getByLabel('Budget').fill('$40,000 - $50,000');
  await form.getByLabel('Contact Email').fill('procurement@procura.test');
  await form.getByLabel('Vendor Emails').fill(` ${bids[0].email} ,${bids[1].email} `);
  await form.getByRole('button', { name: 'Create RFP' }).click();
  await expect(toastWith(page, 'RFP Created Successfully')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(tag);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Send to Vendors' }).click();
  await expect(toastWith(page, 'was sent to 2 vendors')).toBeVisible();
  await expect(card.getByText('Sent to Vendors', { exact: true })).toBeVisible();

  // Each vendor reads its invitation and answers in a browser of its own.
  const vendorPages: Page[] = [];
  for (const bid of bids) {
    const mail = await waitForMail({ to: bid.email, subject: title });
    expect(mail.text).toContain(formatDate(deadline));
    expect(mail.text).toContain('procurement@procura.test');
    vendorPages.push(await respond(browser, linkIn(mail, '/rfp-response'), title, bid));
  }

  // The deadline passes (the test-only route closes bidding as the deadline job does).
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  const [rfp] = await json<{ id: string; title: string }[]>(
    await procurement.get(`/api/rfps?q=${encodeURIComponent(tag)}`),
  );
  expect(rfp?.title).toBe(title);
  await json(await procurement.post(`/api/test/rfps/${rfp!.id}/close-bidding`));
  await procurement.dispose();

  // A link opened after the deadline says so, and shows no form.
  const late = vendorPages[1]!;
  await late.reload();
  await expect(late.getByRole('alert')).toHaveText(RFP_RESPONSE_MESSAGES.closed);
  await expect(late.getByRole('form')).toHaveCount(0);
  for (const p of vendorPages) await p.context().close();

  // Procurement opens the RFP: the two responses side by side, the cheapest and the fastest marked.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(tag);
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Response comparison' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveCount(3); // the row labels, then one column per vendor
  await expect(headers.nth(1)).toContainText(bids[0].email);
  await expect(headers.nth(2)).toContainText(bids[1].email);
  const row = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  const total = row('Total price').getByRole('cell');
  await expect(total.nth(0)).toHaveText('$42,000.00Lowest price');
  await expect(total.nth(1)).toHaveText('$45,500.00');
  const lead = row('Lead time').getByRole('cell');
  await expect(lead.nth(0)).toHaveText('14 days');
  await expect(lead.nth(1)).toHaveText('7 daysShortest lead time');
  await expect(row('Evening cleaning, monthly').getByRole('cell').nth(0)).toContainText('$42,000.00');
  await expect(row('Attachments').getByRole('cell').nth(0)).toContainText('sparkle-quote.pdf');

  // It awards the cheaper one: the RFP closes and a draft requisition is raised.
  await table.getByRole('button', { name: `Award ${vendors[0]!.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Award' }).click();
  await expect(toastWith(page, 'A draft requisition is ready in My Requests.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title }).locator('..')).toContainText('Closed');
  await expect(page.getByRole('region', { name: 'Award' })).toContainText(vendors[0]!.name);
  // The winner is told, and the other respondent gets its regret e-mail.
  await waitForMail({ to: bids[0].email, subject: `RFP awarded: ${title}` });
  const regret = await waitForMail({ to: bids[1].email, subject: `RFP outcome: ${title}` });
  expect(regret.text).toContain('awarded it to another vendor');

  // The prefilled draft requisition waits in My Requests: the vendor, its line, the RFP's department.
  await page.goto('/my-requests');
  await page
    .getByRole('region', { name: 'Request counts' })
    .getByRole('button', { name: /Drafts/ })
    .click();
  const draft = page.getByRole('article').filter({ hasText: title });
  await expect(draft).toBeVisible({ timeout: 30_000 });
  await expect(draft).toContainText('Draft');
  await expect(draft).toContainText(vendors[0]!.name);
  await expect(draft).toContainText('$42,000.00');
  await draft.getByRole('button', { name: /^View / }).click();
  const details = page.getByRole('dialog');
  const fact = (label: string) =>
    details.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Department')).toHaveText('IT');
  await expect(fact('Vendor')).toHaveText(vendors[0]!.name);
  await expect(fact('Business Justification')).toContainText(`Awarded from RFP ${rfp!.id}`);
  await expect(details).toContainText('Evening cleaning, monthly');
});
