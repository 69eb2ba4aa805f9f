import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, json } from '../support/api';
import { toastWith, uniqueTag } from '../support/ui';

/**
 * The administrator creates an approval workflow for Marketing, tries it in the policy simulator,
 * activates it, and a request of a Marketing user then follows it (its steps shown on the request).
 * The Marketing user is made through the administration's Users API (Create User → set-password link).
 */
type Workflow = { id: string; name: string };

async function marketingUser(admin: APIRequestContext, baseURL: string | undefined) {
  const tag = uniqueTag('mkt').replace(/\W/g, '').toLowerCase();
  const email = `${tag}@marketing.procura.test`;
  const password = 'Marketing-pass-42';
  const created = await json<{ setPasswordLink: string }>(
    await admin.post('/api/admin/users', {
      data: { firstName: 'Mia', lastName: tag, email, role: 'end_user', department: 'Marketing' },
    }),
    201,
  );
  const token = new URL(created.setPasswordLink, baseURL).searchParams.get('token');
  await json(await admin.post('/api/auth/set-password', { data: { token, password } }));
  return { email, password };
}

test('a workflow for Marketing: created, simulated, activated, and followed by a Marketing request', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = uniqueTag('Marketing Campaign Approval');
  await signIn(page, 'admin', '/administration?tab=workflows');
  await page.getByRole('button', { name: 'Create Workflow' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Name', { exact: true }).fill(name);
  await editor.getByLabel('Priority').fill('10');
  await editor.getByRole('checkbox', { name: 'All departments' }).uncheck();
  await editor.getByRole('checkbox', { name: 'Marketing' }).check();
  await editor.getByLabel('Step 1 approver').selectOption('department_manager');
  await editor.getByRole('button', { name: 'Add step' }).click();
  await editor.getByLabel('Step 2 name').fill('Marketing Sign-off');
  await editor.getByLabel('Step 2 role').selectOption('legal');

  // The simulator runs the routing submit runs, on the unsaved draft.
  await editor.getByRole('button', { name: 'Test this draft' }).click();
  await editor.getByLabel('Department', { exact: true }).selectOption('Marketing');
  await editor.getByLabel('Amount', { exact: true }).fill('3000');
  await editor.getByRole('button', { name: 'Simulate', exact: true }).click();
  const result = editor.getByRole('region', { name: 'Simulation result' });
  await expect(result.getByText(`Matched: ${name}`)).toBeVisible();
  const steps = result.getByRole('list', { name: 'Simulated steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Manager Review');
  await expect(steps.nth(0)).toContainText('Jessica Brown');
  await expect(steps.nth(1)).toContainText('Marketing Sign-off');
  await expect(result.getByText(/Department: Marketing in Marketing — true/).first()).toBeVisible();

  await editor.getByLabel('Status').selectOption('Active');
  await editor.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(toastWith(page, `Workflow "${name}" saved`)).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Workflow templates' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card).toContainText('2 steps: Manager Review → Marketing Sign-off');

  // A Marketing user's request follows the active template.
  const admin = await apiAs(playwright, baseURL, 'admin');
  const who = await marketingUser(admin, baseURL);
  const requester = await playwright.request.newContext({ baseURL });
  await json(await requester.post('/api/auth/login', { data: who }));
  const title = uniqueTag('Campaign banners');
  const created = await json<{ id: string }>(
    await requester.post('/api/requisitions', {
      data: {
        requestType: 'new-purchase',
        itemType: 'goods',
        department: 'Marketing',
        title,
        businessJustification: 'Spring campaign.',
        dateNeededBy: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        lineItems: [{ description: 'Banners', quantity: 3, unitPrice: 1000, generalLedgerCode: '4000-001' }],
      },
    }),
    201,
  );
  await requester.dispose();

  await page.context().clearCookies();
  await json(await page.request.post('/api/auth/login', { data: who }));
  await page.goto(`/my-requests?id=${created.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  const history = dialog.getByRole('region', { name: 'Approval History' });
  await expect(history.getByText('Manager Review')).toBeVisible();
  await expect(history.getByText('Marketing Sign-off')).toBeVisible();
  await expect(history.getByText(/Manager \(Marketing\)/)).toBeVisible();

  const workflows = await json<Workflow[]>(
    await admin.get(`/api/admin/workflows?q=${encodeURIComponent(name)}`),
  );
  for (const w of workflows) await json(await admin.delete(`/api/admin/workflows/${w.id}`));
  await admin.dispose();
});
