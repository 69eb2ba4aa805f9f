import { test, expect } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { toastWith, uniqueTag } from '../support/ui';
import { apiAs, createVendor, submitRequest } from '../support/api';
import { approvalCard, openAs, QUEUE_TITLE } from './helpers';

test('a rejected request returns to the employee with feedback, is edited and resubmitted', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Headsets');
  const vendor = await createVendor(playwright, baseURL);
  const employee = await apiAs(playwright, baseURL, 'employee');
  const { id } = await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} noise-cancelling headset`, quantity: 6, unitPrice: 250 }],
  });
  await employee.dispose();

  await openAs(page, 'manager', '/approvals', QUEUE_TITLE);
  await approvalCard(page, tag).getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: tag });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('A comment is required to reject')).toBeVisible();
  await expect(dialog.getByLabel('Approval Comments')).toHaveAttribute('aria-invalid', 'true');
  const feedback = `Please pick a cheaper model (${tag}).`;
  await dialog.getByLabel('Approval Comments').fill(feedback);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    toastWith(page, `${tag} was returned to ${account('employee').name} with your comments.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(approvalCard(page, tag)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Recently Approved' }).click();
  await expect(
    page.getByRole('list', { name: 'Recently approved' }).getByRole('listitem').filter({ hasText: tag }),
  ).toContainText('Rejected');

  // The employee finds it under Need Updates with the feedback, edits it and submits it again.
  await signIn(page, 'employee', '/my-requests');
  await page
    .getByRole('region', { name: 'Request counts' })
    .getByRole('button', { name: /Need Updates/ })
    .click();
  const card = page.getByRole('article').filter({ hasText: tag });
  await expect(card.getByText('Returned', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(`Feedback: ${feedback}`);
  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/request\\?id=${id}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'Returned for updates' })).toContainText(feedback, {
    timeout: 30_000,
  });
  await page
    .getByLabel('Business Justification')
    .fill('Cheaper model chosen; still needed for the support desk.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Requisition submitted successfully')).toBeVisible();

  await page.goto('/my-requests');
  await page
    .getByRole('region', { name: 'Request counts' })
    .getByRole('button', { name: /Waiting Approval/ })
    .click();
  await expect(
    page.getByRole('article').filter({ hasText: tag }).getByText('Pending', { exact: true }),
  ).toBeVisible();

  // It is back in the manager's queue.
  await openAs(page, 'manager', '/approvals', QUEUE_TITLE);
  await approvalCard(page, tag).getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('dialog', { name: tag })).toContainText(
    'Cheaper model chosen; still needed for the support desk.',
  );
});

test('approving the same step in two pages: the second gets the conflict toast', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Docking stations');
  const vendor = await createVendor(playwright, baseURL);
  const employee = await apiAs(playwright, baseURL, 'employee');
  // Above the finance threshold, so after the manager it waits for finance (not procurement).
  await submitRequest(employee, {
    title: tag,
    vendorId: vendor.id,
    lines: [{ description: `${tag} dock`, quantity: 20, unitPrice: 289 }],
  });
  await employee.dispose();

  await openAs(page, 'manager', '/approvals', QUEUE_TITLE);
  const second = await page.context().newPage();
  await second.goto('/approvals');
  for (const p of [page, second]) {
    await approvalCard(p, tag).getByRole('button', { name: 'Review' }).click({ timeout: 30_000 });
    await expect(p.getByRole('dialog', { name: tag })).toBeVisible();
  }

  await page.getByRole('dialog', { name: tag }).getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, `${tag} was approved and moves to the next step.`)).toBeVisible();

  await second.getByRole('dialog', { name: tag }).getByRole('button', { name: 'Approve' }).click();
  const conflict = toastWith(second, 'This approval step has already been acted on');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Already decided');
  await expect(second.getByRole('dialog', { name: tag })).toHaveCount(0);
  await expect(approvalCard(second, tag)).toHaveCount(0);

  // One approval only: the manager's history holds it once, and it waits for finance.
  await second.getByRole('tab', { name: 'Recently Approved' }).click();
  await expect(
    second.getByRole('list', { name: 'Recently approved' }).getByRole('listitem').filter({ hasText: tag }),
  ).toHaveCount(1);
  await second.close();
  await openAs(page, 'finance', '/approvals', QUEUE_TITLE);
  await expect(approvalCard(page, tag)).toContainText('Finance Approval');
});
