import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, poFor, submitRequest } from '../support/api';

test('procurement issues an approved PO and downloads it as a PDF from the PO summary', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: an $800 request, under the auto-approval line, raises an approved PO.
  const vendor = await createVendor(playwright, baseURL, 'PDF Stationers', {
    contactName: 'Robin Orders',
    contactEmail: 'orders@pdf-stationers.example',
  });
  const tag = uniqueTag('Label printers');
  const employee = await apiAs(playwright, baseURL, 'employee');
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} thermal printer`, quantity: 2, unitPrice: 400, gl: '4000-001' }],
  });
  const po = await poFor(employee, tag);
  await employee.dispose();
  expect(po.status).toBe('approved');

  await signIn(page, 'procurement', `/po-summary?id=${po.id}`);
  await expect(page.getByRole('heading', { level: 1, name: po.poNumber })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Issue to vendor' }).click();
  await expect(toastWith(page, 'Issued to vendor')).toBeVisible();

  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', `/api/purchase-orders/${po.id}/pdf`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${po.poNumber}.pdf`);
  const content = await readFile((await download.path())!);
  expect(content.subarray(0, 5).toString()).toBe('%PDF-');
  expect(content.length).toBeGreaterThan(1_500);
  expect(content.length).toBeLessThan(200_000);
});
