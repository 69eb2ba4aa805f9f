import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { holdRequests } from '../support/ui';

const assistantReplies = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('[data-sender="assistant"]');
const userMessages = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).locator('[data-sender="user"]');

/** Milliseconds between the n-th question and the n-th reply, from the messages' own timestamps. */
async function replyDelay(page: Page, n: number): Promise<number> {
  const sent = await userMessages(page).nth(n).locator('time').getAttribute('datetime');
  const replied = await assistantReplies(page).nth(n).locator('time').getAttribute('datetime');
  return Date.parse(replied!) - Date.parse(sent!);
}

test('the assistant opens, answers a quick action and a typed message, ignores blanks and closes', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/assistant/chat')
      asked.push(req.postData() ?? '');
  });
  await signIn(page, 'procurement');
  const openButton = page.getByRole('button', { name: 'Open procurement assistant' });
  await openButton.click();
  const dock = page.getByRole('dialog', { name: 'Procurement Assistant' });
  await expect(dock).toBeVisible();
  await expect(openButton).toHaveCount(0);
  await expect(dock.getByRole('list', { name: 'Insights' }).getByRole('listitem')).not.toHaveCount(0);

  // Quick action: the reply comes no sooner than 500 ms after the question (the browser's own timestamps).
  await dock.getByRole('button', { name: 'Show me the spend forecast' }).click();
  await expect(userMessages(page).last()).toContainText('Show me the spend forecast');
  await expect(assistantReplies(page)).toHaveCount(1);
  await expect(assistantReplies(page).first()).toContainText(/analytics/i);
  expect(await replyDelay(page, 0)).toBeGreaterThanOrEqual(500);

  // Typed, sent with Enter: the reply comes no sooner than 1000 ms later and mentions a percent.
  const input = dock.getByRole('textbox', { name: 'Message the assistant' });
  await input.fill('budget');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(userMessages(page).last()).toHaveText(/^budget/);
  await expect(assistantReplies(page)).toHaveCount(2);
  await expect(assistantReplies(page).nth(1)).toContainText(/\d+%/);
  expect(await replyDelay(page, 1)).toBeGreaterThanOrEqual(1000);

  // Blank input is ignored, by Enter and by the Send button: the next message sent is the third,
  // and only three questions ever reached the server.
  await input.fill('   ');
  await input.press('Enter');
  await dock.getByRole('button', { name: 'Send' }).click();
  await expect(dock.getByTestId('assistant-typing')).toHaveCount(0);

  // The Send button sends too.
  await input.fill('What is our budget?');
  await dock.getByRole('button', { name: 'Send' }).click();
  await expect(assistantReplies(page)).toHaveCount(3);
  await expect(userMessages(page)).toHaveCount(3);
  await expect(userMessages(page).last()).toHaveText(/^What is our budget\?/);
  expect(asked).toHaveLength(3);
  expect(asked.some((body) => /"message":"\s*"/.test(body))).toBe(false);

  await dock.getByRole('button', { name: 'Close assistant' }).click();
  await expect(dock).toHaveCount(0);
  await expect(openButton).toBeFocused();

  // Escape closes it too, from the message box, and focus goes back to the chat button.
  await openButton.click();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dock).toHaveCount(0);
  await expect(openButton).toBeFocused();
});

test('a typing indicator shows while the reply is on its way', async ({ page }) => {
  const reply = await holdRequests(page, '**/api/assistant/chat');
  await signIn(page, 'employee');
  await page.getByRole('button', { name: 'Open procurement assistant' }).click();
  const dock = page.getByRole('dialog', { name: 'Procurement Assistant' });
  await dock.getByRole('textbox', { name: 'Message the assistant' }).fill('What is our budget?');
  await dock.getByRole('button', { name: 'Send' }).click();
  await expect(dock.getByTestId('assistant-typing')).toBeVisible();
  await expect(assistantReplies(page)).toHaveCount(0);
  await reply.release();
  await expect(assistantReplies(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(dock.getByTestId('assistant-typing')).toHaveCount(0);
});

test('the conversation keeps the newest message in view', async ({ page }) => {
  await signIn(page, 'finance');
  await page.getByRole('button', { name: 'Open procurement assistant' }).click();
  const dock = page.getByRole('dialog', { name: 'Procurement Assistant' });
  for (const action of ['workflow', 'forecast', 'blanket-po', 'budget']) {
    await dock.locator(`[data-quick-action="${action}"]`).click();
  }
  await expect(assistantReplies(page)).toHaveCount(4);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toHaveClass(/max-h-48/);
  await expect(log).toHaveClass(/overflow-y-auto/);
  await expect(assistantReplies(page).last()).toBeInViewport();
  const atBottom = await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 4);
  expect(atBottom).toBe(true);
});

test('on first start the workflow quick action answers that REQ-<year>-001 is pending manager approval', async ({
  page,
}) => {
  const id = `REQ-${new Date().getFullYear()}-001`;
  await signIn(page, 'procurement');
  await page.getByRole('button', { name: 'Open procurement assistant' }).click();
  const dock = page.getByRole('dialog', { name: 'Procurement Assistant' });
  await dock.getByRole('button', { name: `What is the status of workflow ${id}?` }).click();
  await expect(assistantReplies(page)).toHaveCount(1);
  await expect(assistantReplies(page).first()).toContainText(`${id} is pending manager approval`);
});
