import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { createVendor } from '../support/api';
import { uniqueTag } from '../support/ui';

const SEARCH_PLACEHOLDER = 'Search vendors, products, contracts, POs, or anything in the system...';

type Result = { type: string; name: string; href: string };

test('Ctrl+K opens the search palette on any page; arrows and Enter open a result', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag('Palette');
  for (let i = 0; i < 2; i++) await createVendor(playwright, baseURL, tag);
  await signIn(page, 'procurement', '/purchase-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Order Hub' })).toBeVisible();
  await page.keyboard.press('Control+k');

  const palette = page.getByRole('dialog', { name: 'Search' });
  const box = palette.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);

  // Two characters search nothing.
  await box.fill('st');
  await expect(palette.getByRole('option')).toHaveCount(0);
  await expect(palette.getByRole('status')).toHaveCount(0);

  // The rows are the server's answer, in its order; the first is selected, ArrowDown moves on.
  const answer = await page.request.get(`/api/search?q=${encodeURIComponent(tag)}`);
  const expected = (await answer.json()) as Result[];
  expect(expected.map((r) => r.type)).toEqual(['vendor', 'vendor']);
  await box.fill(tag);
  const options = palette.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(options).toHaveCount(expected.length);
  for (const [i, r] of expected.entries()) {
    await expect(options.nth(i)).toHaveAttribute('data-result-type', r.type);
    await expect(options.nth(i)).toContainText(r.name);
  }
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');

  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname + url.search === expected[1]!.href);
});

test('the palette says No results, closes with Escape and with Ctrl+K, and opens empty again', async ({
  page,
}) => {
  await signIn(page, 'employee', '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management Hub' })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Search' });
  const box = palette.getByRole('combobox', { name: 'Search' });

  await page.keyboard.press('Control+k');
  await box.fill('zzqqxxnothing');
  await expect(palette.getByRole('status')).toHaveText('No results');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/contracts');

  await page.keyboard.press('Meta+k');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await page.keyboard.press('Control+k');
  await expect(palette).toHaveCount(0);
});

test('on the home page Ctrl+K focuses the home search box, not the palette', async ({ page }) => {
  await signIn(page, 'procurement');
  await page.getByRole('heading', { name: /Welcome back/ }).click();
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);

  // Leaving home hands the shortcut to the palette.
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'Contracts' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/contracts');
  // The home search box lets go of the shortcut when it leaves the page, not when the URL changes.
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management Hub' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
