import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { UpdateVendor } from '@shared/vendors/schemas';
import type { VendorDetail } from '@shared/vendors/types';
import type { Db } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { conflict, notFound } from '../http/errors';
import { getVendorDetail } from './detail';
import { vendorStatusError } from '@shared/vendors/state';

const FIELDS = ['status', 'integrationType', 'contactName', 'contactEmail', 'contactPhone'] as const;

/**
 * PATCH /api/vendors/{id}: status (through the vendor state machine; 409 when not allowed),
 * integration type and contact fields, in one transaction with the row locked and an audit entry
 * listing what changed. Sending the current status again is no change.
 */
export async function updateVendor(
  db: Db,
  user: SessionUser,
  id: string,
  patch: UpdateVendor,
): Promise<VendorDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
    if (!row) throw notFound('Vendor');
    const changes: Partial<typeof vendors.$inferInsert> = {};
    const from: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const value = patch[field];
      if (value === undefined || value === row[field]) continue;
      if (field === 'status') {
        const error = vendorStatusError(row.status, value as string);
        if (error) throw conflict(error);
      }
      (changes as Record<string, unknown>)[field] = value;
      from[field] = row[field];
    }
    if (!Object.keys(changes).length) return;
    await tx.update(vendors).set(changes).where(eq(vendors.id, id));
    await audit(tx, {
      actorId: user.id,
      action: changes.status ? `vendor.status.${changes.status}` : 'vendor.update',
      entityType: 'vendor',
      entityId: id,
      details: { from, to: changes },
    });
  });
  return getVendorDetail(db, user, id);
}
