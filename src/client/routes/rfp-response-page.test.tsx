import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { App } from '../app';
import { fakeResponseServer } from '../features/rfps/response/test-response-server';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('/rfp-response', () => {
  it('opens without signing in: no session is asked for, no shell, the RFP and the form of the link', async () => {
    const server = fakeResponseServer();
    window.history.replaceState({}, '', '/rfp-response?token=tok-abc');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Cleaning Services 2027' }),
    ).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Your response' })).toBeTruthy();
    expect(window.location.pathname).toBe('/rfp-response');
    expect(server.calls.map((c) => `${c.method} ${c.path}?token=${c.token}`)).toEqual([
      'GET /api/rfp-response?token=tok-abc',
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.title).toBe('RFP Response · Procura');
  });
});
