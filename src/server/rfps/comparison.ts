import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { buildComparison, comparisonRows } from '@shared/rfps/comparison';
import { compareRefusal } from '@shared/rfps/policies';
import type { RfpComparison } from '@shared/rfps/sourcing';
import type { DbOrTx } from '../db/client';
import { rfpResponses, rfps } from '../db/schema/rfps';
import { findVisibleRfp, visibleRfps } from '../access/rfps';
import { enforce, notFound } from '../http/errors';
import { toCsv } from '../http/csv';
import { ownedFile } from '../lib/attachments';
import { RFP_RESPONSE_OWNER, submittedResponses } from './submitted';

type RfpRow = Awaited<ReturnType<typeof findVisibleRfp>>;

export const rfpWeights = (rfp: Pick<RfpRow, 'weightPrice' | 'weightDelivery' | 'weightOnTime'>) => ({
  price: rfp.weightPrice,
  delivery: rfp.weightDelivery,
  onTime: rfp.weightOnTime,
});

/** The RFP when the user sees it (404 otherwise) and its prices are unsealed (409 before the deadline). */
async function unsealedRfp(db: DbOrTx, user: SessionUser, id: string): Promise<RfpRow> {
  const rfp = await findVisibleRfp(db, user, id);
  enforce(compareRefusal(rfp));
  return rfp;
}

/**
 * GET /api/rfps/{id}/comparison: one column per submitted response, with its scores under the RFP's
 * weights — two statements (the RFP, then its responses with their vendors and files).
 */
export async function getComparison(db: DbOrTx, user: SessionUser, id: string): Promise<RfpComparison> {
  const rfp = await unsealedRfp(db, user, id);
  const responses = await submittedResponses(db, rfp.id);
  return buildComparison(
    { id: rfp.id, weights: rfpWeights(rfp), awardedResponseId: rfp.awardedResponseId },
    responses.map((r) => ({
      responseId: r.id,
      invitationId: r.invitationId,
      vendorEmail: r.vendorEmail,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      knownVendor: r.vendorId !== null,
      totalPrice: r.amount,
      leadTimeDays: r.leadTimeDays,
      validUntil: r.validUntil,
      notes: r.notes,
      submittedAt: r.submittedAt.toISOString(),
      lines: r.lines,
      attachments: r.attachments,
      onTimeRate: r.onTimeRate,
    })),
  );
}

/** GET /api/rfps/{id}/comparison.csv: the comparison as CSV text, one column per vendor. */
export async function comparisonCsv(db: DbOrTx, user: SessionUser, id: string): Promise<string> {
  return toCsv(comparisonRows(await getComparison(db, user, id)));
}

/**
 * GET /api/rfps/{id}/responses/{responseId}/attachments/{fileId}: a file of a submitted response,
 * under the RFP's visibility (404) and only once prices are unsealed (409).
 */
export async function responseFile(
  db: DbOrTx,
  user: SessionUser,
  ids: { id: string; responseId: string; fileId: string },
) {
  const rfp = await unsealedRfp(db, user, ids.id);
  const [response] = await db
    .select({ id: rfpResponses.id })
    .from(rfpResponses)
    .where(
      and(
        eq(rfpResponses.id, ids.responseId),
        eq(rfpResponses.rfpId, rfp.id),
        eq(rfpResponses.status, 'submitted'),
      ),
    );
  if (!response) throw notFound('Response');
  return ownedFile(db, { ownerType: RFP_RESPONSE_OWNER, ownerId: response.id }, ids.fileId);
}

/**
 * Whether the user may download a file of this response through GET /api/attachments/{id}: the same
 * rule as above in one statement (the response submitted, its RFP visible to the user and unsealed).
 */
export async function canSeeResponseFiles(
  db: DbOrTx,
  user: SessionUser,
  responseId: string,
): Promise<boolean> {
  const [rfp] = await db
    .select({ status: rfps.status, closesAt: rfps.closesAt, biddingClosedAt: rfps.biddingClosedAt })
    .from(rfpResponses)
    .innerJoin(rfps, eq(rfps.id, rfpResponses.rfpId))
    .where(and(eq(rfpResponses.id, responseId), eq(rfpResponses.status, 'submitted'), visibleRfps(user)));
  return rfp !== undefined && compareRefusal(rfp) === null;
}
