import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, json } from '../support/api';
import { choose, toastWith, uniqueTag } from '../support/ui';

/** A calendar day `days` from today (YYYY-MM-DD, local). */
const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const usShort = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${m}/${d}/${y}`;
};

test('procurement creates an RFP in the hub, sends it and opens it', async ({ page }) => {
  test.setTimeout(90_000);
  const title = uniqueTag('Managed Print Services');
  const tag = title.split(' ').at(-1)!.toLowerCase();
  const deadline = dayFromNow(21);
  await signIn(page, 'procurement', '/rfp');
  await expect(page.getByRole('heading', { level: 1, name: 'RFP Management Hub' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active RFPs' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Create RFP' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const form = page.getByRole('form', { name: 'New RFP' });
  await expect(form.getByText(/automatically sent to the listed vendor emails/)).toBeVisible();

  // The required fields of spec section 5, refused on an empty submit.
  await form.getByRole('button', { name: 'Create RFP' }).click();
  await expect(form.getByRole('alert')).toHaveCount(7);
  await expect(form.getByRole('alert').first()).toHaveText('Required');
  await expect(form.getByLabel('RFP Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Budget')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('RFP Title').fill(title);
  await choose(form, page, 'Category', 'Equipment');
  await choose(form, page, 'Department', 'Operations');
  await form.getByLabel('Description').fill('Printers and copiers for three floors.');
  await form.getByLabel('Requirements').fill('Toner and service included; 4-hour on-site response.');
  await form.getByLabel('Response Deadline').fill(deadline);
  await form.getByLabel('Contact Email').fill('procurement@procura.test');
  await form.getByLabel('Budget').fill('$20,000 - $30,000');
  await form.getByLabel('Vendor Emails').fill(` sales+${tag}@printco.test , bids+${tag}@inkworks.test,`);
  await form.getByRole('button', { name: 'Create RFP' }).click();

  await expect(toastWith(page, 'RFP Created Successfully')).toContainText(
    'Your Request for Proposal has been created and is ready to send to vendors.',
  );
  await expect(page.getByRole('form', { name: 'New RFP' })).toHaveCount(0);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('Equipment · Operations');
  await expect(card).toContainText(usShort(deadline));
  await expect(card).toContainText('$20,000 - $30,000');
  await expect(
    card.getByText('Vendors', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('2');

  // Search by title finds it; a status it does not have shows the filtered empty state.
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(title);
  await expect(page.getByRole('article')).toHaveCount(1);
  await choose(page, page, 'Status', 'Closed');
  await expect(page.getByRole('heading', { name: 'No RFPs Found' })).toBeVisible();
  await expect(page.getByText('No RFPs match your search criteria.')).toBeVisible();
  await choose(page, page, 'Status', 'All Statuses');

  await card.getByRole('button', { name: 'Send to Vendors' }).click();
  await expect(toastWith(page, 'RFP Sent')).toContainText('was sent to 2 vendors');
  await expect(card).toContainText('Sent to Vendors');
  await expect(card.getByRole('button', { name: 'Send to Vendors' })).toHaveCount(0);

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/rfp\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sealed responses' })).toContainText(
    'Responses are sealed until the deadline',
  );
  const invited = page.getByRole('table', { name: 'Invited vendors' });
  await expect(invited.getByRole('row').filter({ hasText: `sales+${tag}@printco.test` })).toContainText(
    'Invited',
  );
  await expect(invited.getByRole('row').filter({ hasText: `bids+${tag}@inkworks.test` })).toContainText(
    'Invited',
  );
  await expect(page.getByRole('table', { name: 'Response comparison' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to RFPs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'RFP Management Hub' })).toBeVisible();
});

test('an employee sees the hub read-only', async ({ page, playwright, baseURL }) => {
  const title = uniqueTag('Laptop Refresh');
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  await json(
    await procurement.post('/api/rfps', {
      data: {
        title,
        category: 'IT Services',
        description: 'Laptops for the IT department.',
        requirements: 'Three-year warranty.',
        budget: '$40K',
        deadline: dayFromNow(30),
        contactEmail: 'procurement@procura.test',
        department: 'IT',
        vendorEmails: ['sales@laptops.test'],
        createdDate: new Date().toISOString(),
        status: 'draft',
        responseCount: 0,
      },
    }),
    201,
  );
  await procurement.dispose();

  await signIn(page, 'employee', '/rfp');
  await expect(page.getByRole('heading', { level: 1, name: 'RFP Management Hub' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Draft');
  await expect(card.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create RFP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send to Vendors' })).toHaveCount(0);

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invited vendors' })).toContainText('Not sent');
  await expect(page.getByRole('button', { name: 'Send to Vendors' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add vendors' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Comparison weights' })).toHaveCount(0);
});
