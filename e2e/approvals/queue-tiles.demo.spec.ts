import { test, expect, type Page } from '@playwright/test';
import { choose, statFigure } from '../support/ui';
import { DEMO_PO } from '../support/demo';
import { openAs, QUEUE_TITLE, approvalCard } from './helpers';

type Summary = {
  pending: number;
  highPriority: number;
  overdue: number;
  totalValue: string;
  avgDaysToApprove: number;
};

const summaryRegion = (page: Page) => page.getByRole('region', { name: 'Approval summary' });
const cards = (page: Page) => page.getByRole('list', { name: 'Pending approvals' }).getByRole('article');

test('the tiles show the live summary, and the type filter is applied by the server', async ({ page }) => {
  // Legal's queue on a fresh start: the seating PO's Legal Review ($36,480, waiting 5 days).
  await openAs(page, 'legal', '/approvals', QUEUE_TITLE);
  const summary = (await (await page.request.get('/api/approvals/summary')).json()) as Summary;
  expect(summary).toMatchObject({ pending: 1, overdue: 1 });
  const tiles = summaryRegion(page);
  await expect(statFigure(tiles, 'Pending Approvals')).toHaveText('1');
  await expect(statFigure(tiles, 'High Priority')).toHaveText(String(summary.highPriority));
  await expect(statFigure(tiles, 'Overdue (>3 days)')).toHaveText('1');
  await expect(statFigure(tiles, 'Avg Days to Approve')).toHaveText(String(summary.avgDaysToApprove));
  await expect(statFigure(tiles, 'Total Value')).toHaveText('$36.5K');

  const po = approvalCard(page, DEMO_PO.seating);
  await expect(po).toContainText('Purchase Order');
  await expect(po.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(po.getByTestId('days-waiting')).toHaveClass(/text-red-700/);
  await expect(po).toContainText('Legal Review');

  await choose(page, page, 'Type', 'Requisitions');
  await expect(page.getByText('No approvals are waiting for you.')).toBeVisible();
  await choose(page, page, 'Type', 'Purchase Orders');
  await expect(po).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});
