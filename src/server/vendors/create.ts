import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { createVendorSchema } from '@shared/vendors/schemas';
import type { VendorSummary } from '@shared/vendors/types';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { vendors } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { SEQUENCES, nextNumber } from '../lib/ids';
import { getVendorSummary } from './queries';

type CreateVendor = z.output<typeof createVendorSchema>;

/** The next free `vendor-NNN` id (ids already taken, e.g. by seeded rows, are skipped). */
async function nextVendorId(tx: DbOrTx): Promise<string> {
  for (;;) {
    const id = `vendor-${String(await nextNumber(tx, SEQUENCES.vendor)).padStart(3, '0')}`;
    const [taken] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
    if (!taken) return id;
  }
}

/** Inserts a vendor inside the caller's transaction, with its audit entry; returns the new id. */
export async function insertVendorRow(
  tx: DbOrTx,
  actorId: string,
  input: CreateVendor,
  details: Record<string, unknown> = {},
): Promise<string> {
  const vendorId = await nextVendorId(tx);
  const { onTimeRate, ...fields } = input;
  await tx.insert(vendors).values({
    ...fields,
    id: vendorId,
    onTimeRate: onTimeRate === null || onTimeRate === undefined ? null : onTimeRate.toFixed(2),
  });
  await audit(tx, {
    actorId,
    action: 'vendor.create',
    entityType: 'vendor',
    entityId: vendorId,
    details: { name: input.name, status: input.status, integrationType: input.integrationType, ...details },
  });
  return vendorId;
}

/** POST /api/vendors: creates a vendor in one transaction. */
export async function createVendor(db: Db, user: SessionUser, input: CreateVendor): Promise<VendorSummary> {
  const id = await db.transaction((tx) => insertVendorRow(tx, user.id, input));
  return (await getVendorSummary(db, id))!;
}
