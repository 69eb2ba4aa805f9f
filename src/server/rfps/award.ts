import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { newVendorRequestPrefill } from '@shared/rfps/award';
import { awardRefusal } from '@shared/rfps/policies';
import type { AwardResult } from '@shared/rfps/sourcing';
import { RFP_STATE_MESSAGES, rfpMoveError } from '@shared/rfps/state';
import type { Db, Tx } from '../db/client';
import { rfpResponses, rfps } from '../db/schema/rfps';
import { findVisibleRfp } from '../access/rfps';
import { conflict, enforce, notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { ensureRequisitionSequence } from '../lib/ids';
import {
  queueAwardMails,
  raiseAwardRequisition,
  recordAwardSaving,
  type AwardContext,
} from './award-effects';
import { getRfpDetail } from './detail';
import { submittedResponses } from './submitted';

type Award = {
  responseId: string;
  vendorId: string | null;
  vendorName: string;
  amount: string;
  requisitionId: string | null;
};

/**
 * The transition responses → closed with the award recorded (who, what, when, by whom and the
 * requisition it raised); conditional on the status read, so a concurrent award is a 409.
 */
export async function awardRfp(
  tx: Tx,
  rfp: { id: string; status: string },
  award: Award,
  by: SessionUser,
  now: Date,
) {
  const refused = rfpMoveError(rfp.status, 'closed');
  if (refused) throw conflict(refused);
  const [row] = await tx
    .update(rfps)
    .set({
      status: 'closed',
      awardedResponseId: award.responseId,
      awardedVendorId: award.vendorId,
      awardedVendorName: award.vendorName,
      awardedAmount: award.amount,
      awardedAt: now,
      awardedBy: by.id,
      awardRequisitionId: award.requisitionId,
    })
    .where(and(eq(rfps.id, rfp.id), eq(rfps.status, rfp.status)))
    .returning({ id: rfps.id });
  if (!row) throw conflict(`${rfp.id} was changed meanwhile; reload it and try again.`);
}

/**
 * POST /api/rfps/{id}/award, in one transaction with the RFP row locked: the response must be one of
 * the RFP's (404) and submitted (409). The RFP closes with the award; a vendor in the vendor master
 * gets a draft requisition for the RFP's creator to submit, any other vendor the prefill of a new
 * vendor request; the saving is recorded; the winner gets the award e-mail, the other respondents a
 * regret; the award is audited.
 */
export async function awardRfpResponse(
  db: Db,
  user: SessionUser,
  id: string,
  input: { responseId: string },
): Promise<AwardResult> {
  const now = new Date();
  await ensureRequisitionSequence(db, now.getFullYear());
  const outcome = await db.transaction(async (tx) => {
    const rfp = await findVisibleRfp(tx, user, id, true);
    enforce(awardRefusal(user, rfp, now));
    const [chosen] = await tx
      .select({ id: rfpResponses.id, status: rfpResponses.status })
      .from(rfpResponses)
      .where(and(eq(rfpResponses.id, input.responseId), eq(rfpResponses.rfpId, rfp.id)));
    if (!chosen) throw notFound('Response');
    if (chosen.status !== 'submitted') throw conflict(RFP_STATE_MESSAGES.noResponses);
    const responses = await submittedResponses(tx, rfp.id);
    const winner = responses.find((r) => r.id === chosen.id)!;
    const c: AwardContext = { tx, user, rfp, winner, responses, now };

    const vendorName = winner.vendorName;
    const requisitionId = winner.vendorId
      ? await raiseAwardRequisition(c, { id: winner.vendorId, name: vendorName })
      : null;
    const newVendorRequest = winner.vendorId
      ? null
      : newVendorRequestPrefill(rfp, { ...winner, totalPrice: winner.amount }, responses.length);
    const award = {
      responseId: winner.id,
      vendorId: winner.vendorId,
      vendorName,
      amount: winner.amount,
      requisitionId,
    };
    await awardRfp(tx, rfp, award, user, now);
    const saving = await recordAwardSaving(c, requisitionId, vendorName);
    await queueAwardMails(c, vendorName);
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.award',
      entityType: 'rfp',
      entityId: rfp.id,
      details: {
        ...award,
        responses: responses.length,
        savingId: saving?.id ?? null,
        savingsAmount: saving?.savingsAmount ?? null,
        savingBasis: saving?.basis ?? null,
      },
    });
    return {
      requisitionId,
      newVendorRequest,
      savingId: saving?.id ?? null,
      savingsAmount: saving?.savingsAmount ?? null,
    };
  });
  return { rfp: await getRfpDetail(db, user, id), ...outcome };
}
