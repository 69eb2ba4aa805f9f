import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { fakeApi, type FakeCall } from '@client/test/fake-api';
import { jsonQuery } from './queries/options';
import { TypeAheadSelect } from './type-ahead-select';

const VENDORS = ['Acme Supply', 'Bolt Tools', 'CDW', 'Dell Technologies', 'Staples'];

/** A server for GET /api/test-vendor-options?q=: the names containing q, each with its id. */
function serveOptions(): FakeCall[] {
  return fakeApi(({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const rows = VENDORS.filter((n) => n.toLowerCase().includes(q)).map((name) => ({
      id: `id-${name}`,
      name,
    }));
    return { status: 200, body: rows };
  });
}

const options = (q: string) =>
  jsonQuery(
    ['test-vendor-options', q],
    `/api/test-vendor-options${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    z.array(z.object({ id: z.string(), name: z.string() })),
  );

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <label htmlFor="vendor">Vendor</label>
      <TypeAheadSelect
        id="vendor"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        options={options}
        leading={[{ value: 'all', label: 'All Vendors' }]}
        searchLabel="Search vendors"
        emptyText="No vendors found"
      />
    </>
  );
}

const renderPicker = (onChange = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Picker onChange={onChange} />
    </QueryClientProvider>,
  );

// The popover measures its anchor (Radix) and cmdk scrolls the selected option into view: jsdom has neither.
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

describe('TypeAheadSelect', () => {
  it('asks the server only once opened, then for the typed text, and shows the chosen option', async () => {
    const calls = serveOptions();
    const onChange = vi.fn();
    renderPicker(onChange);
    const box = screen.getByRole('combobox', { name: 'Vendor' });
    expect(box.textContent).toBe('All Vendors');
    expect(calls).toEqual([]);

    await userEvent.click(box);
    // The popover loads on the first opening: a busy machine may take a few seconds to compile it.
    expect(await screen.findByRole('option', { name: 'Staples' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search vendors' }), 'dell');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Staples' })).toBeNull());
    expect(calls.at(-1)?.url).toBe('/api/test-vendor-options?q=dell');
    await userEvent.click(await screen.findByRole('option', { name: 'Dell Technologies' }));

    expect(onChange).toHaveBeenCalledWith('id-Dell Technologies');
    expect(screen.getByRole('combobox', { name: 'Vendor' }).textContent).toBe('Dell Technologies');
  });

  it('says when nothing matches and keeps the fixed options', async () => {
    serveOptions();
    renderPicker();
    await userEvent.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search vendors' }), 'zzz');
    expect(await screen.findByText('No vendors found')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Vendors' })).toBeTruthy();
  });

  it("labels the matches with optionLabel and hands the picked match's row to onChange", async () => {
    serveOptions();
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <label htmlFor="po">PO</label>
        <TypeAheadSelect
          id="po"
          value=""
          onChange={onChange}
          options={options}
          optionLabel={(row) => `${row.name} · ${row.id}`}
          leading={[{ value: 'none', label: 'None' }]}
          searchLabel="Search"
          emptyText="Nothing"
        />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'PO' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CDW · id-CDW' }));
    expect(onChange).toHaveBeenLastCalledWith('id-CDW', 'CDW · id-CDW', { id: 'id-CDW', name: 'CDW' });

    await userEvent.click(screen.getByRole('combobox', { name: 'PO' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith('none', 'None', undefined);
  });
});
