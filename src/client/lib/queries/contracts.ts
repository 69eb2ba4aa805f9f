import { contractViewSchema } from '@shared/contracts/schemas';

import { type ListParams } from '../api';
import { jsonQuery, listQuery } from './options';
import { QUERY_ROOT } from './roots';

const CONTRACTS_URL = '/api/contracts';

/** The contracts (the Contract Management Hub, and a change order started from a contract). */
export const contractQueries = {
  all: [QUERY_ROOT.contracts] as const,
  /** GET /api/contracts: one server page, searched, filtered and sorted by the server. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.contracts, 'list'], CONTRACTS_URL, params, contractViewSchema),
  /** GET /api/contracts/{id} */
  detail: (id: string) =>
    jsonQuery(
      [QUERY_ROOT.contracts, 'detail', id],
      `${CONTRACTS_URL}/${encodeURIComponent(id)}`,
      contractViewSchema,
    ),
};
