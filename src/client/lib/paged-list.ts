import type { QueryFunction, QueryKey } from '@tanstack/react-query';

import { apiRequest, urlFromQueryKey } from './api';

/** A page of a server list: its rows and the X-Total-Count the server sent. */
export type PagedList<T> = { rows: T[]; total: number };

/** The total of a list answer: X-Total-Count, or the number of rows when the header is missing. */
export function totalFrom(header: string | null, rows: number): number {
  const n = header === null ? NaN : Number(header);
  return Number.isFinite(n) && n >= 0 ? n : rows;
}

/** Query function for list endpoints (key as in `urlFromQueryKey`): rows and X-Total-Count. */
export function pagedListQueryFn<T>(): QueryFunction<PagedList<T>> {
  return async ({ queryKey }: { queryKey: QueryKey }) => {
    const res = await apiRequest('GET', urlFromQueryKey(queryKey));
    const rows = (await res.json()) as T[];
    return { rows, total: totalFrom(res.headers.get('X-Total-Count'), rows.length) };
  };
}

/** Paging arithmetic for "Showing a–b of n" and Previous / Next. */
export function pageInfo(offset: number, limit: number, total: number) {
  const from = total === 0 ? 0 : Math.min(offset + 1, total);
  const to = Math.min(offset + limit, total);
  return {
    from,
    to,
    page: Math.floor(offset / limit) + 1,
    pages: Math.max(1, Math.ceil(total / limit)),
    hasPrevious: offset > 0,
    hasNext: offset + limit < total,
  };
}
