import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { uniqueTag } from '../support/ui';
import { apiAs, createVendor, json, submitRequest } from '../support/api';

// Long user flows on a shared, busy test server.
test.describe.configure({ timeout: 120_000 });

type Row = { id: string; title: string; status: string; feedback: string | null; poNumber: string | null };

test('My Requests shows the counts and the returned request with its feedback and Edit', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: the employee's request, returned by the manager with feedback.
  const tag = uniqueTag('Returned desk');
  const vendor = await createVendor(playwright, baseURL, 'Desk Depot');
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { id } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} desk`, quantity: 2, unitPrice: 900 }],
  });
  await employee.dispose();
  const manager = await apiAs(playwright, baseURL, 'manager');
  const queue = await json<{ stepId: string; subjectId: string }[]>(
    await manager.get('/api/approvals?limit=500'),
  );
  const step = queue.find((q) => q.subjectId === id)!;
  const feedback = `Pick a cheaper desk (${tag}).`;
  await json(await manager.post(`/api/approvals/${step.stepId}/reject`, { data: { comment: feedback } }));
  await manager.dispose();

  // The counts shown are the ones the page was answered (other tests change the employee's requests too).
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/requisitions/mine/summary',
  );
  await signIn(page, 'employee', '/my-requests');
  const summary = (await (await answered).json()) as Record<string, number>;
  expect(summary.needUpdates).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/', {
    timeout: 30_000,
  });
  const counts = page.getByRole('region', { name: 'Request counts' });
  for (const label of ['Waiting Approval', 'Approved', 'Need Updates', 'Drafts']) {
    await expect(counts.getByRole('button', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(page.getByTestId('count-needUpdates')).toHaveText(String(summary.needUpdates));

  const r = { id, feedback };
  await counts.getByRole('button', { name: /Need Updates/ }).click();
  await expect(counts.getByRole('button', { name: /Need Updates/ })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: new RegExp(r.id) });
  await expect(card.getByText('Returned', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Feedback: ${r.feedback}`);
  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/request\\?id=${r.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Returned for updates' })).toContainText(r.feedback);
});

test('?id= opens the request at once, with its PO number once it has one', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: a small request of the employee's, approved at once into its PO.
  const tag = uniqueTag('Approved lamps');
  const vendor = await createVendor(playwright, baseURL, 'Lamp Co');
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { id } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [
      { description: `${tag} lamp`, quantity: 2, unitPrice: 40 },
      { description: `${tag} bulb`, quantity: 4, unitPrice: 5 },
    ],
  });
  const withPo = await json<Row>(await employee.get(`/api/requisitions/${id}`));
  await employee.dispose();
  expect(withPo.poNumber, 'the approved request has its PO').toBeTruthy();

  await signIn(page, 'employee', `/my-requests?id=${withPo.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: tag })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: withPo.poNumber! })).toHaveAttribute(
    'href',
    /\/po-summary\?id=/,
  );
  // A header row and the two lines.
  await expect(dialog.getByRole('region', { name: 'Line Items' }).getByRole('row')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-requests$/);
});

test('a user without requests sees the empty state leading to the form', async ({ page }) => {
  await signIn(page, 'legal', '/my-requests');
  await expect(page.getByRole('heading', { name: 'No Requests Yet' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Create Your First Request' }).click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
});
