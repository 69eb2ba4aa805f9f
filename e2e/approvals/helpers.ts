import { expect, type Page } from '@playwright/test';
import { signIn, type DemoRole } from '../support/auth';

/** Signs in and opens a page, waiting for its h1 (the first load can be slow on a busy machine). */
export async function openAs(page: Page, who: DemoRole, path: string, heading: string | RegExp) {
  await signIn(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

export const QUEUE_TITLE = 'Professional Approvals Queue';

/** The approvals queue card of a request, by its title. */
export const approvalCard = (page: Page, title: string) => page.getByRole('article', { name: title });
