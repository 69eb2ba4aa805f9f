import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageView } from '@shared/messages/schemas';

import { MessageList, VIRTUAL_MESSAGES_FROM } from './message-list';

const now = new Date('2026-11-27T12:00:00Z');
const views = (n: number): MessageView[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `msg-${i}`,
    entryId: `entry-${i}`,
    folder: 'inbox',
    from: 'ann@example.test',
    fromName: `Sender ${i}`,
    to: ['me@example.test'],
    subject: `Subject ${i}`,
    content: `Text ${i}`,
    timestamp: new Date(now.getTime() - i * 60_000).toISOString(),
    type: 'internal',
    status: i % 2 ? 'read' : 'delivered',
    attachments: [],
    isStarred: false,
    isArchived: false,
    threadId: `msg-${i}`,
    record: null,
  }));

const list = (messages: MessageView[], onSelect = vi.fn()) => (
  <MessageList
    messages={messages}
    selectedId={null}
    onSelect={onSelect}
    hasMore={false}
    loadingMore={false}
    onLoadMore={() => {}}
    empty="No messages"
    now={now}
  />
);

describe('MessageList', () => {
  // jsdom lays nothing out: the list's scrolling box gets the height it has in a browser.
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'message-list' ? 600 : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });

  it('draws every message of a short list', () => {
    render(list(views(VIRTUAL_MESSAGES_FROM - 1)));
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(VIRTUAL_MESSAGES_FROM - 1);
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(VIRTUAL_MESSAGES_FROM / 2);
  });

  it(
    'draws only the rows in view of a long list, each saying its place in the whole',
    { timeout: 20_000 },
    async () => {
      const onSelect = vi.fn();
      render(list(views(5_000), onSelect));
      // The virtual list is loaded on first use.
      await waitFor(() =>
        expect(screen.getByRole('list', { name: 'Messages' }).getAttribute('data-virtual-messages')).toBe(
          '5000',
        ),
      );
      const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(40);
      expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
      expect(items[0]?.getAttribute('aria-setsize')).toBe('5000');
      await userEvent.click(within(items[0] as HTMLElement).getByRole('button'));
      expect(onSelect).toHaveBeenCalledWith('msg-0');
    },
  );

  it('says when there is nothing', () => {
    render(list([]));
    expect(screen.getByText('No messages').textContent).toBe('No messages');
  });
});
