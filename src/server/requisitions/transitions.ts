import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { conflict, notFound } from '../http/errors';
import { requisitionTransitionError } from '@shared/requisitions/state';

type Row = typeof requisitions.$inferSelect;

/**
 * Moves a requisition to another status through the state machine (409 when not allowed), stamping
 * approvedAt on approval. Conditional on the status read, so a concurrent change is a 409 too.
 */
export async function moveRequisition(
  tx: DbOrTx,
  id: string,
  to: string,
  now: Date,
  extra: Partial<typeof requisitions.$inferInsert> = {},
  /** The status now, when the caller knows it for sure (it wrote the row in this transaction): no read. */
  knownStatus?: string,
): Promise<Row> {
  const current = knownStatus
    ? { status: knownStatus }
    : (await tx.select().from(requisitions).where(eq(requisitions.id, id)).for('update'))[0];
  if (!current) throw notFound('Requisition');
  const refused = requisitionTransitionError(current.status, to, id);
  if (refused) throw conflict(refused);
  const [row] = await tx
    .update(requisitions)
    .set({ status: to, updatedAt: now, ...(to === 'approved' ? { approvedAt: now } : {}), ...extra })
    .where(and(eq(requisitions.id, id), eq(requisitions.status, current.status)))
    .returning();
  if (!row) throw conflict(`${id} was changed meanwhile; reload it and try again.`);
  return row;
}
