import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rfpResponses } from '../db/schema/rfps';
import { enqueue } from '../jobs/queue';
import type { JobDefinition } from '../jobs/runner';
import { audit } from '../lib/audit';
import { notify } from '../messages/notify';
import { closeDueBidding, type ClosedBidding } from './transitions';

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

/**
 * Closes bidding, in the caller's transaction, on the RFPs whose deadline has come (all, or the one
 * named): the transition, an audit entry `rfp.bidding-closed` and a message to the creator each.
 * Idempotent (an RFP already closed is skipped). Returns the ids closed.
 */
export async function closeBidding(tx: DbOrTx, rfpId?: string): Promise<string[]> {
  const closed = await closeDueBidding(tx, rfpId);
  for (const rfp of closed) await afterClose(tx, rfp);
  return closed.map((r) => r.id);
}

async function afterClose(tx: DbOrTx, rfp: ClosedBidding) {
  const [submitted] = await tx
    .select({ n: count() })
    .from(rfpResponses)
    .where(and(eq(rfpResponses.rfpId, rfp.id), eq(rfpResponses.status, 'submitted')));
  const responses = submitted?.n ?? 0;
  await audit(tx, {
    actorId: null,
    action: 'rfp.bidding-closed',
    entityType: 'rfp',
    entityId: rfp.id,
    details: { responses },
  });
  if (!rfp.createdBy) return;
  const what = responses === 1 ? '1 response was' : `${responses} responses were`;
  await notify(tx, {
    toUserIds: [rfp.createdBy],
    subject: `Bidding closed on RFP: ${rfp.title}`,
    content: `The deadline for "${rfp.title}" (${rfp.id}) has passed and it no longer takes responses: ${what} submitted.${responses ? ' Compare them side by side and award the RFP.' : ''}`,
    threadId: `thread-${rfp.id}`,
    record: { type: 'rfp', id: rfp.id },
    kind: 'rfp-response',
    type: 'rfp',
  });
}

/**
 * The deadline job (decision 012): closes bidding on every RFP whose deadline has come — the one it
 * was enqueued for and any other that is due — in one transaction. Runs once per RFP however often
 * it is retried or run by several instances (the close is a conditional update).
 */
export function rfpDeadlineJob(log?: { info: (obj: object, msg: string) => void }): JobDefinition {
  return {
    kind: RFP_CLOSE_JOB,
    maxAttempts: 5,
    handler: async (_payload, { db }) => {
      const closed = await db.transaction((tx) => closeBidding(tx));
      if (closed.length) log?.info({ rfps: closed }, 'RFP bidding closed at the deadline');
    },
  };
}
