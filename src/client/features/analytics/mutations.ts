import { useMutation } from '@tanstack/react-query';
import { deletedFilterSetSchema, filterSetSchema, type CreateFilterSet } from '@shared/analytics/filter-sets';

import { sendJson } from '../../lib/api';
import { FILTER_SETS_URL, filterSetUrl } from './queries';

/** POST /api/analytics/filter-sets: a named set of the current filters. */
export function useSaveFilterSet() {
  return useMutation({
    mutationFn: (input: CreateFilterSet) => sendJson('POST', FILTER_SETS_URL, input, filterSetSchema),
    meta: { silent: true, changes: ['filterSet'] },
  });
}

/** DELETE /api/analytics/filter-sets/{id} */
export function useDeleteFilterSet() {
  return useMutation({
    mutationFn: (id: string) => sendJson('DELETE', filterSetUrl(id), undefined, deletedFilterSetSchema),
    meta: { changes: ['filterSet'] },
  });
}
