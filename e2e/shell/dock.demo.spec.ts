import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';

const ITEMS: [string, string][] = [
  ['Dashboard', '/'],
  ['Requisitions', '/requisitions'],
  ['Approvals', '/approvals'],
  ['Contracts', '/contracts'],
  ['Orders', '/purchase-orders'],
  ['Messages', '/messages'],
  ['RFP', '/rfp'],
  ['Vendors', '/vendors'],
  ['Invoices', '/invoices'],
  ['Analytics', '/analytics'],
  ['Savings', '/cost-savings'],
  ['Admin', '/administration'],
];

const dockLink = (label: string) => new RegExp(`^${label}\\b`);

test('the dock lists every item and marks the current one', async ({ page }) => {
  await signIn(page, 'employee', '/rfp');
  const dock = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(dock.getByRole('link')).toHaveCount(ITEMS.length);

  // Visit in reverse so every click is a real navigation away from the current page.
  for (const [label, path] of [...ITEMS].reverse()) {
    await dock.getByRole('link', { name: dockLink(label) }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(dock.getByRole('link', { name: dockLink(label) })).toHaveAttribute('aria-current', 'page');
    await expect(dock.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('a dock item stays active below its path; /admin does not light up Admin', async ({ page }) => {
  await signIn(page, 'procurement', '/purchase-orders/anything');
  const dock = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(dock.getByRole('link', { name: dockLink('Orders') })).toHaveAttribute('aria-current', 'page');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(dock.locator('[aria-current="page"]')).toHaveCount(0);
});

test('Approvals and Messages badges show the live counts for procurement@', async ({ page }) => {
  await signIn(page, 'procurement');
  const dock = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(dock.getByTestId('dock-badge-approvals')).toHaveText('2');
  await expect(dock.getByTestId('dock-badge-messages')).toHaveText('5');
  await expect(dock.getByRole('link', { name: dockLink('Approvals') })).toHaveText(/^Approvals\s*2$/);
});

test('badges hide when the counts are 0', async ({ page }) => {
  await page.route('**/api/dashboard/summary', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        pendingApprovals: 0,
        activeContracts: 0,
        savingsThisQuarter: '0.00',
        unreadMessages: 0,
      }),
    }),
  );
  await signIn(page, 'procurement');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Pending Approvals')).toBeVisible();
  const dock = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(dock.getByTestId('dock-badge-approvals')).toHaveCount(0);
  await expect(dock.getByTestId('dock-badge-messages')).toHaveCount(0);
});
