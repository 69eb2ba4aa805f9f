import { test, expect, type Page } from '@playwright/test';
import { account, DEMO_PASSWORD } from '../support/auth';

/**
 * Issue 8, point 6: the app runs under its Content-Security-Policy with no violation — the built
 * client, its run-time styles (Radix, toasts, the search palette) and Swagger UI at /api/docs.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

/** Records CSP violations two ways: the console's report and the securitypolicyviolation event. */
async function watchCsp(page: Page): Promise<{ console: string[]; events: () => Promise<string[]> }> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`);
    });
  });
  return { console, events: () => page.evaluate(() => window.__cspViolations ?? []) };
}

test('the app runs under its CSP without a single violation', async ({ page }) => {
  const csp = await watchCsp(page);
  const events: string[] = [];
  // A page is ready when its heading shows: the shell (with the search palette's key listener) has
  // mounted before it. Network idle alone can come early on a slow machine, between the session check
  // and the shell's code.
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    events.push(...(await csp.events()));
  };

  const first = await page.goto('/login');
  const header = first?.headers()['content-security-policy'] ?? '';
  expect(header).toContain("script-src 'self'");
  expect(header).toContain("frame-ancestors 'none'");

  // A failed sign-in shows a toast.
  await page.getByLabel('Email').fill(account('procurement').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(account('procurement').name);
  events.push(...(await csp.events()));

  // A Radix menu (scroll lock styles), then pages with tables and charts.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  events.push(...(await csp.events()));
  for (const path of ['/analytics', '/requisitions', '/vendors', '/cost-savings']) await visit(path);

  // The search palette (a Radix dialog; cmdk sets the list's height as a style property).
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search' }).fill('chair');
  await expect(page.getByRole('option').first()).toBeVisible();
  events.push(...(await csp.events()));

  expect(csp.console).toEqual([]);
  expect(events).toEqual([]);
});

test('Swagger UI at /api/docs renders under the same policy', async ({ page }) => {
  const csp = await watchCsp(page);
  const docs = await page.goto('/api/docs/');
  expect(docs?.headers()['content-security-policy'] ?? '').toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Procura API/ })).toBeVisible();
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  expect(csp.console).toEqual([]);
  // Its bundle probes for the global object with `new Function('return this')` inside try/catch
  // and falls back to `window` when that is refused; nothing else may be blocked.
  const events = await csp.events();
  expect(events.filter((e) => !e.startsWith('script-src eval '))).toEqual([]);
});

test('an inline script is blocked and reported (the watch above does see violations)', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => csp.events()).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
  await expect.poll(() => csp.console.length).toBeGreaterThan(0);
});
