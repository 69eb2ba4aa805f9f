import { and, asc, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@shared/money';
import type { AttachmentOwnerType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { rfpResponses, rfpVendors } from '../db/schema/rfps';
import { vendors } from '../db/schema/vendors';

/** The owner type of a vendor response's files in `attachments`. */
export const RFP_RESPONSE_OWNER: AttachmentOwnerType = 'rfp-response';

/**
 * The vendor master's vendor of a response: the one the response or its invitation is linked to,
 * else one whose contact e-mail is the responding address (an active one first).
 */
const matchedVendorId = sql<string | null>`coalesce(${rfpResponses.vendorId}, ${rfpVendors.vendorId},
  (select m.id from vendors m where lower(m.contact_email) = lower(${rfpResponses.vendorEmail})
    order by (m.status = 'active') desc, m.id limit 1))`;

export type SubmittedResponse = Awaited<ReturnType<typeof submittedResponses>>[number];

/**
 * The submitted responses of one RFP, cheapest first, in one statement: each with its invitation,
 * its vendor in the vendor master (name, contact, on-time rate) when there is one, and its files.
 */
export async function submittedResponses(db: DbOrTx, rfpId: string) {
  const rows = await db
    .select({
      id: rfpResponses.id,
      invitationId: rfpVendors.id,
      vendorEmail: rfpResponses.vendorEmail,
      vendorId: vendors.id,
      masterName: vendors.name,
      companyName: rfpResponses.companyName,
      contactName: rfpResponses.contactName,
      amount: sql<string>`coalesce(${rfpResponses.amount}, 0)::numeric(14,2)::text`,
      lines: rfpResponses.lines,
      leadTimeDays: rfpResponses.leadTimeDays,
      validUntil: rfpResponses.validUntil,
      notes: rfpResponses.notes,
      submittedAt: sql<Date>`coalesce(${rfpResponses.submittedAt}, ${rfpResponses.updatedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      onTimeRate: sql<number | null>`${vendors.onTimeRate}::float8`,
      files: sql<{ id: string; fileName: string; size: number }[] | string>`(
        select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size)
          order by a.created_at, a.id), '[]'::json)
        from attachments a where a.owner_type = ${RFP_RESPONSE_OWNER} and a.owner_id = ${rfpResponses.id})`,
    })
    .from(rfpResponses)
    .leftJoin(
      rfpVendors,
      and(
        eq(rfpVendors.rfpId, rfpResponses.rfpId),
        sql`lower(${rfpVendors.email}) = lower(${rfpResponses.vendorEmail})`,
      ),
    )
    .leftJoin(vendors, eq(vendors.id, matchedVendorId))
    .where(and(eq(rfpResponses.rfpId, rfpId), eq(rfpResponses.status, 'submitted')))
    .orderBy(
      asc(rfpResponses.amount),
      asc(sql`coalesce(${rfpResponses.submittedAt}, ${rfpResponses.updatedAt})`),
      asc(rfpResponses.id),
    );
  return rows.map(({ masterName, files, lines, ...r }) => ({
    ...r,
    /** Quantities and prices as the API's numeric strings, however the JSON holds them. */
    lines: lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: fromCents(toCents(l.unitPrice)),
    })),
    /** The vendor master's name, else the company name the vendor gave, else its address. */
    vendorName: masterName ?? (r.companyName || r.vendorEmail),
    attachments: typeof files === 'string' ? (JSON.parse(files) as Exclude<typeof files, string>) : files,
  }));
}
