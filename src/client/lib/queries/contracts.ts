import { queryOptions } from '@tanstack/react-query';
import type { ContractView } from '@shared/contracts/schemas';

import { getJson, pendingSchema, type ListParams } from '../api';
import { listQuery } from './list';
import { QUERY_ROOT } from './roots';

// response schema: pending (issue 9 rule 4)
const contractSchema = pendingSchema<ContractView>();

const CONTRACTS_URL = '/api/contracts';

/** The contracts (the Contract Management Hub, and a change order started from a contract). */
export const contractQueries = {
  all: [QUERY_ROOT.contracts] as const,
  /** GET /api/contracts: one server page, searched, filtered and sorted by the server. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.contracts, 'list'], CONTRACTS_URL, params, contractSchema),
  /** GET /api/contracts/{id} */
  detail: (id: string) =>
    queryOptions({
      queryKey: [QUERY_ROOT.contracts, 'detail', id],
      queryFn: ({ signal }) => getJson(`${CONTRACTS_URL}/${encodeURIComponent(id)}`, contractSchema, signal),
    }),
};
