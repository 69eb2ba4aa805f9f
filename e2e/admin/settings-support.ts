import { expect, type Page } from '@playwright/test';

/** The System Settings as GET /api/admin/settings answers them, without `updatedAt` and `can`. */
export type SettingsValues = Record<string, unknown>;

/** The settings now (to put them back after a test: other specs share the server). */
export async function currentSettings(page: Page): Promise<SettingsValues> {
  const res = await page.request.get('/api/admin/settings');
  expect(res.status()).toBe(200);
  const { updatedAt: _u, can: _c, ...values } = (await res.json()) as SettingsValues;
  return values;
}

/** Saves these settings through the API (as the signed-in administrator). */
export async function restoreSettings(page: Page, values: SettingsValues): Promise<void> {
  const res = await page.request.put('/api/admin/settings', { data: values });
  expect(res.status(), await res.text()).toBe(200);
}
