import { expect, test, type Browser, type Page } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { apiAs, createVendor } from '../support/api';
import { toastWith } from '../support/ui';

/**
 * Roles & Permissions (issue 14): the administrator edits a role's permissions and the role's users
 * have the change on their next request. The Legal Team role is used (no other spec relies on what it
 * may do with vendors): it is given manage_vendors — a Legal user then sees the Vendor Hub's "Vendor
 * Requests" review — and the administrator removes it again, after which the review is gone. The role
 * ends as it began (restored through the API should a step fail), so specs sharing the server see the
 * role as seeded.
 */
const ROLE = 'legal';
type RoleCard = { id: string; permissions: string[]; approvalLimit: string | null };

let original: RoleCard;
test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await apiAs(playwright, baseURL, 'admin');
  const res = await admin.get('/api/admin/roles');
  original = ((await res.json()) as { roles: RoleCard[] }).roles.find((r) => r.id === ROLE)!;
  await admin.dispose();
});
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await apiAs(playwright, baseURL, 'admin');
  const res = await admin.put(`/api/admin/roles/${ROLE}`, {
    data: { permissions: original.permissions, approvalLimit: original.approvalLimit },
  });
  expect(res.status()).toBe(200);
  await admin.dispose();
});

const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/roles-${name}.png`, fullPage: true });
};

const legalCard = (page: Page) => page.getByRole('region', { name: 'Legal Team', exact: true });

async function setManageVendors(page: Page, on: boolean) {
  await legalCard(page).getByRole('button', { name: 'Edit Permissions of Legal Team' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Permissions — Legal Team/ });
  const box = dialog.getByRole('checkbox', { name: 'manage_vendors' });
  await shoot(page, `editor-${on}`);
  await expect(box).toHaveAttribute('aria-checked', on ? 'false' : 'true');
  await box.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Role permissions saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = legalCard(page).getByRole('list', { name: 'Legal Team permissions' });
  if (on) await expect(list).toContainText('manage_vendors');
  else await expect(list).not.toContainText('manage_vendors');
}

/** The Vendor Hub as a Legal user, in a browser context of its own (a fresh sign-in each time). */
async function legalSeesVendorReview(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'legal', '/vendors');
  await expect(page.getByRole('heading', { name: 'Vendor Partnership Hub' })).toBeVisible();
  // The session user has loaded (the header names them) before the tabs are read.
  await expect(page.locator('header').getByTestId('user-name')).toBeVisible();
  await expect(page.getByText('Request New Vendor')).toBeVisible();
  const shown = await page.getByRole('tab', { name: 'Vendor Requests' }).isVisible();
  await context.close();
  return shown;
}

test('the administrator grants and removes a permission; the role’s user gains and loses the action', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  expect(original.permissions).not.toContain('manage_vendors');
  expect(await legalSeesVendorReview(browser, baseURL)).toBe(false);

  await signIn(page, 'admin', '/administration?tab=roles');
  const card = legalCard(page);
  await expect(card).toContainText('Legal Counsel');
  await expect(card).toContainText('Approves all amounts');
  await expect(card).toContainText(/\d+ users?/);
  await expect(page.getByRole('region', { name: 'Procurement Specialist', exact: true })).toContainText(
    'Approves up to $50K',
  );
  await expect(page.getByRole('region', { name: 'Manager', exact: true })).toContainText(
    'Approves up to $10K',
  );

  await shoot(page, 'cards');
  await setManageVendors(page, true);
  expect(await legalSeesVendorReview(browser, baseURL)).toBe(true);

  // The inspector says why Legal may now edit a vendor.
  const vendor = await createVendor(playwright, baseURL, 'Roles Spec Vendor');
  const legal = account('legal');
  const inspector = page.getByRole('form', { name: 'Access check' });
  await inspector.getByRole('combobox', { name: 'User' }).click();
  await page.locator('[cmdk-input]').fill(legal.email);
  await page
    .getByRole('option', { name: new RegExp(legal.email) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Vendor', exact: true }).click();
  await inspector.getByLabel('Record id').fill(vendor.id);
  await inspector.getByRole('button', { name: 'Check access' }).click();
  const answers = page.getByRole('region', { name: 'Access answers' });
  await expect(answers.locator('li', { hasText: 'Edit vendor: allowed' })).toContainText(
    'Role Legal Team holds manage_vendors',
  );
  await shoot(page, 'inspector');

  await setManageVendors(page, false);
  expect(await legalSeesVendorReview(browser, baseURL)).toBe(false);

  await inspector.getByRole('button', { name: 'Check access' }).click();
  await expect(answers.locator('li', { hasText: 'Edit vendor: denied' })).toContainText(
    'Role Legal Team lacks manage_vendors',
  );
});
