import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../lib/api';
import { TokenPage } from './token-page';

const messages = { badToken: 'Bad link.', expired: 'Link expired.' };

function renderPage(token: string, page: { isError: boolean; error: unknown; data: string | undefined }) {
  return render(
    <TokenPage
      label="Vendor reply"
      width="narrow"
      refusedTitle="Reply"
      messages={messages}
      token={token}
      page={page}
    >
      {(data) => <p>Opened: {data}</p>}
    </TokenPage>,
  );
}

describe('TokenPage', () => {
  it('frames the page with the product name and its label, and shows what the token opened', () => {
    renderPage('tok', { isError: false, error: null, data: 'thread' });
    const header = screen.getByRole('banner');
    expect(header.textContent).toBe('ProcuraVendor reply');
    expect(screen.getByRole('main').textContent).toBe('Opened: thread');
    expect(screen.getByRole('main').className).toContain('max-w-3xl');
  });

  it('without a token says the link is not valid', () => {
    renderPage('', { isError: false, error: null, data: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Reply' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bad link.');
  });

  it('a refused token shows why and nothing else', () => {
    renderPage('tok', { isError: true, error: new ApiError(410, '', 'Gone'), data: 'stale' });
    expect(screen.getByRole('alert').textContent).toBe('Link expired.');
    expect(screen.queryByText('Opened: stale')).toBeNull();
  });

  it('waits while the token is being opened', () => {
    renderPage('tok', { isError: false, error: null, data: undefined });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Opened/)).toBeNull();
  });
});
