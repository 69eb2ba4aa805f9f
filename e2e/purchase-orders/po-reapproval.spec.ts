import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, json, submitRequest } from '../support/api';
import { openAs } from '../approvals/helpers';

/**
 * The seeded pending Marketing PO for the trade show (found by its description: a PO is pending only
 * while in approval, and only the demo data holds one nobody is editing) from edit to decision, in
 * order in this one file: an edit within the tolerance, an edit above it that sends the PO
 * back through approval, and the review queue approving and rejecting the new chain's steps (which
 * leaves the PO rejected, so that test comes last). For goods between $5,000 and $25,000 Marketing's
 * chain is Manager Review then Finance Approval (demo-admin templates); Marketing's only manager raised
 * the PO, so its Manager Review would go to procurement — but procurement edited the PO, and nobody
 * approves their own edit, so it goes on to finance (approvals routing).
 */
test.describe.configure({ mode: 'serial' });

const TRADE_SHOW = 'Trade show banners and business cards for the winter sales kickoff';
type Po = { id: string; poNumber: string };
let po: Po;
test.beforeAll(async ({ playwright }, info) => {
  const procurement = await apiAs(playwright, info.project.use.baseURL, 'procurement');
  const rows = await json<(Po & { description: string })[]>(
    await procurement.get(`/api/purchase-orders?q=${encodeURIComponent(TRADE_SHOW)}`),
  );
  await procurement.dispose();
  po = rows.find((row) => row.description === TRADE_SHOW)!;
  expect(po, TRADE_SHOW).toBeTruthy();
});

const status = (page: Page) => page.getByTestId('po-status').first();
const steps = (page: Page) => page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');

test('a pending PO is edited (lines live, dates saved); other POs cannot be edited', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An approved PO of its own: a small request approved at once.
  const tag = uniqueTag('Approved PO');
  const vendor = await createVendor(playwright, baseURL);
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { purchaseOrderId } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} item`, quantity: 1, unitPrice: 50 }],
  });
  const approved = await json<Po>(await employee.get(`/api/purchase-orders/${purchaseOrderId}`));
  await employee.dispose();

  await signIn(page, 'procurement', `/po-summary?id=${po.id}`);
  await page.getByRole('link', { name: 'Edit' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/po-edit\\?id=${po.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${po.poNumber}` })).toBeVisible();
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Retractable Banner Stand, 33" x 81"');
  await expect(page.getByTestId('form-total')).toHaveText('Total $1,933.80');

  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Line 3 description').fill('Table cover');
  await page.getByLabel('Line 3 quantity').fill('2');
  await page.getByLabel('Line 3 unit price').fill('50');
  await expect(page.getByTestId('form-total')).toHaveText('Total $2,033.80');
  await page.getByLabel('Line 3 description').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByLabel('Line 3 description')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(page.getByTestId('form-total')).toHaveText('Total $1,933.80');
  await expect(page.getByRole('button', { name: /Remove line/ })).toHaveCount(2);

  await page.getByLabel('Agreement Date').fill('2026-01-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, `${po.poNumber} was saved.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/po-summary\\?id=${po.id}$`));
  await expect(page.getByText('Agreement Date').locator('..')).toContainText('1/15/2026');
  await expect(status(page)).toHaveText('Pending');

  await page.goto(`/po-edit?id=${approved.id}`);
  await expect(page.getByText('Only pending purchase orders can be edited.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Line 1 description')).toHaveCount(0);
  await page.getByRole('link', { name: `Back to ${approved.poNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/po-summary\\?id=${approved.id}$`));
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('an edit above the tolerance sends the PO back through approval: the toast says so, new steps show', async ({
  page,
}) => {
  await signIn(page, 'procurement', `/po-edit?id=${po.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${po.poNumber}` })).toBeVisible({
    timeout: 30_000,
  });
  // 30 banner stands at $189: $6,469.80 instead of $1,933.80, above the tolerance and above $5,000.
  await page.getByLabel('Line 1 quantity').fill('30');
  await expect(page.getByTestId('form-total')).toHaveText('Total $6,469.80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    toastWith(
      page,
      `${po.poNumber} was saved. The change is above the approval tolerance, so it went back through approval.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/po-summary\\?id=${po.id}$`));
  await expect(status(page)).toHaveText('Pending');
  // The new chain's steps: Finance Approval joins the Manager Review (the amount is above $5,000).
  await expect(steps(page)).toHaveCount(2);
  await expect(steps(page).nth(0)).toContainText('Manager Review');
  await expect(steps(page).nth(0).getByText('Pending', { exact: true })).toBeVisible();
  await expect(steps(page).nth(1)).toContainText('Finance Approval');
  await expect(steps(page).nth(1).getByText('Not Started', { exact: true })).toBeVisible();
  await expect(page.getByTestId('current-step')).toHaveText('Manager Review');
  await expect(page.getByTestId('workflow-progress')).toHaveText('0%');
});

