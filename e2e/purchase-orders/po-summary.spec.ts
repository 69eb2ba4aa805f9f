import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, poFor, submitRequest, type Vendor } from '../support/api';

const status = (page: Page) => page.getByTestId('po-status').first();
let vendor: Vendor;
test.beforeAll(async ({ playwright }, info) => {
  vendor = await createVendor(playwright, info.project.use.baseURL, 'PO Summary Supplies');
});

test('an unknown PO says PO not found', async ({ page }) => {
  await signIn(page, 'procurement', '/po-summary?id=po-999');
  await expect(page.getByRole('heading', { name: 'PO not found' })).toBeVisible({ timeout: 30_000 });
  await expect(toastWith(page, 'PO not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to POs' })).toHaveAttribute('href', '/purchase-orders');
});

test('a blanket PO shows limit, used and remaining, and draws releases within the limit', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: the employee's blanket request of $800 is approved at once into a blanket PO.
  const tag = uniqueTag('Safety gloves');
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { purchaseOrderId } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    requestType: 'blanket-po',
    lines: [{ description: `${tag} case`, quantity: 2, unitPrice: 400, gl: '4000-001' }],
  });
  await employee.dispose();
  expect(purchaseOrderId, 'the blanket PO').toBeTruthy();

  await signIn(page, 'procurement', `/po-summary?id=${purchaseOrderId}`);
  const heading = page.getByRole('heading', { level: 1, name: /^PO-\d{5}$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const poNumber = (await heading.textContent())!.trim();
  await expect(page.getByText('Limit', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    '$800.00',
  );
  // A blanket receives nothing itself (its releases do): no Receive goods.
  await expect(page.getByRole('button', { name: 'Create release' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  const remainingText = await page.getByText('Remaining', { exact: true }).locator('..').textContent();
  const remaining = Number(remainingText!.replace(/[^0-9.]/g, ''));

  await page.getByRole('button', { name: 'Create release' }).click();
  const dialog = page.getByRole('dialog', { name: `Create release against ${poNumber}` });
  await dialog.getByLabel('Release description').fill('Shelving for the new aisle');
  await dialog.getByLabel('Line 1 quantity').fill('1000');
  await dialog.getByRole('button', { name: 'Create release' }).click();
  await expect(dialog.getByRole('alert')).toContainText('exceeds the remaining');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Line 1 quantity').fill('1');
  await choose(dialog, page, 'Line 1 GL code', /4000-005/);
  await dialog.getByRole('button', { name: 'Create release' }).click();
  await expect(toastWith(page, new RegExp(`PO-\\d{5} was drawn against ${poNumber}`))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(remaining).toBe(800);
  await expect(
    page.getByText('Remaining', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('$400.00');
  // Its first release put the approved blanket to work.
  await expect(status(page)).toHaveText('In Progress');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
});

test('over-receipt is refused with the server message; a PO with no receipts is cancelled with a reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag('Mouse pads');
  const employee = await apiAs(playwright, baseURL, 'employee');
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} mouse pad`, quantity: 4, unitPrice: 15, gl: '4000-001' }],
  });
  const po = await poFor(employee, tag);
  await employee.dispose();

  await signIn(page, 'procurement', `/po-summary?id=${po.id}`);
  await expect(page.getByRole('heading', { level: 1, name: po.poNumber })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('Approved');
  await expect(page.getByTestId('current-step')).toHaveText('Completed');

  await page.getByRole('button', { name: 'Receive goods' }).click();
  const dialog = page.getByRole('dialog', { name: `Receive goods for ${po.poNumber}` });
  await expect(dialog.getByLabel(`Quantity received: ${tag} mouse pad`)).toHaveValue('4');
  await dialog.getByLabel(`Quantity received: ${tag} mouse pad`).fill('5');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(dialog.getByRole('alert')).toContainText('ordered 4, already received 0, attempted 5');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText('No goods received yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel PO' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${po.poNumber}` });
  await cancel.getByRole('button', { name: 'Cancel PO' }).click();
  await expect(cancel.getByText('A reason is required to cancel')).toBeVisible();
  await cancel.getByLabel('Reason').fill('Ordered through the catalog instead.');
  await cancel.getByRole('button', { name: 'Cancel PO' }).click();
  await expect(toastWith(page, `${po.poNumber} was cancelled.`)).toBeVisible();
  await expect(status(page)).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel PO' })).toHaveCount(0);
});

test("the request's uploaded files download from the PO summary", async ({ page, playwright, baseURL }) => {
  const tag = uniqueTag('Chairs');
  const fileName = `${tag.replace(/\s+/g, '-')}-quote.pdf`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  // Set-up through the API: a $1,400 request (the IT manager approves it) with a stored quote; the
  // manager's approval raises the PO.
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { id: requestId } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} task chair`, quantity: 2, unitPrice: 700, gl: '4000-001' }],
  });
  const uploaded = await employee.post(`/api/requisitions/${requestId}/attachments`, {
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const manager = await apiAs(playwright, baseURL, 'manager');
  const queue = (await (await manager.get('/api/approvals?limit=500')).json()) as {
    stepId: string;
    subjectId: string;
  }[];
  const step = queue.find((q) => q.subjectId === requestId);
  expect(step, 'the request awaits the IT manager').toBeDefined();
  const approved = await manager.post(`/api/approvals/${step!.stepId}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await manager.dispose();
  const po = await poFor(employee, tag);
  await employee.dispose();

  await signIn(page, 'procurement', `/po-summary?id=${po.id}`);
  await expect(page.getByRole('heading', { level: 1, name: po.poNumber })).toBeVisible({ timeout: 30_000 });
  const attachments = page.getByRole('list', { name: 'Attachments' });
  const link = attachments.getByRole('link', { name: fileName });
  await expect(link).toHaveAttribute('href', /^\/api\/attachments\/[^/]+$/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  expect((await readFile(await file.path())).equals(pdf)).toBe(true);
});
