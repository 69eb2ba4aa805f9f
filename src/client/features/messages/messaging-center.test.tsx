import { Fragment, createElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageView } from '@shared/messages/schemas';

import { fakeApi, type FakeAnswer, type FakeCall } from '../../test/fake-api';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { MessagingCenter } from './messaging-center';

// The type-ahead's popover measures its anchor (Radix) and cmdk scrolls options into view: jsdom has neither.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const view = (over: Partial<MessageView> = {}): MessageView => ({
  id: 'msg-1',
  entryId: 'entry-1',
  folder: 'inbox',
  from: 'ann@example.test',
  fromName: 'Ann Lee',
  to: ['me@example.test'],
  subject: 'Quote for chairs',
  content: 'Please find the quote attached.',
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  type: 'internal',
  status: 'delivered',
  attachments: ['quote.pdf'],
  isStarred: false,
  isArchived: false,
  threadId: 'msg-1',
  record: null,
  ...over,
});
const detail = (over: Partial<MessageDetail> = {}): MessageDetail => ({
  ...view(),
  files: [{ id: 'file-1', fileName: 'quote.pdf', size: 2048, mimeType: 'application/pdf' }],
  can: { reply: true },
  ...over,
});

/** The API: the mailbox holds one unread message; writes answer the message as it then is. */
function fakeMailbox(read = detail()): FakeCall[] {
  let current = read;
  return fakeApi(({ method, path, query, body }): FakeAnswer | undefined => {
    const key = `${method} ${path}`;
    if (key === 'GET /api/messages') {
      const rows = query.get('folder') === 'inbox' && !query.get('q') ? [current] : [];
      return { status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } };
    }
    if (key === 'GET /api/messages/msg-1') return { status: 200, body: current };
    if (key === 'GET /api/messages/msg-1/thread') return { status: 200, body: [current] };
    if (key === 'PATCH /api/messages/msg-1') {
      const flags = body as { isRead?: boolean; isStarred?: boolean };
      current = {
        ...current,
        ...(flags.isRead ? { status: 'read' as const } : {}),
        ...(flags.isStarred !== undefined ? { isStarred: flags.isStarred } : {}),
      };
      return { status: 200, body: current };
    }
    if (key === 'POST /api/messages/msg-1/reply')
      return { status: 201, body: detail({ id: 'msg-2', folder: 'sent' }) };
    if (key === 'POST /api/messages/msg-1/forward')
      return { status: 201, body: detail({ id: 'msg-3', folder: 'sent', subject: 'Fwd: Quote for chairs' }) };
    if (key === 'GET /api/messages/recipients')
      return {
        status: 200,
        body: query.get('q') ? [{ id: 'u2', name: 'Bob Ray', email: 'bob@example.test' }] : [],
      };
    if (key === 'POST /api/messages')
      return {
        status: 400,
        body: { message: 'Invalid input', code: 'validation', fieldErrors: { to: 'No such user' } },
      };
    return undefined;
  });
}

function renderCenter() {
  const client = createQueryClient();
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Fragment, null, <MessagingCenter />, <Toaster />),
    ),
  );
}

describe('the Messaging Center', () => {
  it('lists the inbox, unread in bold with the relative time, and searches on the server', async () => {
    const calls = fakeMailbox();
    const ui = userEvent.setup();
    renderCenter();
    expect(screen.getByRole('heading', { level: 1, name: 'Messaging Center' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Ann Lee').className).toContain('font-bold');
    expect(within(list).getByText('5 minutes ago')).toBeTruthy();
    expect(within(list).getByText('Please find the quote attached.')).toBeTruthy();

    await ui.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'invoice');
    expect(await screen.findByText('No messages in your inbox.')).toBeTruthy();
    expect(calls.some((c) => c.query.get('q') === 'invoice')).toBe(true);
  });

  it('opening an unread message marks it read; it offers the download, star and a checked reply', async () => {
    const calls = fakeMailbox();
    const ui = userEvent.setup();
    renderCenter();
    await ui.click(await screen.findByRole('button', { name: /Quote for chairs/ }));
    const message = await screen.findByRole('article', { name: 'Message' });
    expect(within(message).getByRole('heading', { name: 'Quote for chairs' })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isRead: true }));
    expect(within(message).getByRole('link', { name: 'Download quote.pdf' }).getAttribute('href')).toBe(
      '/api/attachments/file-1',
    );

    await ui.click(within(message).getByRole('button', { name: 'Star' }));
    expect(await within(message).findByRole('button', { name: 'Unstar' })).toBeTruthy();

    await ui.type(within(message).getByRole('textbox', { name: 'Reply' }), '   ');
    await ui.click(within(message).getByRole('button', { name: 'Reply' }));
    expect((await within(message).findByRole('alert')).textContent).toBe('Required');
    expect(calls.some((c) => c.path.endsWith('/reply'))).toBe(false);

    await ui.clear(within(message).getByRole('textbox', { name: 'Reply' }));
    await ui.type(within(message).getByRole('textbox', { name: 'Reply' }), ' Thanks, approved. ');
    await ui.click(within(message).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/reply'))?.body).toEqual({
      content: 'Thanks, approved.',
    });
  });

  it('compose refuses empty fields, picks people by type-ahead and shows the server field messages', async () => {
    const calls = fakeMailbox();
    const ui = userEvent.setup();
    renderCenter();
    await ui.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose Message' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Subject' }), '  ');
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Required', 'Required', 'Required']);

    await ui.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await ui.type(
      await screen.findByRole('combobox', { name: 'Search people by name or e-mail' }, { timeout: 10_000 }),
      'bob',
    );
    await ui.click(
      await screen.findByRole('option', { name: 'Bob Ray <bob@example.test>' }, { timeout: 10_000 }),
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Recipients' })).getByText('Bob Ray'),
    ).toBeTruthy();
    await ui.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Chairs');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'See the quote.');
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such user');
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/messages');
    expect(sent?.body).toEqual({ to: ['bob@example.test'], subject: 'Chairs', content: 'See the quote.' });
  });

  it('forwards the open message to people picked and a vendor address, with an optional note', async () => {
    const calls = fakeMailbox(detail({ status: 'read' }));
    const ui = userEvent.setup();
    renderCenter();
    await ui.click(await screen.findByRole('button', { name: /Quote for chairs/ }));
    const message = await screen.findByRole('article', { name: 'Message' });
    await ui.click(within(message).getByRole('button', { name: 'Forward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward Message' });
    await ui.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Required');

    await ui.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await ui.type(
      await screen.findByRole('combobox', { name: 'Search people by name or e-mail' }, { timeout: 10_000 }),
      'bob',
    );
    await ui.click(
      await screen.findByRole('option', { name: 'Bob Ray <bob@example.test>' }, { timeout: 10_000 }),
    );
    // A vendor contact's address, as in compose (mailed a reply link).
    await ui.type(within(dialog).getByRole('textbox', { name: 'Vendor e-mail address' }), 'Sales@Acme.test');
    await ui.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(within(dialog).getByRole('list', { name: 'Recipients' }).textContent).toContain('sales@acme.test');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'FYI');
    await ui.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('Message forwarded')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/forward'))?.body).toEqual({
      to: ['bob@example.test'],
      vendorTo: ['sales@acme.test'],
      content: 'FYI',
    });
    // An already-read message is not marked again.
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
