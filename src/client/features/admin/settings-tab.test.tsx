import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import type { SystemSettings } from '@shared/admin/settings-schemas';

import { Toaster } from '../../components/ui/toaster';
import { fakeApi } from '../../test/fake-api';
import { createQueryClient } from '../../lib/query-client';
import SettingsTab from './settings-tab';

// The Switch measures its thumb (Radix): jsdom has no ResizeObserver.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

const SAVED_AT = '2026-11-01T10:00:00.000Z';
const settings = (update: boolean): SystemSettings => ({
  ...DEFAULT_SETTINGS,
  updatedAt: SAVED_AT,
  can: { update },
});

/** GET answers the settings; PUT answers them as saved (the body merged in, a new time). */
function fakeSettingsApi(update: boolean) {
  const puts: Record<string, unknown>[] = [];
  fakeApi(({ method, body }) => {
    if (method !== 'PUT') return { status: 200, body: settings(update) };
    puts.push(body);
    return { status: 200, body: { ...settings(update), ...body, updatedAt: '2026-11-02T10:00:00.000Z' } };
  });
  return puts;
}

const renderTab = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsTab />
      <Toaster />
    </QueryClientProvider>,
  );

describe('System Settings tab', () => {
  it('refuses out-of-order thresholds under the field, then saves and says Settings Saved', async () => {
    const puts = fakeSettingsApi(true);
    const user = userEvent.setup();
    renderTab();
    const form = await screen.findByRole('form', { name: 'System Settings' });
    expect((within(form).getByLabelText('Company Name') as HTMLInputElement).value).toBe('Procura Demo Corp');

    const manager = within(form).getByLabelText('Manager Approval Threshold');
    await user.clear(manager);
    await user.type(manager, '30000');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText('Must be greater than the manager approval threshold')).toBeTruthy();
    expect(puts).toHaveLength(0);

    await user.clear(manager);
    await user.type(manager, '6000');
    const company = within(form).getByLabelText('Company Name');
    await user.clear(company);
    await user.type(company, 'Northwind Traders');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeTruthy();
    expect(puts).toEqual([
      expect.objectContaining({
        companyName: 'Northwind Traders',
        managerApprovalThreshold: 6000,
        updatedAt: SAVED_AT,
      }),
    ]);
  });

  it('is read-only without system configuration', async () => {
    fakeSettingsApi(false);
    renderTab();
    const form = await screen.findByRole('form', { name: 'System Settings' });
    expect(within(form).getByLabelText('Company Name').hasAttribute('readonly')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save Settings' })).toBeNull();
    await waitFor(() =>
      expect(
        (within(form).getByRole('combobox', { name: 'Fiscal Year Start' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });
});
