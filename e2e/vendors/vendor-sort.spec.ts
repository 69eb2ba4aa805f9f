import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs } from '../support/api';
import { uniqueTag } from '../support/ui';

test('vendor names sort case-insensitively in the vendor hub', async ({ page, playwright, baseURL }) => {
  const tag = uniqueTag('zzcase').replace(/\s+/g, '');
  const names = [
    `${tag} beta`,
    `${tag.toUpperCase()} Gamma`,
    `${tag[0]!.toUpperCase()}${tag.slice(1)} alpha`,
  ];
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  for (const name of names) {
    const res = await procurement.post('/api/vendors', {
      data: { name, category: 'Office Supplies', status: 'active' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await procurement.dispose();

  await signIn(page, 'procurement', '/vendors');
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
  const rows = page.getByRole('table', { name: 'Vendors' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // Alpha, beta, Gamma — not the byte order (GAMMA, Alpha, beta).
  const shown = await rows.allTextContents();
  expect(shown.map((r) => r.match(/(alpha|beta|gamma)/i)![1]!.toLowerCase())).toEqual([
    'alpha',
    'beta',
    'gamma',
  ]);
});
