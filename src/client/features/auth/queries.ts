import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { getJson, pendingSchema } from '../../lib/api';
import { QUERY_ROOT } from '../../lib/queries/roots';

/** GET /api/auth/demo-accounts: on a demo instance, the accounts (all with password procura-demo). */
export type DemoAccount = {
  email: string;
  name: string;
  title: string;
  roleLabel: string;
  department: string;
};
// response schema: pending (issue 9 rule 4)
const demoAccountsSchema = z.array(pendingSchema<DemoAccount>());

export const authQueries = {
  demoAccounts: () =>
    queryOptions({
      queryKey: [QUERY_ROOT.demoAccounts],
      queryFn: ({ signal }) => getJson('/api/auth/demo-accounts', demoAccountsSchema, signal),
    }),
};
