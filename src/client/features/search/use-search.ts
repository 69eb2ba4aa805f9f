import { useQuery } from '@tanstack/react-query';

import { isSearchable, SEARCH_DEBOUNCE_MS } from './search-rules';
import { useDebounce } from '../../lib/use-debounce';
import { searchQueries } from './queries';

/** Server search (GET /api/search?q=), ~200 ms after typing stops, only for more than 2 characters. */
export function useSearch(text: string) {
  const q = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = isSearchable(q);
  const query = useQuery({ ...searchQueries.results(q), enabled });
  const settled = q === text.trim();
  return {
    results: enabled ? (query.data ?? []) : [],
    loading: !settled || query.isFetching,
    error: query.error,
  };
}
