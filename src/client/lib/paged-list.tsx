import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import type { ListPage, ListParams } from './api';
import { DataTable, type DataTableProps } from './data-table';
import { ListPager } from './list-pager';
import { sortParam, type ListSort } from './list-sort';
import { useDebounce } from './use-debounce';
import type { PageQuery } from './queries/options';

/**
 * The state of a server-paged list screen: the search text (debounced into `q`), its filters (each a
 * query parameter, 'all' for none), the sort and the page offset. Any change but paging returns to
 * the first page. `query` is the list's factory (e.g. `vendorQueries.list`).
 */
export function usePagedList<T, F extends string = never>(
  query: PageQuery<T>,
  {
    pageSize,
    defaultSort,
    initialSearch = '',
    filters: initialFilters,
  }: {
    pageSize: number;
    defaultSort: ListSort;
    initialSearch?: string;
    filters?: Record<F, string>;
  },
) {
  const [text, setText] = useState(initialSearch);
  const [filters, setFilters] = useState(() => initialFilters ?? ({} as Record<F, string>));
  const [sort, setSort] = useState(defaultSort);
  const [offset, setOffset] = useState(0);
  const q = useDebounce(text.trim());
  const params = useMemo<ListParams>(
    () => ({ q, ...filters, sort: sortParam(sort), limit: pageSize, offset }),
    [q, filters, sort, pageSize, offset],
  );
  const list = useQuery(query(params));
  return {
    list,
    /** The search, filters and sort without the page: what the screen's Export button exports. */
    exportParams: { q, ...filters, sort: sortParam(sort) } as ListParams,
    pageSize,
    offset,
    setOffset,
    sort,
    setSort: (next: ListSort) => {
      setSort(next);
      setOffset(0);
    },
    /** Props for the screen's SearchField. */
    search: {
      value: text,
      onChange: (value: string) => {
        setText(value);
        setOffset(0);
      },
    },
    /** Props for the FilterSelect of filter `key`. */
    filter: (key: F) => ({
      value: filters[key],
      onChange: (value: string) => {
        setFilters((current) => ({ ...current, [key]: value }));
        setOffset(0);
      },
    }),
  };
}

/** What the table and pager read of a paged list (whatever its filters). */
export type PagedList<T> = {
  list: { data: ListPage<T> | undefined; isPending: boolean };
  pageSize: number;
  offset: number;
  setOffset: (offset: number) => void;
  sort: ListSort;
  setSort: (sort: ListSort) => void;
};

/**
 * The DataTable of a paged list and its pager ("Showing 1–50 of 120", Previous / Next), named after the
 * table ('Vendors' → 'Vendors pages'); rows are told apart by their id.
 */
export function PagedTable<T extends { id: string }>({
  paged,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'loading' | 'sort' | 'onSortChange' | 'getRowId'> & {
  paged: PagedList<T>;
}) {
  return (
    <>
      <DataTable
        {...table}
        getRowId={(row) => row.id}
        rows={paged.list.data?.rows}
        loading={paged.list.isPending}
        sort={paged.sort}
        onSortChange={paged.setSort}
      />
      <ListPager
        label={`${table.label} pages`}
        offset={paged.offset}
        limit={paged.pageSize}
        page={paged.list.data}
        onOffsetChange={paged.setOffset}
      />
    </>
  );
}
