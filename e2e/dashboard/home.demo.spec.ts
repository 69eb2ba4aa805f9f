import { test, expect } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { statFigure } from '../support/ui';

const SEARCH_PLACEHOLDER = 'Search vendors, products, contracts, POs, or anything in the system...';

test('home greets the user and shows the summary cards', async ({ page }) => {
  await signIn(page, 'procurement');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${account('procurement').first}` }),
  ).toBeVisible();
  await expect(page.getByText('AI-powered procurement directory at your fingertips')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(statFigure(summary, 'Pending Approvals')).toHaveText('2');
  await expect(statFigure(summary, 'Active Contracts')).toHaveText('23');
  await expect(statFigure(summary, 'Cost Savings This Quarter')).toHaveText('$18K');
});

test('the quick-action tiles go to their screens', async ({ page }) => {
  await signIn(page, 'employee');
  const tiles: [string, string, string][] = [
    ['New Requisition', '/requisitions', 'Unified Requisition System'],
    ['Purchase Orders', '/purchase-orders', 'Purchase Order Hub'],
    ['Contracts', '/contracts', 'Contract Management Hub'],
    ['Reports & Analytics', '/analytics', 'Analytics Intelligence Center'],
  ];
  for (const [label, path, heading] of tiles) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('search shows typed rows for "chair" and a row opens its record', async ({ page }) => {
  await signIn(page, 'procurement');
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await expect(page.getByText('⌘K')).toBeVisible();
  await box.fill('ch');
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  await expect(page.getByText('⌘K')).toHaveCount(0);

  await box.fill('chair');
  const results = page.getByRole('list', { name: 'Search results' });
  const products = results.locator('[data-result-type="product"]');
  await expect(products.first()).toBeVisible();
  await expect(products.first()).toContainText('Product');
  await expect(products.first()).toContainText(/\$\d/);
  const href = await products.first().getAttribute('href');
  expect(href).toBeTruthy();
  await products.first().click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
});

test('search for a vendor opens the vendor row with Enter', async ({ page }) => {
  await signIn(page, 'procurement');
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await box.fill('staples');
  const vendor = page
    .getByRole('list', { name: 'Search results' })
    .locator('[data-result-type="vendor"]')
    .first();
  await expect(vendor).toContainText('Vendor');
  const href = await vendor.getAttribute('href');
  await vendor.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
});

test('search says No results, clears, and Ctrl+K focuses the box', async ({ page }) => {
  await signIn(page, 'procurement');
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await page.getByRole('heading', { name: /Welcome back/ }).click();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill('zzqqxxnothing');
  await expect(page.getByText('No results')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByText('No results')).toHaveCount(0);

  await box.fill('chair');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await page.getByRole('heading', { name: /Welcome back/ }).click();
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
});

test('the Ask AI pill opens the assistant with the office-chair prompt', async ({ page }) => {
  await signIn(page, 'procurement');
  await page.getByRole('button', { name: 'Ask AI: "Find office chairs under $300"' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(page.getByRole('dialog', { name: 'Procurement Assistant' })).toBeVisible();
  await expect(log.locator('[data-sender="user"]')).toHaveText(/Find office chairs under \$300/);
  await expect(log.locator('[data-sender="assistant"]')).toHaveCount(1);
});
