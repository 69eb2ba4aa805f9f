import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import { rfpCan } from '@shared/rfps/policies';
import type { RfpStatus } from '@shared/rfps/schemas';
import type { InvitationState, RfpDetail, RfpInvitation } from '@shared/rfps/sourcing';
import { isBiddingOpen, isSealed } from '@shared/rfps/state';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { vendors } from '../db/schema/vendors';
import { notFound } from '../http/errors';
import { iso } from '../lib/dates';
import { fullName } from '../lib/names';
import { visibleRfps } from '../access/rfps';

const creator = alias(users, 'creator');
const awarder = alias(users, 'awarder');

/** The RFP row with who created and who awarded it, when the user may see it; 404 otherwise. */
async function rfpRow(db: DbOrTx, user: SessionUser, id: string) {
  const [row] = await db
    .select({
      rfp: rfps,
      createdByName: sql<string | null>`${fullName(creator)}`,
      awardedByName: sql<string | null>`${fullName(awarder)}`,
      responseCount: sql<number>`(select count(*)::int from ${rfpResponses} r
        where r.rfp_id = ${rfps.id} and r.status = 'submitted')`,
    })
    .from(rfps)
    .leftJoin(creator, eq(creator.id, rfps.createdBy))
    .leftJoin(awarder, eq(awarder.id, rfps.awardedBy))
    .where(and(eq(rfps.id, id), visibleRfps(user)));
  if (!row) throw notFound('RFP');
  return row;
}

/**
 * The invitations of an RFP in the order they were added, with the vendor's name and when the address
 * submitted its response (never what it offered).
 */
async function invitationsOf(db: DbOrTx, rfpId: string): Promise<RfpInvitation[]> {
  const rows = await db
    .select({
      id: rfpVendors.id,
      email: rfpVendors.email,
      vendorId: rfpVendors.vendorId,
      vendorName: vendors.name,
      invitedAt: rfpVendors.invitedAt,
      viewedAt: rfpVendors.viewedAt,
      respondedAt: rfpResponses.submittedAt,
    })
    .from(rfpVendors)
    .leftJoin(vendors, eq(vendors.id, rfpVendors.vendorId))
    .leftJoin(
      rfpResponses,
      and(
        eq(rfpResponses.rfpId, rfpVendors.rfpId),
        eq(rfpResponses.vendorEmail, rfpVendors.email),
        eq(rfpResponses.status, 'submitted'),
      ),
    )
    .where(eq(rfpVendors.rfpId, rfpId))
    .orderBy(sql`length(${rfpVendors.id})`, asc(rfpVendors.id));
  return rows.map((r) => ({
    ...r,
    state: invitationState(r),
    invitedAt: iso(r.invitedAt),
    viewedAt: iso(r.viewedAt),
    respondedAt: iso(r.respondedAt),
  }));
}

/** Where an invited address stands: responded (submitted) › viewed (opened its link) › invited › pending. */
export function invitationState(i: {
  invitedAt: Date | null;
  viewedAt: Date | null;
  respondedAt: Date | null;
}): InvitationState {
  if (i.respondedAt) return 'responded';
  if (i.viewedAt) return 'viewed';
  if (i.invitedAt) return 'invited';
  return 'pending';
}

/**
 * GET /api/rfps/{id} (and the answer of send, add vendors and weights): the RFP, its invitations and
 * their state, weights, award and what the user may do (`rfpCan`). Never a price of a response: those
 * are the comparison's, once bidding has closed. 404 when the user may not see it.
 */
export async function getRfpDetail(db: DbOrTx, user: SessionUser, id: string): Promise<RfpDetail> {
  const { rfp, createdByName, awardedByName, responseCount } = await rfpRow(db, user, id);
  const invitations = await invitationsOf(db, rfp.id);
  const now = new Date();
  const state = { ...rfp, vendorCount: invitations.length };
  return {
    id: rfp.id,
    title: rfp.title,
    category: rfp.category,
    description: rfp.description,
    requirements: rfp.requirements,
    budget: rfp.budget,
    deadline: rfp.deadline,
    closesAt: rfp.closesAt.toISOString(),
    biddingOpen: isBiddingOpen(rfp, now),
    sealed: isSealed(rfp, now),
    contactEmail: rfp.contactEmail,
    department: rfp.department,
    createdDate: rfp.createdDate.toISOString(),
    createdByName,
    sentAt: iso(rfp.sentAt),
    status: rfp.status as RfpStatus,
    responseCount,
    weights: { price: rfp.weightPrice, delivery: rfp.weightDelivery, onTime: rfp.weightOnTime },
    invitations,
    award:
      rfp.awardedResponseId && rfp.awardedAt
        ? {
            responseId: rfp.awardedResponseId,
            vendorId: rfp.awardedVendorId,
            vendorName: rfp.awardedVendorName ?? '',
            amount: rfp.awardedAmount ?? '0.00',
            awardedAt: rfp.awardedAt.toISOString(),
            awardedByName: rfp.awardedBy ? awardedByName : null,
            requisitionId: rfp.awardRequisitionId,
          }
        : null,
    can: rfpCan(user, state, now),
  };
}
