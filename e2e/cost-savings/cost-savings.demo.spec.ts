import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, rowWith, statFigure } from '../support/ui';

/** The figure of a card of the savings summary. */
const card = (page: Page, title: string) =>
  statFigure(page.getByRole('region', { name: 'Savings summary' }), title);
const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test('the demo figures of first start: cards, period and category, evidence and analytics', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'finance', '/cost-savings');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost Savings Intelligence' })).toBeVisible();

  // This quarter (the default): the home card's $18K, the open opportunities and the actualized one.
  await expect(card(page, 'Direct Savings')).toHaveText('$18,000');
  await expect(card(page, 'AI Opportunities')).toHaveText('4');
  await expect(card(page, 'Potential Savings')).toHaveText('$32,703');
  await expect(card(page, 'Total Impact')).toHaveText('$29,250');
  await expect(page.getByRole('table', { name: 'Direct savings' }).getByRole('row')).toHaveCount(6);
  await expect(
    rowWith(page, 'Direct savings', 'Dell UltraSharp 27 4K monitors (60) — contract pricing'),
  ).toContainText('$4,200.00');

  // The category narrows the cards and the table.
  await choose(page, page, 'Category', 'IT Services');
  await expect(card(page, 'Direct Savings')).toHaveText('$6,300');
  await expect(card(page, 'AI Opportunities')).toHaveText('2');
  await expect(card(page, 'Potential Savings')).toHaveText('$9,855');
  await expect(page.getByRole('table', { name: 'Direct savings' }).getByRole('row')).toHaveCount(3);

  // The year holds at least the quarter.
  await choose(page, page, 'Period', 'This Year');
  await expect(card(page, 'Direct Savings')).toHaveText(/^\$[\d,]+$/);
  expect(dollars(await card(page, 'Direct Savings').textContent())).toBeGreaterThanOrEqual(6300);
  await choose(page, page, 'Period', 'This Quarter');
  await choose(page, page, 'Category', 'All Categories');
  await expect(card(page, 'Direct Savings')).toHaveText('$18,000');

  // AI Opportunities: confidence in each colour band; Review shows the evidence.
  await page.getByRole('tab', { name: 'AI Opportunities' }).click();
  const opportunities = page.getByRole('region', { name: 'AI opportunities' });
  await expect(opportunities.getByRole('article')).toHaveCount(5);
  for (const band of ['green', 'yellow', 'red']) {
    await expect(opportunities.locator(`[data-confidence="${band}"]`).first()).toBeVisible();
  }
  const office = opportunities.getByRole('article', { name: 'Vendor Consolidation — Office Supplies' });
  await expect(office).toContainText('92% AI confidence');
  await office.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review: Vendor Consolidation — Office Supplies' });
  await expect(dialog.getByText('Toner cartridges')).toBeVisible();
  await expect(rowWith(dialog, 'Vendors and prices', 'Office Depot')).toContainText('$46.80');
  await expect(dialog).toContainText('342 data points');
  await expect(dialog).toContainText('plus 3% leverage on the volume moved');
  await expect(dialog).toContainText('= 15,408.00');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Analytics: savings per category of the quarter.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const byCategory = page.getByRole('list', { name: 'Savings by category' });
  await expect(byCategory.getByRole('listitem')).toHaveCount(4);
  await expect(byCategory.getByRole('listitem').first()).toContainText('IT Services');
  await expect(byCategory.getByRole('listitem').first()).toContainText('$6,300');
  await expect(byCategory.getByRole('progressbar').first()).toBeVisible();
  // The monitors' contract saving on PO 3: 2,800 of 4,200 realized by its matched invoice.
  await expect(rowWith(page, 'Negotiated vs realized', 'IT Services')).toContainText('$4,200');
  await expect(rowWith(page, 'Negotiated vs realized', 'IT Services')).toContainText('$2,800');
  await expect(rowWith(page, 'Negotiated vs realized', 'IT Services')).toContainText('$1,400');
});
