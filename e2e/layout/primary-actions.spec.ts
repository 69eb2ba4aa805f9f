import { test, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { pdfFile, toastWith, uniqueTag } from '../support/ui';
import { fillLine } from '../requisitions/form-helpers';

/**
 * The floating chat button and the toasts never cover a primary action: at the end of each form —
 * where the user reaches its submit button — with the chat button shown and a toast up, the element
 * at the button's centre (and just inside each corner) is the button itself. Checked at 1280×800
 * and 1366×900; each screen is also saved as a screenshot (test output) for review.
 */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 900 },
] as const;

/** What covers the button: null when the button itself is on top at its centre and corners. */
async function coveredBy(button: Locator): Promise<string | null> {
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.bottom > window.innerHeight || r.top < 0) return `off-screen (${r.top}–${r.bottom})`;
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x!, y!);
      if (!hit || !(hit === el || el.contains(hit))) {
        const who = hit?.closest('[aria-label],[role],button,li,section')?.outerHTML.slice(0, 120);
        return `${Math.round(x!)},${Math.round(y!)}: ${who ?? hit?.tagName ?? 'nothing'}`;
      }
    }
    return null;
  });
}

/** Scrolls to the end of the page and waits until the window is there. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
    )
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test(`Submit Request on the requisition form is not covered (${size})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await signIn(page, 'employee', '/requisitions');
      const submit = page.getByRole('button', { name: 'Submit Request' });
      await expect(submit).toBeVisible({ timeout: 30_000 });
      const tag = uniqueTag('Layout check');
      await page.getByLabel('Request Title').fill(tag);
      await page.getByLabel('Business Justification').fill('Checking the page layout.');
      await fillLine(page, 1, { description: `${tag} item`, gl: /4000-001/, quantity: 1, unitPrice: 20 });
      // Save Draft keeps the user on the form with a toast up.
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect(toastWith(page, 'Draft Saved')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open procurement assistant' })).toBeVisible();
      await scrollToEnd(page);
      await page.screenshot({ path: testInfo.outputPath(`requisition-form-${size}.png`) });
      expect(await coveredBy(submit)).toBeNull();
      expect(await coveredBy(page.getByRole('button', { name: 'Save Draft' }))).toBeNull();
    });

    test(`Submit Request on the New Vendor Request form is not covered (${size})`, async ({
      page,
    }, testInfo) => {
      await signIn(page, 'employee', '/new-vendor-request');
      await expect(page.getByRole('heading', { level: 1, name: 'New Vendor Request' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByLabel('W9 Form').setInputFiles(pdfFile('w9-layout.pdf'));
      await expect(toastWith(page, 'W9 Uploaded')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open procurement assistant' })).toBeVisible();
      await scrollToEnd(page);
      await page.screenshot({ path: testInfo.outputPath(`new-vendor-request-${size}.png`) });
      expect(await coveredBy(page.getByRole('button', { name: 'Submit Request' }))).toBeNull();
      expect(await coveredBy(page.getByRole('button', { name: 'Cancel' }))).toBeNull();
    });
  });
}
