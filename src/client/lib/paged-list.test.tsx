import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from './columns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import type { ListParams } from './api';
import { DataTable } from './data-table';
import { PagedTable, usePagedList } from './paged-list';
import { fakeApi, type FakeCall } from '@client/test/fake-api';
import { listQuery } from './queries/options';
import { SearchField } from './search-field';

type Vendor = { id: string; name: string; spend: number };

const VENDORS: Vendor[] = [
  { id: 'v1', name: 'Acme', spend: 300 },
  { id: 'v2', name: 'Dell', spend: 100 },
  { id: 'v3', name: 'CDW', spend: 500 },
  { id: 'v4', name: 'Bolt', spend: 200 },
  { id: 'v5', name: 'Staples', spend: 400 },
];

const COLUMNS: ColumnDef<Vendor>[] = [
  { id: 'name', header: 'Vendor', cell: ({ row }) => row.original.name },
  { id: 'spend', header: 'Spend', cell: ({ row }) => String(row.original.spend) },
];

/** A server for GET /api/test-vendors: search, sort, limit and offset, and X-Total-Count. */
function serveVendors(): FakeCall[] {
  return fakeApi(({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const sort = query.get('sort') ?? 'name';
    const field = sort.replace(/^-/, '') as keyof Vendor;
    const rows = VENDORS.filter((v) => v.name.toLowerCase().includes(q)).sort(
      (a, b) => (a[field] > b[field] ? 1 : -1) * (sort.startsWith('-') ? -1 : 1),
    );
    const offset = Number(query.get('offset') ?? 0);
    const page = rows.slice(offset, offset + Number(query.get('limit')));
    return { status: 200, body: page, headers: { 'X-Total-Count': String(rows.length) } };
  });
}

const vendorList = (params: ListParams) =>
  listQuery(
    ['test-vendors'],
    '/api/test-vendors',
    params,
    z.object({ id: z.string(), name: z.string(), spend: z.number() }),
  );

function VendorsTable() {
  const paged = usePagedList<Vendor>(vendorList, {
    pageSize: 2,
    defaultSort: { field: 'name', desc: false },
  });
  return (
    <>
      <SearchField label="Search vendors" placeholder="Search..." {...paged.search} />
      <PagedTable
        paged={paged}
        label="Vendors"
        columns={COLUMNS}
        loadingText="Loading vendors..."
        emptyText="No vendors found"
        sortable={['name', 'spend']}
      />
    </>
  );
}

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Vendors' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <VendorsTable />
    </QueryClientProvider>,
  );
}

let calls: FakeCall[] = [];
beforeEach(() => {
  calls = serveVendors();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PagedTable with usePagedList', () => {
  it('shows the first page, then pages through the server list', async () => {
    const user = userEvent.setup();
    renderTable();
    await waitFor(() => expect(shownNames()).toEqual(['Acme', 'Bolt']));
    expect(screen.getByText('Showing 1–2 of 5')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Vendors pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(['CDW', 'Dell']));
    expect(screen.getByText('Showing 3–4 of 5')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/test-vendors?sort=name&limit=2&offset=2');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(['Staples']));
    expect(screen.getByText('Showing 5–5 of 5')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('sorts by a clicked column on the server and returns to the first page', async () => {
    const user = userEvent.setup();
    renderTable();
    await waitFor(() => expect(shownNames()).toEqual(['Acme', 'Bolt']));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(['CDW', 'Dell']));

    const spend = screen.getByRole('columnheader', { name: 'Spend' });
    expect(spend.getAttribute('aria-sort')).toBe('none');
    await user.click(within(spend).getByRole('button'));
    await waitFor(() => expect(shownNames()).toEqual(['Dell', 'Bolt']));
    expect(screen.getByText('Showing 1–2 of 5')).toBeTruthy();
    expect(spend.getAttribute('aria-sort')).toBe('ascending');
    expect(calls.at(-1)?.url).toBe('/api/test-vendors?sort=spend&limit=2&offset=0');

    await user.click(within(spend).getByRole('button'));
    await waitFor(() => expect(shownNames()).toEqual(['CDW', 'Staples']));
    expect(spend.getAttribute('aria-sort')).toBe('descending');
  });

  it('says so when nothing matches the search', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Acme');
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'zzz');
    expect(await screen.findByText('No vendors found')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/test-vendors?q=zzz&sort=name&limit=2&offset=0');
    expect(screen.queryByRole('navigation', { name: 'Vendors pages' })).toBeNull();
  });
});

describe('DataTable', () => {
  const table = (props: Partial<Parameters<typeof DataTable<Vendor>>[0]>) => (
    <DataTable<Vendor>
      label="Vendors"
      columns={COLUMNS}
      rows={VENDORS.slice(0, 2)}
      loadingText="Loading vendors..."
      emptyText="No vendors found"
      loading={false}
      getRowId={(v) => v.id}
      {...props}
    />
  );

  it('asks for the sort a header click means: another column ascending, the same one flipped', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(
      table({ sortable: ['name', 'spend'], sort: { field: 'name', desc: false }, onSortChange }),
    );
    expect(screen.getByRole('columnheader', { name: 'Vendor' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Spend' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'spend', desc: false });
    await user.click(screen.getByRole('button', { name: 'Vendor' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', desc: true });

    rerender(table({ sortable: ['spend'], sort: { field: 'spend', desc: true }, onSortChange }));
    expect(screen.getByRole('columnheader', { name: 'Spend' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.queryByRole('button', { name: 'Vendor' })).toBeNull();
  });

  it('shows the loading text before the first page and the empty text for no rows', () => {
    const { rerender } = render(table({ rows: undefined, loading: true }));
    expect(screen.getByRole('cell', { name: 'Loading vendors...' })).toBeTruthy();
    rerender(table({ rows: [] }));
    expect(screen.getByRole('cell', { name: 'No vendors found' })).toBeTruthy();
    expect(screen.queryByText('Acme')).toBeNull();
  });
});
