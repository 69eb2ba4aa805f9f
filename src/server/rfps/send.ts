import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { addVendorsRefusal, editWeightsRefusal, sendRfpRefusal } from '@shared/rfps/policies';
import type { AddRfpVendors, RfpDetail, RfpWeights } from '@shared/rfps/sourcing';
import { isBiddingOpen } from '@shared/rfps/state';
import type { Db } from '../db/client';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { enforce } from '../http/errors';
import { audit } from '../lib/audit';
import { findVisibleRfp } from '../access/rfps';
import { getRfpDetail } from './detail';
import { addInvitations, invite } from './invitations';
import { markSent } from './transitions';
import { enqueueBiddingClose } from './deadline-job';

/**
 * POST /api/rfps/{id}/send: draft → sent. Each invited address gets a fresh response link (its token's
 * hash kept) and an e-mail of its own; the close of bidding is enqueued for closesAt — one transaction.
 * 409 when already sent, without an invited address, or past the deadline.
 */
export async function sendRfp(db: Db, user: SessionUser, id: string, publicUrl: string): Promise<RfpDetail> {
  await db.transaction(async (tx) => {
    const rfp = await findVisibleRfp(tx, user, id, true);
    const invitations = await tx
      .select({ id: rfpVendors.id, email: rfpVendors.email })
      .from(rfpVendors)
      .where(eq(rfpVendors.rfpId, id));
    const now = new Date();
    enforce(sendRfpRefusal(user, { ...rfp, vendorCount: invitations.length }, now));
    await markSent(tx, id, now);
    await invite(tx, rfp, invitations, publicUrl, now);
    await enqueueBiddingClose(tx, rfp);
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.send',
      entityType: 'rfp',
      entityId: id,
      details: { invited: invitations.map((i) => i.email), closesAt: rfp.closesAt.toISOString() },
    });
  });
  return getRfpDetail(db, user, id);
}

/**
 * POST /api/rfps/{id}/vendors: adds the addresses not yet invited (case-insensitively), each linked to
 * the vendor whose contact e-mail it is; on a sent RFP still taking responses each is invited at once
 * (its own link and e-mail). 409 when closed or bidding has closed.
 */
export async function addRfpVendors(
  db: Db,
  user: SessionUser,
  id: string,
  input: AddRfpVendors,
  publicUrl: string,
): Promise<RfpDetail> {
  await db.transaction(async (tx) => {
    const rfp = await findVisibleRfp(tx, user, id, true);
    const now = new Date();
    enforce(addVendorsRefusal(user, rfp, now));
    const added = await addInvitations(tx, id, input.vendorEmails, user.id);
    const inviting = rfp.status !== 'draft' && isBiddingOpen(rfp, now);
    if (inviting) await invite(tx, rfp, added, publicUrl, now);
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.add-vendors',
      entityType: 'rfp',
      entityId: id,
      details: { added: added.map((a) => a.email), invited: inviting },
    });
  });
  return getRfpDetail(db, user, id);
}

/** PATCH /api/rfps/{id}/weights: the comparison weights (they add up to 100); 409 once closed. */
export async function setRfpWeights(
  db: Db,
  user: SessionUser,
  id: string,
  weights: RfpWeights,
): Promise<RfpDetail> {
  await db.transaction(async (tx) => {
    const rfp = await findVisibleRfp(tx, user, id, true);
    enforce(editWeightsRefusal(user, rfp));
    await tx
      .update(rfps)
      .set({ weightPrice: weights.price, weightDelivery: weights.delivery, weightOnTime: weights.onTime })
      .where(eq(rfps.id, id));
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.weights',
      entityType: 'rfp',
      entityId: id,
      details: {
        from: { price: rfp.weightPrice, delivery: rfp.weightDelivery, onTime: rfp.weightOnTime },
        to: weights,
      },
    });
  });
  return getRfpDetail(db, user, id);
}
