import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose } from '../support/ui';
import { csvRows } from '../../src/server/exports/xlsx/test-unzip';

/**
 * The Users tab's filters and export: the administrator narrows the accounts by search, role, department
 * and status, and downloads exactly those rows as CSV. (Accounts of its own, found by a unique tag.)
 */
test('the administrator filters the users by role, department and status and exports them', async ({
  page,
}) => {
  const tag = `Zzfilter${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await signIn(page, 'admin', '/administration?tab=users');
  const people = [
    { firstName: 'Ada', role: 'finance', department: 'Finance' },
    { firstName: 'Ben', role: 'finance', department: 'Marketing' },
    { firstName: 'Cy', role: 'end_user', department: 'Finance' },
  ];
  for (const p of people) {
    const res = await page.request.post('/api/admin/users', {
      data: { ...p, lastName: tag, email: `${p.firstName.toLowerCase()}.${tag.toLowerCase()}@example.com` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const table = page.getByRole('table', { name: 'Users' });
  const rows = table.locator('tbody tr');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  await expect(rows).toHaveCount(3);
  await choose(page, page, 'Role', 'Finance Team');
  await expect(rows).toHaveCount(2);
  await choose(page, page, 'Department', 'Finance');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Ada ${tag}`);
  await choose(page, page, 'Status', 'Inactive');
  await expect(page.getByText('No users found')).toBeVisible();
  await choose(page, page, 'Status', 'Active');
  await choose(page, page, 'Role', 'All roles');
  await expect(rows).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d\d-\d\d\.csv$/);
  const file = csvRows(readFileSync((await download.path())!, 'utf8'));
  expect(file[0]).toEqual(['Name', 'Email', 'Role', 'Department', 'Status', 'Last Login', 'Password Set']);
  expect(file.slice(1).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
    [`Ada ${tag}`, 'Finance Team', 'Finance', 'Active'],
    [`Cy ${tag}`, 'End User', 'Finance', 'Active'],
  ]);
});
