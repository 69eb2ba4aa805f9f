import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'procura-demo';
export const DEMO = {
  procurement: { email: 'procurement@procura.test', name: 'Sarah Chen', title: 'Procurement Manager' },
  finance: { email: 'finance@procura.test', name: 'Michael Rodriguez', title: 'Finance Director' },
  ap: { email: 'ap@procura.test', name: 'Thomas Anderson', title: 'Accounts Payable Specialist' },
  employee: { email: 'employee@procura.test', name: 'Emily Davis', title: 'Employee' },
  manager: { email: 'manager@procura.test', name: 'James Wilson', title: 'Department Manager' },
  director: { email: 'director@procura.test', name: 'Linda Martinez', title: 'Department Director' },
  legal: { email: 'legal@procura.test', name: 'Robert Taylor', title: 'Legal Counsel' },
  admin: { email: 'admin@procura.test', name: 'Alex Morgan', title: 'System Administrator' },
} as const;
export type DemoRole = keyof typeof DEMO;

/**
 * Signs in through the API (sets the session cookie in the page's context), then opens `path`.
 * Tests of the sign-in form itself use the form instead.
 */
export async function signIn(page: Page, who: DemoRole | string, path = '/'): Promise<void> {
  const email = who in DEMO ? DEMO[who as DemoRole].email : who;
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign in as ${email}`).toBe(200);
  await page.goto(path);
}
