import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';

// Long user flows on a shared, busy test server.
test.describe.configure({ timeout: 120_000 });

type Row = { id: string; title: string; status: string; feedback: string | null; poNumber: string | null };

test('My Requests shows the counts and the returned request with its feedback and Edit', async ({ page }) => {
  await signIn(page, 'employee', '/my-requests');
  const summary = (await (await page.request.get('/api/requisitions/mine/summary')).json()) as Record<
    string,
    number
  >;
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/', {
    timeout: 30_000,
  });
  const counts = page.getByRole('region', { name: 'Request counts' });
  for (const label of ['Waiting Approval', 'Approved', 'Need Updates', 'Drafts']) {
    await expect(counts.getByRole('button', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(page.getByTestId('count-needUpdates')).toHaveText(String(summary.needUpdates));

  const returned = (await (
    await page.request.get('/api/requisitions?requestorId=me&status=returned&limit=1')
  ).json()) as Row[];
  expect(returned.length, 'the demo employee has a returned request').toBeGreaterThan(0);
  const r = returned[0]!;
  await counts.getByRole('button', { name: /Need Updates/ }).click();
  await expect(counts.getByRole('button', { name: /Need Updates/ })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: new RegExp(r.id) });
  await expect(card.getByText('Returned', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Feedback: ${r.feedback}`);
  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/request\\?id=${r.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Returned for updates' })).toContainText(
    r.feedback!,
  );
});

test('?id= opens the request at once, with its PO number once it has one', async ({ page }) => {
  await signIn(page, 'employee', '/');
  const approved = (await (
    await page.request.get('/api/requisitions?requestorId=me&status=approved&limit=50')
  ).json()) as Row[];
  let withPo: Row | undefined;
  for (const r of approved) {
    const detail = (await (await page.request.get(`/api/requisitions/${r.id}`)).json()) as Row;
    if (detail.poNumber) {
      withPo = detail;
      break;
    }
  }
  expect(withPo, 'an approved demo request with a PO').toBeTruthy();
  await page.goto(`/my-requests?id=${withPo!.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: withPo!.title })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: withPo!.poNumber! })).toHaveAttribute(
    'href',
    /\/po-summary\?id=/,
  );
  await expect(dialog.getByRole('region', { name: 'Line Items' }).getByRole('row')).not.toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-requests$/);
});

test('a user without requests sees the empty state leading to the form', async ({ page }) => {
  await signIn(page, 'legal', '/my-requests');
  await expect(page.getByRole('heading', { name: 'No Requests Yet' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Create Your First Request' }).click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unified Requisition System' })).toBeVisible({
    timeout: 30_000,
  });
});
