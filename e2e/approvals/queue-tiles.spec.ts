import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { approvalCard, choose, openAs, QUEUE_TITLE } from './helpers';

type Summary = {
  pending: number;
  highPriority: number;
  overdue: number;
  totalValue: string;
  avgDaysToApprove: number;
};

const tile = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Approval summary' })
    .getByRole('heading', { name: title, exact: true })
    .locator('..');

const cards = (page: Page) => page.getByRole('list', { name: 'Pending approvals' }).getByRole('article');

test('the tiles show the live summary, and the type filter is applied by the server', async ({ page }) => {
  // Legal's queue in the demo: PO-10001's Legal Review ($36,480, waiting 5 days).
  await openAs(page, 'legal', '/approvals', QUEUE_TITLE);
  const summary = (await (await page.request.get('/api/approvals/summary')).json()) as Summary;
  await expect(tile(page, 'Pending Approvals')).toContainText(String(summary.pending));
  await expect(tile(page, 'High Priority')).toContainText(String(summary.highPriority));
  await expect(tile(page, 'Overdue (>3 days)')).toContainText(String(summary.overdue));
  await expect(tile(page, 'Avg Days to Approve')).toContainText(String(summary.avgDaysToApprove));
  await expect(tile(page, 'Pending Approvals')).toContainText('1');
  await expect(tile(page, 'Overdue (>3 days)')).toContainText('1');
  await expect(tile(page, 'Total Value')).toContainText('$36.5K');

  const po = approvalCard(page, 'Ergonomic seating and sit-to-stand desks for the Austin office expansion');
  await expect(po).toContainText('Purchase Order');
  await expect(po).toContainText('Overdue');
  await expect(po.getByTestId('days-waiting')).toHaveClass(/text-red-700/);
  await expect(po).toContainText('Legal Review');

  await choose(page, page, 'Type', 'Requisitions');
  await expect(page.getByText('No approvals are waiting for you.')).toBeVisible();
  await choose(page, page, 'Type', 'Purchase Orders');
  await expect(po).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test('sorting by amount and the change-order filter come from the server', async ({ page }) => {
  await openAs(page, 'finance', '/approvals', QUEUE_TITLE);
  await expect(cards(page).first()).toBeVisible();
  const sorted = page.waitForResponse(
    (r) => r.url().includes('/api/approvals?') && r.url().includes('sort=-amount'),
  );
  await choose(page, page, 'Sort by', 'Amount');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Amount');
  const expected = (await (await sorted).json()) as { title: string }[];
  await expect(cards(page).first()).toHaveAttribute('aria-label', expected[0]!.title);
  const amounts = (await cards(page).locator('span.text-lg').allTextContents()).map((t) =>
    Number(t.replace(/[$,]/g, '')),
  );
  expect(amounts.length).toBeGreaterThan(1);
  expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

  await choose(page, page, 'Type', 'Change Orders');
  await expect(cards(page).first()).toContainText('Change Order');
  const types = await cards(page).allTextContents();
  expect(types.every((t) => t.includes('Change Order'))).toBe(true);
  const total = Number(
    (await page.request.get('/api/approvals?type=change-order')).headers()['x-total-count'] ?? 'NaN',
  );
  await expect(cards(page)).toHaveCount(total);
});

test('a user with nothing to approve sees an empty queue', async ({ page }) => {
  await signIn(page, 'admin', '/approvals');
  await expect(page.getByRole('heading', { level: 1, name: QUEUE_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No approvals are waiting for you.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approval summary' })).toContainText('$0K');
});
