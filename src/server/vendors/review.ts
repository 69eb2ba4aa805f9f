import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { DEFAULT_VENDOR_CATEGORY, type ApproveVendorRequest, type UsState } from '@shared/vendors/schemas';
import type { VendorRequestDetail } from '@shared/vendors/types';
import { decideVendorRequestRefusal } from '@shared/vendors/policies';
import type { Db, Tx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { conflict, enforce, notFound } from '../http/errors';
import { notify } from '../messages/notify';
import { insertVendorRow } from './create';
import { duplicateMessage, findDuplicates } from './duplicates';
import { getVendorRequest } from './requests';
import { decideRequest } from './transitions';
import type { RequestDecision } from '@shared/vendors/state';

type RequestRecord = typeof vendorRequests.$inferSelect;

/**
 * The request row locked for the decision: 404 when missing, then the policy (decideVendorRequestRefusal):
 * 403 for the requester's own request (nobody decides what they asked for), 409 when already decided.
 */
async function lockPending(
  tx: Tx,
  user: SessionUser,
  id: string,
  decision: RequestDecision,
): Promise<RequestRecord> {
  const [row] = await tx.select().from(vendorRequests).where(eq(vendorRequests.id, id)).for('update');
  if (!row) throw notFound('Vendor request');
  enforce(decideVendorRequestRefusal(user, row, decision));
  return row;
}

/**
 * POST /api/vendor-requests/{id}/approve: creates the vendor (active, contact and address from the
 * request) and marks the request approved with its vendorId — refused (409) while a possible
 * duplicate exists unless `confirmDuplicate`. One transaction: vendor, request, audit, message to
 * the requester.
 */
export async function approveVendorRequest(
  db: Db,
  key: Buffer,
  user: SessionUser,
  id: string,
  input: ApproveVendorRequest,
): Promise<VendorRequestDetail> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, user, id, 'approve');
    const duplicates = await findDuplicates(tx, row);
    if (duplicates.length && !input.confirmDuplicate) throw conflict(duplicateMessage(duplicates));
    const vendorId = await insertVendorRow(
      tx,
      user.id,
      {
        name: row.companyName,
        category: input.category ?? DEFAULT_VENDOR_CATEGORY,
        integrationType: input.integrationType,
        status: 'active',
        contactName: row.contactPerson,
        contactEmail: row.contactEmail,
        contactPhone: row.contactPhone ?? undefined,
        address: row.address,
        city: row.city,
        state: row.state as UsState,
        zipCode: row.zipCode,
        country: row.country,
        ein: row.ein ?? undefined,
        onTimeRate: null,
      },
      { fromRequest: id },
    );
    await decideRequest(tx, row, 'approve', { id: user.id, at: new Date() }, { vendorId });
    await audit(tx, {
      actorId: user.id,
      action: 'vendor_request.approve',
      entityType: 'vendor-request',
      entityId: id,
      details: { vendorId, confirmedDuplicates: duplicates },
    });
    if (row.requestedBy) {
      await notify(tx, {
        toUserIds: [row.requestedBy],
        subject: `Vendor request approved: ${row.companyName}`,
        content: `Your new vendor request ${id} for ${row.companyName} was approved by ${user.name}. The vendor is now active in the Vendor Partnership Hub as ${vendorId}.`,
        threadId: `thread-${id}`,
        record: { type: 'vendor-request', id },
      });
    }
  });
  return getVendorRequest(db, key, user, id);
}

/** POST /api/vendor-requests/{id}/reject {reason}: pending → rejected with the reason, audit entry and a message to the requester. */
export async function rejectVendorRequest(
  db: Db,
  key: Buffer,
  user: SessionUser,
  id: string,
  reason: string,
): Promise<VendorRequestDetail> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, user, id, 'reject');
    await decideRequest(tx, row, 'reject', { id: user.id, at: new Date() }, { rejectionReason: reason });
    await audit(tx, {
      actorId: user.id,
      action: 'vendor_request.reject',
      entityType: 'vendor-request',
      entityId: id,
      details: { reason },
    });
    if (row.requestedBy) {
      await notify(tx, {
        toUserIds: [row.requestedBy],
        subject: `Vendor request rejected: ${row.companyName}`,
        content: `Your new vendor request ${id} for ${row.companyName} was rejected by ${user.name}.\n\nReason: ${reason}`,
        threadId: `thread-${id}`,
        record: { type: 'vendor-request', id },
      });
    }
  });
  return getVendorRequest(db, key, user, id);
}
