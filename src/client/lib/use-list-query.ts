import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { throwIfNotOk, urlFromQueryKey } from './api';

/** A page of a server list: its rows and the total of matching rows (the X-Total-Count header). */
export type ListPage<T> = { rows: T[]; total: number };

export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** GET `url` with `params` and read both the JSON array and X-Total-Count. */
export async function fetchListPage<T>(
  url: string,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const res = await fetch(urlFromQueryKey([url, params]), { credentials: 'include', signal });
  await throwIfNotOk(res);
  const rows = (await res.json()) as T[];
  const header = Number(res.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(header) ? header : rows.length };
}

/**
 * A server-side paged, sorted and filtered list (limit, offset, sort, q and filters travel as query
 * parameters). The key is [url, params, 'page'], so invalidating [url] refreshes it, while a plain
 * [url, params] query (an array, without the total) keeps its own cache entry. The previous page stays
 * on screen while the next one loads.
 */
export function useListQuery<T>(url: string, params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery<ListPage<T>>({
    queryKey: [url, params, 'page'],
    queryFn: ({ signal }) => fetchListPage<T>(url, params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
