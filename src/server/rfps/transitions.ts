import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { rfpMoveError } from '@shared/rfps/state';
import type { DbOrTx } from '../db/client';
import { rfps } from '../db/schema/rfps';
import { conflict } from '../http/errors';

/**
 * The RFP's named transitions (issue 11), each one conditional UPDATE on the status read, inside the
 * caller's transaction (which writes the audit entry): draft → sent (send), sent → responses (the first
 * submitted response), and the close of bidding at the deadline. Award (responses → closed) is the
 * award's own.
 */

/** draft → sent, with sentAt; 409 with the state machine's message when the RFP is no longer a draft. */
export async function markSent(tx: DbOrTx, rfpId: string, now: Date): Promise<void> {
  const [row] = await tx
    .update(rfps)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(rfps.id, rfpId), eq(rfps.status, 'draft')))
    .returning({ id: rfps.id });
  if (row) return;
  const [current] = await tx.select({ status: rfps.status }).from(rfps).where(eq(rfps.id, rfpId));
  throw conflict(rfpMoveError(current?.status ?? 'unknown', 'sent') ?? 'The RFP could not be sent.');
}

/** sent → responses (the first submitted response). False when it was already past sent. */
export async function markReceivingResponses(tx: DbOrTx, rfpId: string): Promise<boolean> {
  const rows = await tx
    .update(rfps)
    .set({ status: 'responses' })
    .where(and(eq(rfps.id, rfpId), eq(rfps.status, 'sent')))
    .returning({ id: rfps.id });
  return rows.length > 0;
}

export type ClosedBidding = { id: string; title: string; createdBy: string | null };

/**
 * Closes bidding (`bidding_closed_at = now()`) on the RFPs whose deadline has come (`closes_at <= now()`)
 * and that still take responses — all of them, or the one named. Idempotent: an RFP already closed is
 * not touched again. Reads the partial index of open RFPs by closes_at. Returns those it closed.
 */
export async function closeDueBidding(tx: DbOrTx, rfpId?: string): Promise<ClosedBidding[]> {
  return tx
    .update(rfps)
    .set({ biddingClosedAt: sql`now()` })
    .where(
      and(
        rfpId === undefined ? undefined : eq(rfps.id, rfpId),
        isNull(rfps.biddingClosedAt),
        inArray(rfps.status, ['sent', 'responses']),
        lte(rfps.closesAt, sql`now()`),
      ),
    )
    .returning({ id: rfps.id, title: rfps.title, createdBy: rfps.createdBy });
}
