import { z } from 'zod';
import { auditEntrySchema, auditUserSchema } from '@shared/admin/audit-schemas';

import type { ListParams } from '../../lib/api';
import { jsonQuery, listQuery, typeAheadQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const AUDIT_URL = '/api/admin/audit';

export const auditQueries = {
  /** GET /api/admin/audit: one page of entries, newest first, under the filters. */
  list: (params: ListParams) => listQuery([QUERY_ROOT.auditLog, 'list'], AUDIT_URL, params, auditEntrySchema),
  /** GET /api/admin/audit/users?q=: the user filter's matches (any status). */
  users: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.auditLog, 'users', q],
      `${AUDIT_URL}/users${typeAheadQuery({ q })}`,
      z.array(auditUserSchema),
    ),
};
