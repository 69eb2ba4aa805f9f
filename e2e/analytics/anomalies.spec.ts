import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, createVendor, json, receivedPurchaseOrder } from '../support/api';
import { toastWith, uniqueTag } from '../support/ui';

/**
 * The Analytics page's anomalies (issue 12): a vendor bills the same amount twice within a week; the
 * detection (run on demand here, hourly in the background) finds the duplicate, and Finance acts on
 * the card: the newer invoice goes on hold, the toast says the workflow has been started and the card
 * then shows it is in progress. Assumes the anomaly panel is mounted on /analytics.
 */
test('Finance puts a duplicate invoice on hold from its anomaly card', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('Duplicate check');
  const vendor = await createVendor(playwright, baseURL, 'Twice Billing');
  const po = await receivedPurchaseOrder(playwright, baseURL, vendor.id, tag, [
    { description: `${tag} toner`, quantity: 2, unitPrice: 120 },
  ]);
  const line = po.lines[0]!;
  const ap = await apiAs(playwright, baseURL, 'ap');
  const today = new Date().toISOString().slice(0, 10);
  const numbers = [`DUP-${Date.now()}-A`, `DUP-${Date.now()}-B`];
  const entered: { id: string; invoiceNumber: string }[] = [];
  for (const invoiceNumber of numbers) {
    entered.push(
      await json(
        await ap.post('/api/invoices', {
          data: {
            poId: po.id,
            invoiceNumber,
            invoiceDate: today,
            lines: [
              {
                poLineId: line.id,
                description: line.description,
                quantity: 1,
                unitPrice: 120,
                glCode: '4000-001',
              },
            ],
          },
        }),
        201,
      ),
    );
  }
  await ap.dispose();
  const finance = await apiAs(playwright, baseURL, 'finance');
  await json(await finance.post('/api/analytics/anomalies/refresh'));

  await signIn(page, 'finance', '/analytics');
  const newer = entered[1]!;
  const card = page.getByRole('article', { name: `Possible duplicate invoice ${newer.invoiceNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(entered[0]!.invoiceNumber);
  await card.getByRole('button', { name: 'Put on Hold' }).click();
  await expect(toastWith(page, 'Action Initiated')).toContainText('workflow has been started');
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Put on Hold' })).toHaveCount(0);

  const invoice = await json<{ status: string; statusReason: string | null }>(
    await finance.get(`/api/invoices/${newer.id}`),
  );
  expect(invoice.status).toBe('on-hold');
  expect(invoice.statusReason).toBe(`Possible duplicate of ${entered[0]!.invoiceNumber}`);

  // The follow-up is under way: acting again is refused.
  const again = await finance.post(
    `/api/analytics/anomalies/${encodeURIComponent(await cardId(finance, newer.id))}/action`,
  );
  expect(again.status()).toBe(409);
  await finance.dispose();
});

/** The id of the duplicate alert about an invoice (from the list the panel reads). */
async function cardId(ctx: Awaited<ReturnType<typeof apiAs>>, invoiceId: string): Promise<string> {
  const rows = await json<{ id: string; rule: string; invoiceId: string | null }[]>(
    await ctx.get('/api/analytics/anomalies?limit=500&status=all'),
  );
  const found = rows.find((r) => r.rule === 'duplicate-invoice' && r.invoiceId === invoiceId);
  expect(found, 'the alert of the duplicate').toBeTruthy();
  return found!.id;
}
