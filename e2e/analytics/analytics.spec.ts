import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { choose, select, statFigure, toastWith, uniqueTag } from '../support/ui';

const APPLIED = 'Analytics data has been updated based on your filter criteria.';

/** The figure of a KPI card. */
const kpi = (page: Page, title: string) =>
  statFigure(page.getByRole('region', { name: 'Key figures' }), title);

test('procurement applies filters, narrows by a department bar, saves and loads a filter set', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'procurement', '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Intelligence Center' })).toBeVisible();

  // The default figures: 12 months, every department; the demo data's spend is not nothing.
  await expect(kpi(page, 'Total Spend')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(kpi(page, 'Total Spend')).not.toHaveText('$0.00');
  await expect(kpi(page, 'Approval Rate')).toHaveText(/^\d+%$/);
  const filters = page.getByRole('form', { name: 'Analytics filters' });

  // Apply Filters with a text that matches nothing: the server recomputes, the spend goes to zero.
  await filters.getByLabel('Search').fill('no-such-vendor-or-sku');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(toastWith(page, 'Filters Applied')).toContainText(APPLIED);
  await expect(kpi(page, 'Total Spend')).toHaveText('$0.00');
  await expect(page.getByText('No spend in this selection.').first()).toBeVisible();

  // Back to every vendor, 24 months: the spend is back.
  await filters.getByLabel('Search').fill('');
  await choose(filters, page, 'Time Window', 'Last 24 months');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(kpi(page, 'Total Spend')).not.toHaveText('$0.00');

  // The department chart's table alternative lists the same bars.
  const bars = page.getByRole('list', { name: 'Department spend bars' }).getByRole('button');
  await expect(bars.first()).toBeVisible();
  const first = (await bars.first().getAttribute('aria-label'))!;
  const department = first.split(':')[0]!;
  await page.getByRole('button', { name: 'Show as table' }).nth(1).click();
  await expect(page.getByRole('table', { name: 'Department Spend data' })).toContainText(department);
  await page.getByRole('button', { name: 'Show as chart' }).click();

  // A click on the department's bar narrows the filters to it.
  await page.getByRole('button', { name: first }).click();
  await expect(toastWith(page, 'Filters Applied').last()).toBeVisible();
  await expect(select(filters, 'Department')).toHaveText(department);
  await expect(page.getByRole('button', { name: first })).toHaveAttribute('aria-pressed', 'true');
  await expect(bars).toHaveCount(1);
  await expect(kpi(page, 'Total Spend')).not.toHaveText('$0.00');

  // Save Filter Set asks for a name; an empty name does nothing.
  await page.getByRole('button', { name: 'Save Filter Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Filter Set' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeVisible();
  const name = uniqueTag('Dept view');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('One department, two years');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastWith(page, 'Filter Set Saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = page
    .getByRole('list', { name: 'Saved filter sets' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(saved).toContainText('One department, two years');

  // Back to every department, then Load Filter brings the set's department and window back.
  await choose(filters, page, 'Department', 'All Departments');
  await choose(filters, page, 'Time Window', 'Last 12 months');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(kpi(page, 'Total Spend')).not.toHaveText('$0.00');
  await saved.getByRole('button', { name: `Load Filter ${name}` }).click();
  await expect(toastWith(page, 'Filter Loaded')).toBeVisible();
  await expect(select(filters, 'Department')).toHaveText(department);
  await expect(select(filters, 'Time Window')).toHaveText('Last 24 months');
  await expect(
    page.getByRole('button', { name: new RegExp(`^${department.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The set can be deleted.
  await saved.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(saved).toHaveCount(0);
});
