import { and, asc, eq } from 'drizzle-orm';
import { RFP_RESPONSE_MESSAGES, type RfpResponsePage } from '@shared/rfps/response';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/attachments';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { vendors } from '../db/schema/vendors';
import { AppError } from '../http/errors';
import { iso } from '../lib/dates';
import { hashToken } from '../lib/tokens';
import { RFP_RESPONSE_OWNER } from './submitted';

/**
 * The vendor's side of an RFP (public: the response link's token is the only credential). Every use
 * case finds the invitation by its token's hash and checks the deadline inside its own transaction.
 */

export type TokenInvitation = {
  invitation: typeof rfpVendors.$inferSelect;
  rfp: typeof rfps.$inferSelect;
  vendorName: string | null;
};

const badToken = () => new AppError('not_found', RFP_RESPONSE_MESSAGES.badToken);
export const expired = () => new AppError('expired', RFP_RESPONSE_MESSAGES.closed);

/**
 * The invitation a token opens, with its RFP: 404 for a token nobody was given, 410 once responses are
 * no longer taken (deadline passed — compared here, even before the deadline job has run —, bidding
 * closed, or the RFP closed). `lock`: holds the RFP row until the caller's transaction ends, so the
 * close of bidding (an update of that row) comes wholly before or after this change, and two first
 * submissions move the RFP to responses one after the other.
 */
export async function openInvitation(
  tx: DbOrTx,
  token: string,
  opts: { lock?: boolean; now?: Date } = {},
): Promise<TokenInvitation> {
  const query = tx
    .select({ invitation: rfpVendors, rfp: rfps, vendorName: vendors.name })
    .from(rfpVendors)
    .innerJoin(rfps, eq(rfps.id, rfpVendors.rfpId))
    .leftJoin(vendors, eq(vendors.id, rfpVendors.vendorId))
    .where(eq(rfpVendors.tokenHash, hashToken(token)));
  const [row] = opts.lock ? await query.for('update', { of: rfps }) : await query;
  if (!row) throw badToken();
  const { rfp } = row;
  const now = opts.now ?? new Date();
  const taking = rfp.status === 'sent' || rfp.status === 'responses';
  if (!taking || rfp.biddingClosedAt || rfp.closesAt.getTime() <= now.getTime()) throw expired();
  return row;
}

/** The invitation's response so far (one per invited address), or undefined. */
export async function responseOf(tx: DbOrTx, invitation: { rfpId: string; email: string }) {
  const [row] = await tx
    .select()
    .from(rfpResponses)
    .where(and(eq(rfpResponses.rfpId, invitation.rfpId), eq(rfpResponses.vendorEmail, invitation.email)));
  return row;
}

/** The response page: the RFP as the vendor sees it, and its own response with its files. */
export async function responsePage(tx: DbOrTx, found: TokenInvitation): Promise<RfpResponsePage> {
  const { rfp, invitation } = found;
  const response = await responseOf(tx, invitation);
  const files = response
    ? await tx
        .select({ id: attachments.id, fileName: attachments.fileName, size: attachments.size })
        .from(attachments)
        .where(and(eq(attachments.ownerType, RFP_RESPONSE_OWNER), eq(attachments.ownerId, response.id)))
        .orderBy(asc(attachments.createdAt), asc(attachments.fileName), asc(attachments.id))
    : [];
  return {
    rfp: {
      title: rfp.title,
      category: rfp.category,
      description: rfp.description,
      requirements: rfp.requirements,
      deadline: rfp.deadline,
      closesAt: rfp.closesAt.toISOString(),
      contactEmail: rfp.contactEmail,
      department: rfp.department,
      budget: rfp.budget,
    },
    vendorEmail: invitation.email,
    vendorName: found.vendorName,
    open: true,
    response: response
      ? {
          id: response.id,
          status: response.status === 'submitted' ? 'submitted' : 'draft',
          companyName: response.companyName,
          contactName: response.contactName,
          totalPrice: response.amount,
          lines: response.lines,
          leadTimeDays: response.leadTimeDays,
          validUntil: response.validUntil,
          notes: response.notes,
          submittedAt: iso(response.submittedAt),
          updatedAt: response.updatedAt.toISOString(),
          attachments: files,
        }
      : null,
  };
}
