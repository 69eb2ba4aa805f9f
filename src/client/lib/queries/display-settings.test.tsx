import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, setDisplayCurrency } from '@shared/format';

import { fakeApi } from '@client/test/fake-api';
import { createQueryClient } from '../query-client';
import { useDisplayCurrency } from './display-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayCurrency('USD');
});

/** What the shell does: wait for the display settings, then draw the page (here: an amount). */
function Shell() {
  const currency = useDisplayCurrency();
  if (currency === null) return <p>Loading</p>;
  return <p>Amount {formatCurrency('1250.5')}</p>;
}

describe('useDisplayCurrency', () => {
  it('formats money in the default currency of the System Settings', async () => {
    fakeApi(() => ({
      status: 200,
      body: { companyName: 'Acme', defaultCurrency: 'GBP', fiscalYearStart: 'April' },
    }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shell />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Amount £1,250.50')).toBeTruthy();
  });
});
