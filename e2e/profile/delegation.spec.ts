import { test, expect } from '@playwright/test';
import { account, signIn } from '../support/auth';
import { apiAs, createVendor, json, submitRequest } from '../support/api';
import { toastWith, uniqueTag } from '../support/ui';
import { approvalCard, openAs, QUEUE_TITLE } from '../approvals/helpers';

type QueueRow = { title: string; onBehalfOf: string | null };
const inQueue = async (ctx: Awaited<ReturnType<typeof apiAs>>, title: string) =>
  (await json<QueueRow[]>(await ctx.get(`/api/approvals?limit=500&q=${encodeURIComponent(title)}`))).filter(
    (r) => r.title === title,
  );
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Out-of-office delegation (issue 13): the IT manager names the director as delegate on the profile
 * page; a request waiting on the manager then waits for the director too, who approves it in the
 * browser on the manager's behalf — and the request's history and the manager's Recently Approved say so.
 */
test('a manager delegates to the director, who approves a request in the browser', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const manager = account('manager');
  const director = account('director');
  const managerApi = await apiAs(playwright, baseURL, 'manager');
  const directorApi = await apiAs(playwright, baseURL, 'director');
  try {
    // A request of the IT department waiting on the manager (Manager Review), not on the director.
    const vendor = await createVendor(playwright, baseURL, 'Desk Supplies');
    const title = uniqueTag('Standing desks');
    const employee = await apiAs(playwright, baseURL, 'employee');
    const request = await submitRequest(employee, {
      title,
      vendorId: vendor.id,
      lines: [{ description: `${title} desk`, quantity: 2, unitPrice: 750 }],
    });
    await employee.dispose();
    await expect.poll(async () => (await inQueue(managerApi, title)).length).toBe(1);
    expect(await inQueue(directorApi, title)).toEqual([]);

    // The manager sets the delegation on the profile page.
    await openAs(page, 'manager', '/user-profile', 'User Profile');
    const card = page.getByRole('form', { name: 'Out of Office' });
    await expect(page.getByTestId('current-delegation')).toHaveText('No delegation set.');
    await card.getByLabel('Delegate').click();
    await page.locator('[cmdk-input]').fill(director.first);
    await page.getByRole('option', { name: `${director.name} (Department Director)` }).click();
    await card.getByLabel('Start Date').fill(inDays(0));
    await card.getByLabel('End Date').fill(inDays(5));
    await card.getByRole('button', { name: 'Save Delegation' }).click();
    await expect(toastWith(page, 'Out-of-office delegation saved')).toBeVisible();
    await expect(page.getByTestId('current-delegation')).toContainText(`Delegating to ${director.name}`);

    // The director finds it in Approvals, on the manager's behalf, and approves it.
    await page.context().clearCookies();
    await openAs(page, 'director', '/approvals', QUEUE_TITLE);
    const item = approvalCard(page, title);
    await expect(item).toContainText(`on behalf of ${manager.name}`);
    await item.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(`on behalf of ${manager.name}`);
    await dialog.getByLabel('Approval Comments').fill('Approved while James is away');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toHaveCount(0);

    // The request's approval history names the director, on behalf of the manager.
    await page.context().clearCookies();
    await signIn(page, 'employee', `/my-requests?id=${request.id}`);
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: new RegExp(title) })).toBeVisible({ timeout: 30_000 });
    const history = detail.getByRole('region', { name: 'Approval History' });
    await expect(history).toContainText(`${director.name} on behalf of ${manager.name}`, { timeout: 30_000 });
    await expect(history).toContainText('Approved while James is away');

    // The manager, back, finds it in their Recently Approved: decided by the director on their behalf.
    await page.context().clearCookies();
    await openAs(page, 'manager', '/approvals', QUEUE_TITLE);
    await page.getByRole('tab', { name: 'Recently Approved' }).click();
    const decided = page
      .getByRole('list', { name: 'Recently approved' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(decided).toContainText(`Approved by ${director.name} on behalf of ${manager.name}`);
    await expect(decided).toContainText('Approved while James is away');
  } finally {
    // The demo manager's delegation would reach other specs' queues: it goes when this test ends.
    await managerApi.delete('/api/profile/delegation');
    await managerApi.dispose();
    await directorApi.dispose();
  }
});
