import { test, expect } from '@playwright/test';
import { account, DEMO_ROLES, signIn, type DemoRole } from '../support/auth';

// Role-based (access_administration): the finance role's second account, ap@, sees it too.
const WITH_ADMINISTRATION: DemoRole[] = ['procurement', 'finance', 'ap', 'admin'];

for (const role of DEMO_ROLES) {
  const who = account(role);
  test(`header and profile menu for ${who.email}`, async ({ page }) => {
    await signIn(page, role);
    const header = page.getByRole('banner');
    await expect(header.getByText('Procura', { exact: true })).toBeVisible();
    await expect(header.getByTestId('role-pill')).toHaveText(who.title);
    await expect(header.getByTestId('user-name')).toHaveText(who.name);
    const initials = who.name
      .split(' ')
      .map((w) => w[0])
      .join('');
    await expect(header.getByRole('button', { name: 'Open profile menu' })).toHaveText(initials);

    await header.getByRole('button', { name: 'Open profile menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    if (WITH_ADMINISTRATION.includes(role)) {
      await expect(menu.getByRole('menuitem', { name: 'Administration' })).toBeVisible();
    } else {
      await expect(menu.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    }
  });
}

test('profile menu links to /user-profile and /admin', async ({ page }) => {
  await signIn(page, 'procurement');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
});
