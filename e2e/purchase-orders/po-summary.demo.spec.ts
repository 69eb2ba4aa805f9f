import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { holdRequests } from '../support/ui';
import { contractTitled, DEMO_PO, poDescribed } from '../support/demo';

/** The PO summary of the demo's first PO (the spec's default, po-001): the seating order. */
const status = (page: Page) => page.getByTestId('po-status').first();

test('without an id the summary shows po-001 (the seating PO) with its details, workflow and attachments', async ({
  page,
}) => {
  await signIn(page, 'procurement', '/');
  const seating = await poDescribed(page, DEMO_PO.seating);
  expect(seating.id).toBe('po-001');
  const loading = await holdRequests(page, `**/api/purchase-orders/${seating.id}`);
  await page.goto('/po-summary');
  await expect(page.getByText('Loading PO details...')).toBeVisible({ timeout: 30_000 });
  await loading.release();
  await expect(page.getByRole('heading', { level: 1, name: seating.poNumber })).toBeVisible({
    timeout: 30_000,
  });
  await expect(status(page)).toHaveText('Pending');
  await expect(page.getByText('Herman Miller').first()).toBeVisible();
  await expect(
    page.getByText('Ergonomic seating and sit-to-stand desks for the Austin office expansion'),
  ).toBeVisible();
  await expect(
    page.getByText((await contractTitled(page, 'Office Furniture Supply Agreement')).id),
  ).toBeVisible();
  await expect(page.getByText('HermanMiller_Quote_Q-88412.pdf')).toBeVisible();
  // 2 of 4 steps completed → 50%, and the first pending step is the current one.
  await expect(page.getByTestId('workflow-progress')).toHaveText('50%');
  await expect(page.getByTestId('current-step')).toHaveText('Legal Review');
  const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2).getByText('Pending', { exact: true })).toBeVisible();
  await expect(steps.nth(3).getByText('Not Started', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Line items' }).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/po-edit?id=${seating.id}`);

  await page.getByRole('link', { name: 'Back to POs' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/purchase-orders');
});

test("the seating PO's seeded attachment names have no stored file: they are listed as plain names", async ({
  page,
}) => {
  await signIn(page, 'procurement', '/');
  const seating = await poDescribed(page, DEMO_PO.seating);
  await page.goto(`/po-summary?id=${seating.id}`);
  const seeded = page.getByRole('list', { name: 'Attachments' });
  await expect(seeded.getByText('HermanMiller_Quote_Q-88412.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(seeded.getByRole('link')).toHaveCount(0);
});
