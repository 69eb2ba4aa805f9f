import { test, expect } from '@playwright/test';
import { toastWith, uniqueTag } from '../support/ui';
import { fillLine, line, openForm } from './form-helpers';

test.describe.configure({ timeout: 120_000 });

// Issue 8: money has at most 2 decimals; the form says so (the shared schema's message) and sends nothing.
test('a unit price with more than 2 decimals is refused in the form; with 2 it goes through', async ({
  page,
}) => {
  const tag = uniqueTag('Cables');
  await openForm(page, 'employee');
  await page.getByLabel('Business Justification').fill('Spare cables for the meeting rooms.');
  await fillLine(page, 1, {
    description: `${tag} USB-C cable`,
    gl: /4000-001/,
    quantity: 3,
    unitPrice: 12.345,
  });
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/requisitions')) posted = true;
  });

  await page.getByRole('button', { name: 'Submit Request' }).click();

  const price = line(page, 1).getByLabel('Unit Price', { exact: true });
  await expect(line(page, 1).getByText('Number must have at most 2 decimal places')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);

  await price.fill('12.35');
  await expect(page.getByTestId('line-total-0')).toHaveText('$37.05');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastWith(page, 'Requisition submitted successfully')).toBeVisible();
  expect(posted).toBe(true);
});
