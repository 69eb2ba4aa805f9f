import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';

test.beforeEach(async ({ page }) => {
  await page.route('**/api/dashboard/summary', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
});

test('a failed load shows the error banner, which can be dismissed', async ({ page }) => {
  await signIn(page, 'procurement');
  const banner = page.getByRole('alert').filter({ hasText: 'boom' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(banner).toHaveCount(0);
});

test('the error banner hides itself after 5 seconds', async ({ page }) => {
  await signIn(page, 'procurement');
  const banner = page.getByRole('alert').filter({ hasText: 'boom' });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(banner).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});
