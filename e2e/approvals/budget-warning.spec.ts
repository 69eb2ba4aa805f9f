import { test, expect } from '@playwright/test';
import { account } from '../support/auth';
import { toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, submitRequest } from '../support/api';
import { approvalCard, openAs, QUEUE_TITLE } from './helpers';

test('the review dialog warns the approver of a request that would pass its budget', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // IT's computer equipment budget (4000-002) is about 87% used in the demo: $250,000 more passes it.
  const tag = uniqueTag('Server racks');
  const vendor = await createVendor(playwright, baseURL);
  const employee = await apiAs(playwright, baseURL, 'employee');
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} rack`, quantity: 10, unitPrice: 25000, gl: '4000-002' }],
  });
  await employee.dispose();

  // $250,000 is over the managers' $10K approval limit: the Manager Review is the IT director's (issue 14).
  await openAs(page, 'director', '/approvals', QUEUE_TITLE);
  await approvalCard(page, tag).getByRole('button', { name: 'Review' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: tag });
  const warning = dialog.getByRole('alert').filter({ hasText: 'Budget warning' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    /Over budget: IT 4000-002 Computer Equipment would reach \d+% of \$[\d,]+\.\d{2}/,
  );

  // Send it back, so the demo's pending IT spend is as before.
  await dialog.getByLabel('Approval Comments').fill(`Over the IT equipment budget (${tag}).`);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    toastWith(page, `${tag} was returned to ${account('employee').name} with your comments.`),
  ).toBeVisible();
  await expect(approvalCard(page, tag)).toHaveCount(0);
});
