import { test, expect } from '@playwright/test';
import { signIn } from '../support/auth';
import { apiAs, json } from '../support/api';
import { choose, toastWith, uniqueTag } from '../support/ui';

type Opportunity = { id: string; recommendedVendor: string };

test('procurement approves one opportunity and dismisses another with a reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  const make = async (prefix: string, potentialSavings: string) =>
    json<Opportunity>(
      await procurement.post('/api/test/consolidation-opportunities', {
        data: { category: 'marketing', recommendedVendor: uniqueTag(prefix), potentialSavings },
      }),
      201,
    );
  const approving = await make('Approve Print Co', '999001.00');
  const dismissing = await make('Dismiss Print Co', '999000.00');
  await procurement.dispose();

  await signIn(page, 'procurement', '/cost-savings');
  await choose(page, page, 'Category', 'Marketing');
  await page.getByRole('tab', { name: 'AI Opportunities' }).click();
  const region = page.getByRole('region', { name: 'AI opportunities' });
  const cardOf = (o: Opportunity) => region.getByRole('article').filter({ hasText: o.recommendedVendor });

  const first = cardOf(approving);
  await expect(first).toContainText('Identified');
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Opportunity Approved')).toBeVisible();
  await expect(first).toContainText('Under Review');
  await expect(first.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Mark Actualized' })).toBeVisible();

  const second = cardOf(dismissing);
  await second.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss opportunity' });
  await dialog.getByRole('button', { name: 'Dismiss opportunity' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A reason is required to dismiss an opportunity');
  await dialog.getByLabel('Reason').fill('Covered by the marketing agency retainer');
  await dialog.getByRole('button', { name: 'Dismiss opportunity' }).click();
  await expect(toastWith(page, 'Opportunity Dismissed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(second).toHaveCount(0);

  await choose(page, page, 'Status', 'All, with dismissed');
  await expect(cardOf(dismissing)).toContainText('Dismissed: Covered by the marketing agency retainer');
  await expect(cardOf(dismissing).getByRole('button', { name: 'Dismiss' })).toHaveCount(0);

  // Review shows the evidence of the approved one.
  await cardOf(approving).getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: /^Review: Vendor Consolidation — Marketing/ });
  await expect(review).toContainText('Second Source Supply');
  await expect(review).toContainText('18 data points');
});

test('an employee sees the opportunities but cannot act on them', async ({ page }) => {
  await signIn(page, 'employee', '/cost-savings');
  await page.getByRole('tab', { name: 'AI Opportunities' }).click();
  const region = page.getByRole('region', { name: 'AI opportunities' });
  await expect(region.getByRole('article').first()).toBeVisible();
  await expect(region.getByRole('button', { name: 'Review' }).first()).toBeVisible();
  await expect(region.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

test('an opportunity actualized from invoices shows Actualized and the realized amount', async ({
  page,
  playwright,
  baseURL,
}) => {
  const procurement = await apiAs(playwright, baseURL, 'procurement');
  const done = await json<Opportunity>(
    await procurement.post('/api/test/consolidation-opportunities', {
      data: {
        category: 'facilities',
        recommendedVendor: uniqueTag('Realized Facilities Co'),
        potentialSavings: '998000.00',
        realizedSavings: '1234.00',
      },
    }),
    201,
  );
  await procurement.dispose();

  // A message about an opportunity links to this tab.
  await signIn(page, 'finance', '/cost-savings?tab=opportunities');
  await choose(page, page, 'Category', 'Facilities');
  const region = page.getByRole('region', { name: 'AI opportunities' });
  const card = region.getByRole('article').filter({ hasText: done.recommendedVendor });
  await expect(card).toContainText('Actualized');
  await expect(card).toContainText('Realized in invoices: $1,234 of $998,000 potential');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark Actualized' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: /^Review: Vendor Consolidation — Facilities/ });
  await expect(review).toContainText('Realized in invoices after approval: $1,234.00');
});
