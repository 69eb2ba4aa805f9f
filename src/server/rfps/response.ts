import { and, eq, isNull } from 'drizzle-orm';
import { fromCents, toCents } from '@shared/money';
import type { RfpResponsePage, SaveRfpResponse } from '@shared/rfps/response';
import type { Db, DbOrTx } from '../db/client';
import { rfpResponses, rfpVendors } from '../db/schema/rfps';
import { audit } from '../lib/audit';
import { notify } from '../messages/notify';
import { openInvitation, responseOf, responsePage, type TokenInvitation } from './response-access';
import { markReceivingResponses } from './transitions';

/**
 * GET /api/rfp-response?token=…: the page of an invitation. The first view records viewedAt (audited);
 * a bad token is 404, a closed RFP or passed deadline 410 (and nothing is recorded).
 */
export async function viewRfpResponse(db: Db, token: string): Promise<RfpResponsePage> {
  return db.transaction(async (tx) => {
    const found = await openInvitation(tx, token);
    const [first] = await tx
      .update(rfpVendors)
      .set({ viewedAt: new Date() })
      .where(and(eq(rfpVendors.id, found.invitation.id), isNull(rfpVendors.viewedAt)))
      .returning({ id: rfpVendors.id });
    if (first)
      await audit(tx, {
        actorId: null,
        action: 'rfp.invitation-viewed',
        entityType: 'rfp',
        entityId: found.rfp.id,
        details: { invitationId: found.invitation.id, email: found.invitation.email },
      });
    return responsePage(tx, found);
  });
}

/** The response row (one per invitation), created or replaced by this save; returns its id. */
export async function upsertResponse(
  tx: DbOrTx,
  found: TokenInvitation,
  fields: Partial<typeof rfpResponses.$inferInsert> & { status: 'draft' | 'submitted' },
): Promise<string> {
  const { invitation } = found;
  const now = new Date();
  const [row] = await tx
    .insert(rfpResponses)
    .values({
      id: `${invitation.id}-resp`,
      rfpId: invitation.rfpId,
      vendorEmail: invitation.email,
      vendorId: invitation.vendorId,
      ...fields,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [rfpResponses.rfpId, rfpResponses.vendorEmail],
      set: { ...fields, vendorId: invitation.vendorId, updatedAt: now },
    })
    .returning({ id: rfpResponses.id });
  return row!.id;
}

/**
 * PUT /api/rfp-response?token=…: saves (draft) or submits the response; revisable until the deadline.
 * The first submit records submittedAt; the RFP's first submitted response moves it sent → responses
 * and tells its creator in the Messaging Center. Token and deadline are checked inside the transaction.
 */
export async function saveRfpResponse(
  db: Db,
  token: string,
  input: SaveRfpResponse,
): Promise<RfpResponsePage> {
  return db.transaction(async (tx) => {
    const found = await openInvitation(tx, token, { lock: true });
    const { rfp, invitation } = found;
    const before = await responseOf(tx, invitation);
    const now = new Date();
    const status = input.submit ? 'submitted' : 'draft';
    await upsertResponse(tx, found, {
      status,
      companyName: input.companyName,
      contactName: input.contactName ?? null,
      amount: fromCents(toCents(input.totalPrice)),
      lines: input.lines.map((l) => ({
        description: l.description,
        quantity: String(l.quantity),
        unitPrice: fromCents(toCents(l.unitPrice)),
      })),
      leadTimeDays: input.leadTimeDays ?? null,
      validUntil: input.validUntil ?? null,
      notes: input.notes ?? null,
      submittedAt: before?.submittedAt ?? (input.submit ? now : null),
    });
    await audit(tx, {
      actorId: null,
      action: input.submit ? 'rfp.response-submit' : 'rfp.response-save',
      entityType: 'rfp',
      entityId: rfp.id,
      details: { invitationId: invitation.id, email: invitation.email },
    });
    if (input.submit && (await markReceivingResponses(tx, rfp.id))) {
      await audit(tx, {
        actorId: null,
        action: 'rfp.responses',
        entityType: 'rfp',
        entityId: rfp.id,
        details: { from: 'sent', to: 'responses', firstResponseFrom: invitation.email },
      });
      if (rfp.createdBy)
        await notify(tx, {
          toUserIds: [rfp.createdBy],
          subject: `First response to RFP: ${rfp.title}`,
          content: `${input.companyName} (${invitation.email}) submitted the first response to "${rfp.title}" (${rfp.id}). Prices stay sealed until the deadline.`,
          threadId: `thread-${rfp.id}`,
          record: { type: 'rfp', id: rfp.id },
          kind: 'rfp-response',
          type: 'rfp',
        });
    }
    return responsePage(tx, found);
  });
}
