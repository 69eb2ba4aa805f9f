import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, chooseTyped, expectHome, holdRequests, pdfFile, select, toastWith, uniqueTag } from '../support/ui';
import { createVendor, type Vendor } from '../support/api';
import { fillLine, line, openForm } from './form-helpers';

// Long user flows on a shared, busy test server.
test.describe.configure({ timeout: 120_000 });

let vendor: Vendor;
test.beforeAll(async ({ playwright }, info) => {
  vendor = await createVendor(playwright, info.project.use.baseURL, 'Monitor Makers');
});

test('submitting an empty form shows the validation messages and sends nothing', async ({ page }) => {
  await openForm(page, 'employee');
  await expect(page.getByRole('tab', { name: 'New Purchase' })).toHaveAttribute('aria-selected', 'true');
  await expect(select(page, 'Department')).toHaveText('IT');
  await page.getByLabel('Date Needed By').fill('');
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/requisitions')) posted = true;
  });

  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Business justification is required')).toBeVisible();
  await expect(page.getByText('Date needed by is required')).toBeVisible();
  await expect(line(page, 1).getByText('Description is required')).toBeVisible();
  await expect(line(page, 1).getByText('GL code is required')).toBeVisible();
  await expect(page.getByLabel('Business Justification')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/requisitions$/);
  expect(posted).toBe(false);
});

test('an employee raises a request with two lines and an attachment and finds it in My Requests', async ({
  page,
}) => {
  const tag = uniqueTag('Monitors');
  const fileName = `quote-${Date.now()}.pdf`;
  await openForm(page, 'employee');
  await expect(page.getByRole('region', { name: 'Requisition counters' })).toContainText('active');

  await page.getByLabel('Request Title').fill(tag);
  await choose(page, page, 'Urgency Level', 'Within 3 Days');
  await chooseTyped(page, 'Vendor', vendor.name);
  await page.getByLabel('Business Justification').fill('Two new hires start next month.');
  await fillLine(page, 1, {
    description: `${tag} 27-inch monitor`,
    gl: /4000-002/,
    quantity: 2,
    unitPrice: 650,
  });
  await expect(page.getByRole('button', { name: /Remove line item/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await fillLine(page, 2, { description: `${tag} HDMI cable`, gl: /4000-001/, quantity: 3, unitPrice: 25.5 });
  await expect(page.getByTestId('line-total-0')).toHaveText('$1,300.00');
  await expect(page.getByTestId('line-total-1')).toHaveText('$76.50');
  await expect(page.getByTestId('request-total')).toHaveText('$1,376.50');
  await expect(page.getByRole('button', { name: 'Remove line item 2' })).toBeVisible();

  await page.getByLabel('Attach files').setInputFiles(pdfFile(fileName));
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(fileName);

  // Hold the call until the pending state has been seen.
  const submitting = await holdRequests(page, '**/api/requisitions');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await submitting.release();
  const toast = toastWith(page, 'Requisition submitted successfully');
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Success', { exact: true })).toBeVisible();
  await expectHome(page);

  await page.goto('/my-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
  await page.getByRole('button', { name: /Waiting Approval/ }).click();
  const card = page.getByRole('article').filter({ hasText: tag });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card).toContainText('$1,376.50');
  await expect(card.getByText('IT', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Edit/ })).toHaveCount(0);

  await card.getByRole('button', { name: /View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: tag })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('cell', { name: `${tag} 27-inch monitor` })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `${tag} HDMI cable` })).toBeVisible();
  await expect(dialog.getByRole('link', { name: fileName })).toHaveAttribute('href', /\/api\/attachments\//);
  await expect(dialog.getByRole('region', { name: 'Approval History' })).toContainText('Manager Review');
  await expect(dialog.getByRole('region', { name: 'Approval History' })).toContainText('Pending');
  const download = await page.request.get(
    (await dialog.getByRole('link', { name: fileName }).getAttribute('href'))!,
  );
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 4).toString()).toBe('%PDF');
});

