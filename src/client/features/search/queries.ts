import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { searchResultSchema } from '@shared/search/types';

import { getJson, withParams } from '../../lib/api';
import { QUERY_ROOT } from '../../lib/queries/roots';

const searchResultsSchema = z.array(searchResultSchema);

export const searchQueries = {
  /** GET /api/search?q=: records, contracts, vendors and products matching the text. */
  results: (q: string) =>
    queryOptions({
      queryKey: [QUERY_ROOT.search, q],
      queryFn: ({ signal }) => getJson(withParams('/api/search', { q }), searchResultsSchema, signal),
      placeholderData: keepPreviousData,
    }),
};
