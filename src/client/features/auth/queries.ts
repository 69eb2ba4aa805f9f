import { demoAccountSchema } from '@shared/auth/types';
import { z } from 'zod';

import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

/** GET /api/auth/demo-accounts: on a demo instance, the accounts (all with password procura-demo). */
export type DemoAccount = {
  email: string;
  name: string;
  title: string;
  roleLabel: string;
  department: string;
};
const demoAccountsSchema = z.array(demoAccountSchema);

export const authQueries = {
  demoAccounts: () => jsonQuery([QUERY_ROOT.demoAccounts], '/api/auth/demo-accounts', demoAccountsSchema),
};