test('a draft is saved, found under Drafts, edited and submitted', async ({ page }) => {
  const tag = uniqueTag('Draft chairs');
  await openForm(page, 'employee');
  await page.getByLabel('Request Title').fill(tag);
  await page.getByLabel('Business Justification').fill('Replace broken chairs.');
  await fillLine(page, 1, { description: `${tag} task chair`, gl: /4000-001/, quantity: 2, unitPrice: 700 });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toastWith(page, 'saved as a draft')).toBeVisible();
  await expect(page).toHaveURL(/\/request\?id=REQ-/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByText(`Editing ${id}`)).toBeVisible();
  await expect(page.getByLabel('Request Title')).toHaveValue(tag);

  await page.goto('/my-requests');
  await page.getByRole('button', { name: /Drafts/ }).click();
  const card = page.getByRole('article').filter({ hasText: tag });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /Edit/ }).click();

  await expect(page).toHaveURL(new RegExp(`/request\\?id=${id}$`));
  await expect(page.getByLabel('Business Justification')).toHaveValue('Replace broken chairs.');
  await expect(line(page, 1).getByLabel('Description')).toHaveValue(`${tag} task chair`);
  await line(page, 1).getByLabel('Quantity', { exact: true }).fill('3');
  await expect(page.getByTestId('request-total')).toHaveText('$2,100.00');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Requisition submitted successfully')).toBeVisible();
  await expectHome(page);

  await page.goto(`/my-requests?id=${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: tag })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Pending', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('$2,100.00');
});

test('a contract expiring within 30 days opens a prefilled change order that goes to Procurement', async ({
  page,
}) => {
  await signIn(page, 'procurement', '/');
  const res = await page.request.get('/api/contracts?status=expiring&limit=50');
  const contracts = (await res.json()) as {
    id: string;
    vendor: string;
    startDate: string;
    endDate: string;
    daysToExpiry: number;
    poNumbers: string[];
  }[];
  const contract = contracts.find((c) => c.poNumbers.length > 0 && c.daysToExpiry <= 30);
  expect(contract, 'a demo contract expiring within 30 days with a PO').toBeTruthy();
  const c = contract!;

  await page.goto(`/request?type=change-order&contractId=${c.id}`);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Change Order' })).toHaveAttribute('aria-selected', 'true');
  await expect(select(page, 'PO Number')).toContainText(c.poNumbers[0]!);
  await expect(page.getByLabel('Contract Reference')).toHaveValue(c.id);
  await expect(page.getByLabel('Contract Start Date')).toHaveValue(c.startDate);
  await expect(page.getByLabel('Contract End Date')).toHaveValue(c.endDate);
  await expect(select(page, 'Vendor')).toHaveText(c.vendor);
  await expect(page.getByLabel('Original Price')).not.toHaveValue('');

  const tag = uniqueTag('Renewal change');
  await page.getByLabel('Change Description').fill(`${tag}: extend the term by three months`);
  await page.getByLabel('Business Justification').fill('Bridge the gap until the renewal is signed.');
  await fillLine(page, 1, { description: `${tag} extension`, gl: /4000-004/, quantity: 1, unitPrice: 1500 });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Change order submitted to Procurement')).toBeVisible();
  await expectHome(page);
});

test('a file of a refused type is not attached and says why', async ({ page }) => {
  await openForm(page, 'employee');
  await page
    .getByLabel('Attach files')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'setup.exe' })).toHaveText(
    'setup.exe: Only PDF, Word, Excel, PNG and JPEG files can be attached.',
  );
  await expect(page.getByText('No files attached.')).toBeVisible();
});

test('?type= picks the tab; services reveal the contract fields; blanket lines store MOQ and lead time', async ({
  page,
}) => {
  await openForm(page, 'employee', '/request?type=new-purchase');
  await expect(page.getByLabel('Contract Reference')).toHaveCount(0);
  await choose(page, page, 'Item Type', 'Services');
  await expect(page.getByLabel('Contract Reference')).toBeVisible();
  await expect(page.getByLabel('Contract Start Date')).toBeVisible();
  await expect(page.getByLabel('Contract End Date')).toBeVisible();

  await page.goto('/request?type=blanket-po');
  await expect(page.getByRole('tab', { name: 'Blanket PO' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const tag = uniqueTag('Blanket toner');
  const row = line(page, 1);
  await page.getByLabel('Request Title').fill(tag);
  await page.getByLabel('Business Justification').fill('Monthly toner releases.');
  await choose(page, page, 'Delivery Location', 'Warehouse B');
  await row.getByLabel('Description').fill(`${tag} cartridge`);
  await row.getByLabel('Product Number').fill('TN-660');
  await choose(row, page, 'GL Code', /4000-006 Raw Materials/);
  await choose(row, page, 'Unit of Measure', 'Case');
  await row.getByLabel('Expected Quantity').fill('40');
  await row.getByLabel('Estimated Unit Price').fill('12.5');
  await row.getByLabel('Minimum Order Quantity').fill('5');
  await row.getByLabel('Lead Time Days').fill('3');
  await expect(page.getByTestId('request-total')).toHaveText('$500.00');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/request\?id=REQ-/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = await (await page.request.get(`/api/requisitions/${id}`)).json();
  expect(detail).toMatchObject({
    requestType: 'blanket-po',
    status: 'draft',
    deliveryLocation: 'warehouse-b',
  });
  expect(detail.items[0]).toMatchObject({
    productNumber: 'TN-660',
    unitOfMeasure: 'Case',
    quantity: 40,
    unitPrice: '12.50',
    minOrderQuantity: 5,
    leadTimeDays: 3,
    generalLedgerCode: '4000-006',
  });
  await expect(line(page, 1).getByLabel('Minimum Order Quantity')).toHaveValue('5');
});

test('?productId= starts the first line from the catalogue product', async ({ page }) => {
  await signIn(page, 'employee', '/');
  const [item] = (await (await page.request.get('/api/catalog-items?limit=1')).json()) as {
    id: string;
    sku: string;
    name: string;
    vendorName: string;
    unitPrice: string;
  }[];
  expect(item, 'a demo catalogue product').toBeTruthy();
  await page.goto(`/requisitions?productId=${item!.id}`);
  const row = line(page, 1);
  await expect(row.getByLabel('Description')).toHaveValue(item!.name, { timeout: 30_000 });
  await expect(row.getByLabel('Product Number')).toHaveValue(item!.sku);
  await expect(row.getByLabel('Unit Price', { exact: true })).toHaveValue(String(Number(item!.unitPrice)));
  await expect(select(page, 'Vendor')).toHaveText(item!.vendorName);
});

test('a file the server refuses shows the Error toast and keeps what was typed as a draft', async ({
  page,
}) => {
  const tag = uniqueTag('Fake pdf');
  await openForm(page, 'employee');
  await page.getByLabel('Request Title').fill(tag);
  await page.getByLabel('Business Justification').fill('Quote attached.');
  await fillLine(page, 1, { description: `${tag} item`, gl: /4000-001/, quantity: 1, unitPrice: 1200 });
  // Named .pdf but not a PDF inside: only the server's content check can catch it.
  await page
    .getByLabel('Attach files')
    .setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const toast = toastWith(page, 'Only PDF, Word, Excel, PNG and JPEG files can be attached.');
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/request\?id=REQ-/);
  await expect(page.getByLabel('Request Title')).toHaveValue(tag);
  await expect(page.getByLabel('Business Justification')).toHaveValue('Quote attached.');
  await expect(line(page, 1).getByLabel('Description')).toHaveValue(`${tag} item`);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = await (await page.request.get(`/api/requisitions/${id}`)).json();
  expect(detail).toMatchObject({ status: 'draft', attachments: [] });
});
