import { eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { CreateRfp, RfpView } from '@shared/rfps/schemas';
import type { Db } from '../db/client';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { vendors } from '../db/schema/vendors';
import { audit } from '../lib/audit';
import { SEQUENCES, nextNumber } from '../lib/ids';
import { getRfp } from './queries';

/**
 * Creates an RFP as a draft with no responses, dated now (whatever the client sent for those), with
 * id `rfp-NNN`. Vendor emails are kept once each (case-insensitively) and linked to the vendor whose
 * contact email they are, when there is one.
 */
export async function createRfp(db: Db, user: SessionUser, input: CreateRfp): Promise<RfpView> {
  const { vendorEmails, ...fields } = input;
  const seen = new Set<string>();
  const emails = vendorEmails.filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  const id = await db.transaction(async (tx) => {
    let rfpId = '';
    for (;;) {
      rfpId = `rfp-${String(await nextNumber(tx, SEQUENCES.rfp)).padStart(3, '0')}`;
      const [taken] = await tx.select({ id: rfps.id }).from(rfps).where(eq(rfps.id, rfpId));
      if (!taken) break;
    }
    await tx
      .insert(rfps)
      .values({ ...fields, id: rfpId, status: 'draft', createdBy: user.id, createdDate: new Date() });
    if (emails.length) {
      const known = await tx
        .select({ id: vendors.id, email: sql<string>`lower(${vendors.contactEmail})` })
        .from(vendors)
        .where(inArray(sql`lower(${vendors.contactEmail})`, [...seen]));
      const vendorByEmail = new Map(known.map((v) => [v.email, v.id]));
      await tx
        .insert(rfpVendors)
        .values(
          emails.map((email) => ({ rfpId, email, vendorId: vendorByEmail.get(email.toLowerCase()) ?? null })),
        );
    }
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.create',
      entityType: 'rfp',
      entityId: rfpId,
      details: { title: fields.title, vendorCount: emails.length },
    });
    return rfpId;
  });
  return getRfp(db, id);
}
