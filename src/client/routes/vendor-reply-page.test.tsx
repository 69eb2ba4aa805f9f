import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENDOR_REPLY_MESSAGES, type VendorReplyPage } from '@shared/messages/vendor-reply';

import { fakeApi, type FakeCall } from '../test/fake-api';
import { App } from '../app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

const first = {
  id: 'msg-1',
  from: 'pat@procura.test',
  fromName: 'Pat Buyer',
  content: 'Please quote 40 boxes.',
  timestamp: '2026-11-27T10:00:00.000Z',
  files: [{ id: 'att-1', fileName: 'spec.pdf', size: 2048, mimeType: 'application/pdf' }],
};
const page: VendorReplyPage = {
  subject: 'Paper quote',
  vendorEmail: 'sales@acme.test',
  vendorName: 'Acme Paper',
  senderName: 'Pat Buyer',
  expiresAt: '2026-12-27T10:00:00.000Z',
  messages: [first],
};
/**
 * The reply routes as the server answers them (fetch stubbed: fake-api.ts): GET the page, POST a reply
 * (kept: the page shows it).
 */
function fakeServer(token: string, over: Partial<VendorReplyPage> = {}): FakeCall[] {
  const thread = [first];
  return fakeApi(({ method, path, query, body }) => {
    if (path !== '/api/vendor-reply' || query.get('token') !== token)
      return { status: 404, body: { message: VENDOR_REPLY_MESSAGES.badToken, code: 'not_found' } };
    if (method === 'GET') return { status: 200, body: { ...page, ...over, messages: thread } };
    thread.push({
      ...first,
      files: [],
      id: 'msg-2',
      from: 'sales@acme.test',
      fromName: 'Acme Paper',
      content: String(body.content),
    });
    return { status: 201, body: { ...page, messages: thread } };
  });
}

describe('/vendor-reply', () => {
  it('opens without signing in, shows the thread, refuses an empty reply and sends one', async () => {
    const calls = fakeServer('tok-1');
    window.history.replaceState({}, '', '/vendor-reply?token=tok-1');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paper quote' }, { timeout: 5000 }),
    ).toBeTruthy();
    // Its file, downloaded with the link's token.
    expect(screen.getByRole('link', { name: 'Download spec.pdf' }).getAttribute('href')).toBe(
      '/api/vendor-reply/attachments/att-1?token=tok-1',
    );
    expect(screen.getByText(/^From Pat Buyer to/).textContent).toBe(
      'From Pat Buyer to Acme Paper (sales@acme.test). Your reply goes to Pat Buyer.',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.title).toBe('Vendor Reply · Procura');

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/vendor-reply']);

    await ui.type(screen.getByRole('textbox', { name: /Your reply/ }), '  We can ship Monday.  ');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toContain(VENDOR_REPLY_MESSAGES.sent);
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain('We can ship Monday.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'We can ship Monday.' });
  });

  it('says so when the link opens nothing', async () => {
    fakeServer('tok-1');
    window.history.replaceState({}, '', '/vendor-reply?token=other');
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe(VENDOR_REPLY_MESSAGES.badToken);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names an address that is no known vendor contact once', async () => {
    fakeServer('tok-3', { vendorName: null });
    window.history.replaceState({}, '', '/vendor-reply?token=tok-3');
    render(<App />);
    expect(await screen.findByText(/^From Pat Buyer to/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/^From Pat Buyer to/).textContent).toBe(
      'From Pat Buyer to sales@acme.test. Your reply goes to Pat Buyer.',
    );
  });
});
