import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, pdfFile, rowWith, toastFrame, toastWith, uniqueTag } from '../support/ui';
import { createVendor } from '../support/api';

test('an employee requests a vendor with a W9; procurement approves it into the hub', async ({ page }) => {
  test.setTimeout(120_000);
  const company = uniqueTag('Northwind Supplies');
  await signIn(page, 'employee', '/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Partnership Hub' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vendor Requests' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request New Vendor' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/new-vendor-request');
  await expect(page.getByRole('heading', { level: 1, name: 'New Vendor Request' })).toBeVisible();
  for (const section of [
    'Company',
    'Contact',
    'Business Address',
    'Banking (optional)',
    'Required Documents',
    'Business Justification',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Country')).toHaveValue('United States');

  // Required-field messages of spec section 5.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  for (const message of [
    'Company name is required',
    'Contact person is required',
    'Valid email is required',
    'Business type is required',
    'Address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
    'Business justification is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL((url) => url.pathname === '/new-vendor-request');

  await page.getByLabel('Company Name').fill(company);
  await choose(page, page, 'Business Type', 'LLC');
  await page.getByLabel('EIN').fill('12-3456789');
  await page.getByLabel('Contact Person').fill('Dana Whitfield');
  await page.getByLabel('Contact Email').fill('dana@northwind.test');
  await page.getByLabel('Contact Phone').fill('(512) 555-0101');
  await page.getByLabel('Address', { exact: true }).fill('1200 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await choose(page, page, 'State', 'TX');
  await page.getByLabel('ZIP Code').fill(String(70000 + Math.floor(Math.random() * 9999)));
  await page.getByLabel('Bank Name').fill('First Texas Bank');
  await page.getByLabel('Account Number').fill('000123456789');
  await page.getByLabel('Routing Number').fill('111000025');
  await choose(page, page, 'Account Type', 'Checking');

  await page.getByLabel('W9 Form').setInputFiles(pdfFile('w9-northwind.pdf'));
  await expect(toastWith(page, 'W9 Uploaded')).toBeVisible();
  await page.getByLabel('Supporting Documents').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText(
    'Only PDF, Word (DOC, DOCX), JPG and PNG files are accepted.',
  );
  await page.getByLabel('Supporting Documents').setInputFiles([pdfFile('insurance-certificate.pdf')]);
  await expect(toastWith(page, 'Documents Uploaded')).toBeVisible();
  await page
    .getByLabel('Business Justification')
    .fill('Local supplier for the Austin office with next-day delivery.');
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/vendor-requests',
  );
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const created = (await (await posted).json()) as { id: string; requestId: string };
  expect(created.id).toMatch(/^NVR-\d+$/);
  expect(created.requestId).toBe(created.id);

  await expect(toastWith(page, 'Request Submitted')).toContainText(
    'Your new vendor request has been submitted for review.',
  );
  await expect(toastFrame(page, 'Request Submitted')).toHaveAttribute('data-variant', 'default');
  await expect(page).toHaveURL((url) => url.pathname === '/vendors');

  // Procurement reviews it.
  await signIn(page, 'procurement', '/vendors?tab=requests');
  const card = page.getByRole('listitem', { name: company });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Dana Whitfield');
  await expect(card).toHaveAttribute('data-request-id', created.id);
  await expect(card.getByText(/^NVR-\d+ · LLC · submitted/)).toContainText(created.id);
  await expect(card.getByRole('link', { name: 'w9-northwind.pdf' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'insurance-certificate.pdf' })).toBeVisible();
  await expect(card).toContainText('••••6789');
  await expect(card).not.toContainText('000123456789');
  await card.getByRole('button', { name: `Approve ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}` });
  await dialog.getByLabel('Category').fill('Office Supplies');
  await choose(dialog, page, 'Catalog integration', 'Hosted catalog');
  await dialog.getByRole('button', { name: 'Approve vendor' }).click();
  await expect(toastWith(page, 'Vendor Approved')).toBeVisible();
  await expect(page.getByRole('listitem', { name: company })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Vendors' }).click();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(company);
  const row = rowWith(page, 'Vendors', company);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Office Supplies');
  await row.getByRole('button', { name: 'Shop' }).click();
  await expect(toastWith(page, 'Simulating PunchOut')).toContainText(company);
});

test('procurement rejects a vendor request with a reason', async ({ page }) => {
  const company = uniqueTag('Rejected Widgets');
  await signIn(page, 'employee', '/');
  const res = await page.request.post('/api/vendor-requests', {
    data: {
      requestId: `NVR-${Date.now()}`,
      companyName: company,
      contactPerson: 'Pat Lee',
      contactEmail: 'pat@widgets.test',
      businessType: 'Corporation',
      address: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      justification: 'Test request to reject.',
    },
  });
  expect(res.status()).toBe(201);

  await signIn(page, 'procurement', '/vendors?tab=requests');
  const card = page.getByRole('listitem', { name: company });
  await card.getByRole('button', { name: `Reject ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${company}` });
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(dialog.getByText('A rejection reason is required')).toBeVisible();
  await dialog.getByLabel('Rejection reason').fill('We already have a preferred supplier for widgets.');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(toastWith(page, 'Request Rejected')).toBeVisible();
  await expect(page.getByRole('listitem', { name: company })).toHaveCount(0);

  await choose(page, page, 'Request status', 'Rejected');
  await expect(page.getByRole('listitem', { name: company })).toContainText(
    'Rejected: We already have a preferred supplier for widgets.',
  );
});

test('procurement cannot decide the vendor request it raised itself; the administrator can', async ({
  page,
}) => {
  const company = uniqueTag('Own Request Tools');
  await signIn(page, 'procurement', '/');
  const res = await page.request.post('/api/vendor-requests', {
    data: {
      requestId: `NVR-${Date.now()}`,
      companyName: company,
      contactPerson: 'Sam Ortiz',
      contactEmail: 'sam@owntools.test',
      businessType: 'LLC',
      address: '5 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: String(70000 + Math.floor(Math.random() * 9999)),
      justification: 'Raised by procurement itself.',
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/vendors?tab=requests');
  const card = page.getByRole('listitem', { name: company });
  await expect(card).toContainText('Awaiting review', { timeout: 30_000 });
  await expect(card.getByRole('button', { name: `Approve ${company}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Reject ${company}` })).toHaveCount(0);

  await signIn(page, 'admin', '/vendors?tab=requests');
  await expect(
    page.getByRole('listitem', { name: company }).getByRole('button', { name: `Approve ${company}` }),
  ).toBeVisible({ timeout: 30_000 });
});

test('a possible duplicate (same EIN as an active vendor) is flagged and must be confirmed', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An active vendor with an EIN of its own; the request names the same EIN.
  const ein = `${10 + Math.floor(Math.random() * 89)}-${1000000 + Math.floor(Math.random() * 8999999)}`;
  const existing = await createVendor(playwright, baseURL, 'Zzein Hardware', { ein });
  const company = uniqueTag('Zzein Reseller');
  await signIn(page, 'employee', '/');
  const res = await page.request.post('/api/vendor-requests', {
    data: {
      companyName: company,
      contactPerson: 'Sam Ortiz',
      contactEmail: 'sam@reseller.test',
      businessType: 'Corporation',
      ein,
      address: '1 Main Way',
      city: 'Round Rock',
      state: 'TX',
      zipCode: '78682',
      justification: 'Reseller of the same hardware.',
    },
  });
  expect(res.status()).toBe(201);

  await signIn(page, 'procurement', '/vendors?tab=requests');
  const card = page.getByRole('listitem', { name: company });
  await expect(card.getByRole('alert')).toContainText('Possible duplicate vendor');
  await expect(card.getByRole('alert')).toContainText(existing.name);
  await expect(card.getByRole('alert')).toContainText('Same EIN');
  await card.getByRole('button', { name: `Approve ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}` });
  await expect(dialog.getByRole('button', { name: 'Approve vendor' })).toBeDisabled();
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Approve vendor' }).click();
  await expect(toastWith(page, 'Vendor Approved')).toBeVisible();
});

test('a failed submit shows the error toast and keeps what was typed', async ({ page }) => {
  await signIn(page, 'employee', '/new-vendor-request');
  await page.route('**/api/vendor-requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await page.getByLabel('Company Name').fill('Keep Me Typed LLC');
  await choose(page, page, 'Business Type', 'Partnership');
  await page.getByLabel('Contact Person').fill('Kim Park');
  await page.getByLabel('Contact Email').fill('kim@keep.test');
  await page.getByLabel('Address', { exact: true }).fill('9 Elm St');
  await page.getByLabel('City').fill('Boston');
  await choose(page, page, 'State', 'MA');
  await page.getByLabel('ZIP Code').fill('02110');
  await page.getByLabel('Business Justification').fill('Needed.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Failed to submit vendor request. Please try again.')).toContainText('Error');
  await expect(toastFrame(page, 'Failed to submit vendor request. Please try again.')).toHaveAttribute(
    'data-variant',
    'destructive',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/new-vendor-request');
  await expect(page.getByLabel('Company Name')).toHaveValue('Keep Me Typed LLC');
  await expect(page.getByLabel('City')).toHaveValue('Boston');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vendors');
});
