import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/demo-users';

export { DEMO_PASSWORD };

/**
 * The browser tests sign in as the demo accounts (the API creates no users), named by their email's
 * local part. The accounts themselves — name, title, department — are the seed's own list.
 */
export type DemoRole =
  'procurement' | 'finance' | 'ap' | 'employee' | 'manager' | 'director' | 'legal' | 'admin';
export type DemoAccount = { email: string; name: string; first: string; title: string; department: string };

export function account(role: DemoRole): DemoAccount {
  const person = DEMO_ACCOUNTS.find((p) => p.email.split('@')[0] === role);
  if (!person) throw new Error(`no demo account for ${role}`);
  return {
    email: person.email,
    name: `${person.first} ${person.last}`,
    first: person.first,
    title: person.title,
    department: person.department,
  };
}

export const DEMO_ROLES = DEMO_ACCOUNTS.map((p) => p.email.split('@')[0] as DemoRole);

/**
 * Signs in through the API (sets the session cookie in the page's context), then opens `path`.
 * Tests of the sign-in form itself use the form instead.
 */
export async function signIn(page: Page, who: DemoRole, path = '/'): Promise<void> {
  const { email } = account(who);
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign in as ${email}`).toBe(200);
  await page.goto(path);
}
