import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { createVendorSchema, VendorSummary } from '@shared/vendors/schemas';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { audit } from '../http/audit';
import { nextCounter } from '../http/ids';
import { getVendorSummary } from './queries';

type CreateVendor = z.output<typeof createVendorSchema>;

/** Creates a vendor with the next free `vendor-NNN` id (ids already taken, e.g. by seeded rows, are skipped). */
export async function createVendor(db: Db, user: SessionUser, input: CreateVendor): Promise<VendorSummary> {
  const id = await db.transaction(async (tx) => {
    let vendorId = '';
    for (;;) {
      vendorId = `vendor-${String(await nextCounter(tx, 'vendor')).padStart(3, '0')}`;
      const [taken] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
      if (!taken) break;
    }
    const { onTimeRate, ...fields } = input;
    await tx.insert(vendors).values({
      ...fields,
      id: vendorId,
      onTimeRate: onTimeRate === null || onTimeRate === undefined ? null : onTimeRate.toFixed(2),
    });
    await audit(tx, {
      actorId: user.id,
      action: 'vendor.create',
      entityType: 'vendor',
      entityId: vendorId,
      details: { name: input.name, status: input.status, integrationType: input.integrationType },
    });
    return vendorId;
  });
  return (await getVendorSummary(db, id))!;
}
