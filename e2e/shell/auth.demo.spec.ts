import { test, expect } from '@playwright/test';
import { account, DEMO_PASSWORD, signIn } from '../support/auth';

test('a failed sign-in shows the Error toast with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account('procurement').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in form shows field messages under the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#login-email-error')).toHaveText('Invalid email');
  await expect(page.locator('#login-password-error')).toHaveText('Required');
});

test('a protected URL redirects to /login?next=… and sign-in returns there', async ({ page }) => {
  await page.goto('/po-summary?id=po-999');
  await expect(page).toHaveURL(/\/login\?next=%2Fpo-summary%3Fid%3Dpo-999$/);
  await page.getByLabel('Email').fill(account('finance').email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/po-summary\?id=po-999$/);
  await expect(page.getByTestId('user-name')).toHaveText(account('finance').name);
});

test('clicking a demo account signs in as it at once', async ({ page }) => {
  await page.goto('/approvals');
  await expect(page).toHaveURL(/\/login\?next=%2Fapprovals$/);
  const legal = account('legal');
  const button = page.getByRole('button', { name: new RegExp(legal.name) });
  await expect(button).toContainText(`${legal.title} · ${legal.department}`);
  await button.click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByTestId('role-pill')).toHaveText(legal.title);
});

test('sign out returns to /login and protected pages need signing in again', async ({ page }) => {
  await signIn(page, 'manager', '/contracts');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/invoices?status=pending');
  await expect(page).toHaveURL(/\/login\?next=%2Finvoices%3Fstatus%3Dpending$/);
});

test('an unknown path shows Page not found with a link home', async ({ page }) => {
  await signIn(page, 'employee', '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${account('employee').first}` }),
  ).toBeVisible();
});

test('the sign-in page lists the second finance account, Accounts Payable', async ({ page }) => {
  await page.goto('/login');
  const ap = account('ap');
  const button = page.getByRole('button', { name: new RegExp(ap.name) });
  await expect(button).toContainText(`${ap.title} · ${ap.department}`);
  await button.click();
  await expect(page.getByTestId('role-pill')).toHaveText(ap.title);
});
