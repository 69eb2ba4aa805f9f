import { keepPreviousData, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { getJson, getList, type ListPage, type ListParams } from '../api';

/** `?q=…&status=…` of a type-ahead: only the parameters that are set. */
export const typeAheadQuery = (params: Record<string, string | undefined>) => {
  const set = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return set.length ? `?${new URLSearchParams(set).toString()}` : '';
};

/** The query options of one JSON resource (GET `url`, parsed by `schema`), keyed by `key`. */
export function jsonQuery<S extends z.ZodType>(key: readonly unknown[], url: string, schema: S) {
  return queryOptions({
    queryKey: [...key],
    queryFn: ({ signal }) => getJson(url, schema, signal),
  });
}

/**
 * The query options of one server page (limit, offset, sort, q and filters travel as query parameters),
 * keyed by `key` and the parameters. The previous page stays on screen while the next one loads.
 */
export function listQuery<S extends z.ZodType>(
  key: readonly unknown[],
  url: string,
  params: ListParams,
  row: S,
) {
  return queryOptions({
    queryKey: [...key, params],
    queryFn: ({ signal }) => getList(url, params, row, signal),
    placeholderData: keepPreviousData,
  });
}

/** A factory's list query (e.g. `vendorQueries.list`): what a paged list screen (`usePagedList`) is given. */
export type PageQuery<T> = (
  params: ListParams,
) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, unknown[]>;
