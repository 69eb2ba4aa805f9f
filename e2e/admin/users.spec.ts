import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { waitForMail } from '../support/mail';
import { choose, rowWith } from '../support/ui';

const shots = process.env.SHOTS_DIR;
/** With SHOTS_DIR set, a full-page screenshot of the step (for a look at the screens). */
async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/admin-users-${name}.png`, fullPage: true });
}

/**
 * Administration, Users tab (issue 14): the administrator adds a user and passes on the one-time
 * link; the new user opens it in a browser of their own, sets a password and signs in. A used link
 * then says so. A read-only reader (procurement) sees the table without the actions.
 */
test('the administrator adds a user, who sets a password through the link and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `newhire.${tag}@example.com`;
  const last = `Newhire${tag}`;

  await signIn(page, 'admin', '/administration?tab=users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  // Names are required, the email must be valid: the generic messages under the fields.
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await expect(dialog.getByText('Invalid email')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Noor');
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByLabel('Email').fill(email);
  await choose(dialog, page, 'Role', 'End User');
  await choose(dialog, page, 'Department', 'Marketing');
  await dialog.getByRole('button', { name: 'Create User' }).click();

  const created = page.getByRole('dialog', { name: 'User Created' });
  const linkBox = created.getByLabel('Set-password link');
  await expect(linkBox).toHaveValue(/\/set-password\?token=/);
  await shoot(page, 'created');
  const link = new URL(await linkBox.inputValue());
  await expect(created.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // The e2e servers have an SMTP server: the same link went out by mail.
  const mail = await waitForMail({ to: email, subject: 'Your Procura account' });
  expect(mail.text).toContain(link.search.slice(1 + 'token='.length));
  await created.getByRole('button', { name: 'Done' }).click();

  const row = rowWith(page, 'Users', email);
  await expect(row).toContainText(`Noor ${last}`);
  await expect(row).toContainText('End User');
  await expect(row).toContainText('Marketing');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // The new user, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await them.goto(`${link.pathname}${link.search}`);
  await expect(them.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(them.getByText(`Welcome, Noor ${last}`)).toBeVisible();
  await shoot(them, 'set-password');
  await them.getByLabel('New Password').fill('short');
  await them.getByRole('button', { name: 'Set Password' }).click();
  await expect(them.getByText('Password must be at least 12 characters')).toBeVisible();
  const password = `correct-horse-${tag}`;
  await them.getByLabel('New Password').fill(password);
  await them.getByLabel('Confirm Password').fill(password);
  await them.getByRole('button', { name: 'Set Password' }).click();
  await expect(them.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();

  await them.getByRole('link', { name: 'Go to sign in' }).click();
  await them.getByLabel('Email').fill(email);
  await them.getByLabel('Password').fill(password);
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them).toHaveURL(/\/$/);
  await expect(them.getByText(`Noor ${last}`).first()).toBeVisible();

  // The link worked once.
  await them.goto(`${link.pathname}${link.search}`);
  await expect(them.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await theirs.close();

  // The sign-in shows as the last login.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(rowWith(page, 'Users', email)).not.toContainText('Never');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(2)).toBeVisible();
  await shoot(page, 'table');
});

test('a read-only reader sees the users without add, edit or delete', async ({ page }) => {
  await signIn(page, 'procurement', '/administration?tab=users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test('the administrator edits a user’s department and deactivates them: their session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `leaver.${tag}@example.com`;
  const name = `Lee Leaver${tag}`;
  await signIn(page, 'admin', '/administration?tab=users');
  const made = await page.request.post('/api/admin/users', {
    data: { firstName: 'Lee', lastName: `Leaver${tag}`, email, role: 'end_user', department: 'HR' },
  });
  expect(made.status()).toBe(201);
  const token = new URL((await made.json()).setPasswordLink).searchParams.get('token');
  const password = `leaver-password-${tag}`;
  expect((await page.request.post('/api/auth/set-password', { data: { token, password } })).status()).toBe(
    200,
  );

  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  const login = await them.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  await them.goto('/');
  await expect(them.getByText(name).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = rowWith(page, 'Users', email);
  await expect(row).toContainText('HR');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await choose(edit, page, 'Department', 'Operations');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Operations');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

  // Their open session ended at once: the next page asks them to sign in, and sign-in is refused.
  await them.goto('/my-requests');
  await expect(them).toHaveURL(/\/login/);
  const again = await them.request.post('/api/auth/login', { data: { email, password } });
  expect(again.status()).toBe(401);
  await theirs.close();
});
