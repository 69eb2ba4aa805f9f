import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, choose, poFor, submitRequest, toastWith, uniqueTag } from '../approvals/helpers';

const status = (page: Page) => page.getByTestId('po-status').first();

test('without an id the summary shows po-001 with its details, workflow and attachments', async ({
  page,
}) => {
  await page.route('**/api/purchase-orders/po-001', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await signIn(page, 'procurement', '/po-summary');
  await expect(page.getByText('Loading PO details...')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'PO-10001' })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('pending');
  await expect(page.getByText('Herman Miller').first()).toBeVisible();
  await expect(
    page.getByText('Ergonomic seating and sit-to-stand desks for the Austin office expansion'),
  ).toBeVisible();
  await expect(page.getByText('CTR-010')).toBeVisible();
  await expect(page.getByText('HermanMiller_Quote_Q-88412.pdf')).toBeVisible();
  // 2 of 4 steps completed → 50%, and the first pending step is the current one.
  await expect(page.getByTestId('workflow-progress')).toHaveText('50%');
  await expect(page.getByTestId('current-step')).toHaveText('Legal Review');
  const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2)).toContainText('pending');
  await expect(steps.nth(3)).toContainText('not_started');
  await expect(page.getByRole('table', { name: 'Line items' }).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/po-edit?id=po-001');

  await page.getByRole('link', { name: 'Back to POs' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/purchase-orders');
});

test('an unknown PO says PO not found', async ({ page }) => {
  await signIn(page, 'procurement', '/po-summary?id=po-999');
  await expect(page.getByRole('heading', { name: 'PO not found' })).toBeVisible({ timeout: 30_000 });
  await expect(toastWith(page, 'PO not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to POs' })).toHaveAttribute('href', '/purchase-orders');
});

test('a pending PO is edited (lines live, dates saved); other POs cannot be edited', async ({ page }) => {
  await signIn(page, 'procurement', '/po-summary?id=po-015');
  await page.getByRole('link', { name: 'Edit' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/po-edit\?id=po-015$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit PO-10015' })).toBeVisible();
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Retractable Banner Stand, 33" x 81"');
  await expect(page.getByTestId('form-total')).toHaveText('Total $1,933.80');

  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Line 3 description').fill('Table cover');
  await page.getByLabel('Line 3 quantity').fill('2');
  await page.getByLabel('Line 3 unit price').fill('50');
  await expect(page.getByTestId('form-total')).toHaveText('Total $2,033.80');
  await page.getByLabel('Line 3 description').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByLabel('Line 3 description')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(page.getByTestId('form-total')).toHaveText('Total $1,933.80');
  await expect(page.getByRole('button', { name: /Remove line/ })).toHaveCount(2);

  await page.getByLabel('Agreement Date').fill('2026-01-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'PO-10015 was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/po-summary\?id=po-015$/);
  await expect(page.getByText('Agreement Date').locator('..')).toContainText('1/15/2026');
  await expect(status(page)).toHaveText('pending');

  await page.goto('/po-edit?id=po-004');
  await expect(page.getByText('Only pending purchase orders can be edited.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Line 1 description')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to PO-10004' }).click();
  await expect(page).toHaveURL(/\/po-summary\?id=po-004$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('a blanket PO shows limit, used and remaining, and draws releases within the limit', async ({
  page,
}) => {
  await signIn(page, 'procurement', '/po-summary?id=po-014');
  await expect(page.getByRole('heading', { level: 1, name: 'PO-10014' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Limit', { exact: true }).locator('..')).toContainText('$25,000.00');
  const remainingText = await page.getByText('Remaining', { exact: true }).locator('..').textContent();
  const remaining = Number(remainingText!.replace(/[^0-9.]/g, ''));

  await page.getByRole('button', { name: 'Create release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release against PO-10014' });
  await dialog.getByLabel('Release description').fill('Shelving for the new aisle');
  await dialog.getByLabel('Line 1 quantity').fill('1000');
  await dialog.getByRole('button', { name: 'Create release' }).click();
  await expect(dialog.getByRole('alert')).toContainText('exceeds the remaining');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Line 1 quantity').fill('1');
  await choose(dialog, page, 'Line 1 GL code', /4000-005/);
  await dialog.getByRole('button', { name: 'Create release' }).click();
  await expect(toastWith(page, /PO-\d{5} was drawn against PO-10014/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Remaining', { exact: true }).locator('..')).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(remaining - 389),
  );
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
    lines: [{ description: `${tag} mouse pad`, quantity: 4, unitPrice: 15, gl: '4000-001' }],
  });
  const po = await poFor(employee, tag);
  await employee.dispose();

  await signIn(page, 'procurement', `/po-summary?id=${po.id}`);
  await expect(page.getByRole('heading', { level: 1, name: po.poNumber })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('approved');
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
  await expect(status(page)).toHaveText('cancelled');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel PO' })).toHaveCount(0);
});
