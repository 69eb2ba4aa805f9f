import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/queue';

/** The job that closes an RFP's bidding at its deadline (payload `{ rfpId }`, run at closesAt). */
export const RFP_CLOSE_JOB = 'rfp.close-bidding';

/**
 * Enqueues the close of bidding of a sent RFP, due at its closesAt, in the caller's transaction: a row
 * of the jobs table, so it survives restarts (decision 012). One pending job per RFP (`rfp-close:<id>`).
 */
export function enqueueBiddingClose(tx: DbOrTx, rfp: { id: string; closesAt: Date }) {
  return enqueue(tx, {
    kind: RFP_CLOSE_JOB,
    payload: { rfpId: rfp.id },
    runAt: rfp.closesAt,
    dedupeKey: `rfp-close:${rfp.id}`,
  });
}