test('the editor does not review their own edit; the review queue approves one step and rejects the next', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Set-up through the API: raise every line of the PO again, well above the tolerance.
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  type Line = { id: string; description: string; quantity: number; unitPrice: string; glCode: string };
  const detail = (await (await procurement.get(`/api/purchase-orders/${po.id}`)).json()) as { lines: Line[] };
  const patched = await procurement.patch(`/api/purchase-orders/${po.id}`, {
    data: {
      lines: detail.lines.map((l) => ({
        id: l.id,
        description: l.description,
        quantity: l.quantity * 2,
        unitPrice: l.unitPrice,
        glCode: l.glCode,
      })),
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(((await patched.json()) as { reapproval: boolean }).reapproval).toBe(true);
  await procurement.dispose();

  // Procurement edited it: the Manager Review is not in procurement's queue; finance approves it.
  await openAs(page, 'procurement', '/user-review', 'Review Queue');
  const loaded = page
    .getByRole('list', { name: 'Items pending review' })
    .or(page.getByText('All caught up!'));
  await expect(loaded.first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Purchase Order ${po.poNumber}` })).toHaveCount(0);
  await openAs(page, 'finance', '/user-review', 'Review Queue');
  const item = page.getByRole('button', { name: `Purchase Order ${po.poNumber}` });
  await expect(item).toContainText('Manager Review');
  await expect(item).toContainText('Pending Review');
  // Type and status read as labels, not codes ('po', 'pending_review').
  await expect(item.locator('[data-type="po"]')).toHaveText('Purchase Order');
  await expect(item.locator('[data-status="pending_review"]')).toHaveText('Pending Review');
  await item.click();
  await expect(page.getByRole('heading', { name: `Purchase Order ${po.poNumber}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Premium Business Cards, 500' })).toBeVisible();
  // The PO's attachments are listed before deciding.
  await expect(
    page.getByRole('list', { name: `Attachments of Purchase Order ${po.poNumber}` }),
  ).toContainText('Banner_Design_Final.pdf');
  await page.getByLabel('Comments').fill('Within the kickoff budget.');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, `Purchase Order ${po.poNumber} was approved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();

  // The next step is finance's own: the item comes back at Finance Approval, and finance rejects it
  // (a comment is required); then the PO is rejected.
  const next = page.getByRole('button', { name: `Purchase Order ${po.poNumber}` });
  await expect(next).toContainText('Finance Approval');
  await next.click();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('A comment is required to reject')).toBeVisible();
  await page.getByLabel('Comments').fill('Over the kickoff budget: keep the original quantities.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(toastWith(page, `Purchase Order ${po.poNumber} was rejected.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Purchase Order ${po.poNumber}` })).toHaveCount(0);

  await page.goto(`/po-summary?id=${po.id}`);
  await expect(status(page)).toHaveText('Rejected', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});
