import { and, eq } from 'drizzle-orm';
import { DECISION_STATUS, requestDecisionError, type RequestDecision } from '@shared/vendors/state';
import type { DbOrTx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { conflict } from '../http/errors';

type RequestRecord = typeof vendorRequests.$inferSelect;

/**
 * Decides a new-vendor request through its state machine (pending → approved | rejected, once;
 * src/shared/vendors/state.ts): 409 when already decided, conditional on the status read so a
 * concurrent decision is a 409 too. Stamps the reviewer and the time with the decision's fields.
 */
export async function decideRequest(
  tx: DbOrTx,
  row: Pick<RequestRecord, 'id' | 'status'>,
  decision: RequestDecision,
  reviewer: { id: string; at: Date },
  extra: Partial<typeof vendorRequests.$inferInsert> = {},
): Promise<void> {
  const error = requestDecisionError(row.status, decision);
  if (error) throw conflict(error);
  const [updated] = await tx
    .update(vendorRequests)
    .set({ ...extra, status: DECISION_STATUS[decision], reviewedBy: reviewer.id, reviewedAt: reviewer.at })
    .where(and(eq(vendorRequests.id, row.id), eq(vendorRequests.status, row.status)))
    .returning({ id: vendorRequests.id });
  if (!updated) throw conflict('This vendor request was decided meanwhile; reload it.');
}
