import { and, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import { rfps } from '../db/schema/rfps';

/**
 * THE rule for which RFPs (and so their invitations, responses, comparison, attachments and exports)
 * a user may see — the SQL twin of `canSeeRfp` (src/shared/rfps/policies.ts): roles that see every
 * department see every RFP; everyone else the RFPs of their own department. Undefined = no limit.
 */
export const visibleRfps = (user: SessionUser): SQL | undefined =>
  user.canViewAllDepartments ? undefined : eq(rfps.department, user.department);

/** The RFP row when the user may see it (locked for update when asked); 404 otherwise. */
export async function findVisibleRfp(db: DbOrTx, user: SessionUser, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(rfps)
    .where(and(eq(rfps.id, id), visibleRfps(user)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('RFP');
  return row;
}
