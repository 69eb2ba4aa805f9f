import { and, eq, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DuplicateReason, VendorDuplicate } from '@shared/vendors/types';
import type { DbOrTx } from '../db/client';
import { vendorNameKey, vendorRequests, vendors } from '../db/schema/vendors';
import { inTurn } from '../db/in-turn';

/**
 * Duplicate vendor check for an onboarding request: an existing vendor or another pending request
 * with the same EIN (digits compared, so '12-3456789' = '123456789'), or with the same name
 * (compared case- and space-insensitively) and the same ZIP code (first five characters).
 */
export type DuplicateProbe = {
  id: string;
  companyName: string;
  ein: string | null;
  zipCode: string;
  /** The vendor this request already created (excluded from its own duplicates). */
  vendorId: string | null;
};

export const nameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
export const einKey = (ein: string | null) => (ein ?? '').replace(/\D/g, '');
export const zipKey = (zip: string | null) => (zip ?? '').replace(/\s+/g, '').slice(0, 5);

const nameSql = (c: AnyColumn) => sql`lower(regexp_replace(${c}, '\\s', '', 'g'))`;
const einSql = (c: AnyColumn) => sql`regexp_replace(coalesce(${c}, ''), '[^0-9]', '', 'g')`;
const zipSql = (c: AnyColumn) => sql`left(regexp_replace(coalesce(${c}, ''), '\\s', '', 'g'), 5)`;

function matchConditions(probe: DuplicateProbe, cols: { name: AnyColumn; ein: AnyColumn; zip: AnyColumn }) {
  const ein = einKey(probe.ein);
  const sameEin: SQL = ein ? sql`${einSql(cols.ein)} = ${ein}` : sql`false`;
  const sameNameZip = and(
    sql`${nameSql(cols.name)} = ${nameKey(probe.companyName)}`,
    sql`${zipSql(cols.zip)} = ${zipKey(probe.zipCode)}`,
  )!;
  const reason = sql<DuplicateReason>`case when ${sameEin} then 'Same EIN' else 'Same name and ZIP code' end`;
  return { where: or(sameEin, sameNameZip)!, reason };
}

export async function findDuplicates(db: DbOrTx, probe: DuplicateProbe): Promise<VendorDuplicate[]> {
  const v = matchConditions(probe, { name: vendors.name, ein: vendors.ein, zip: vendors.zipCode });
  const r = matchConditions(probe, {
    name: vendorRequests.companyName,
    ein: vendorRequests.ein,
    zip: vendorRequests.zipCode,
  });
  const [vendorRows, requestRows] = await inTurn(
    () =>
      db
        .select({ id: vendors.id, name: vendors.name, reason: v.reason })
        .from(vendors)
        .where(and(v.where, probe.vendorId ? ne(vendors.id, probe.vendorId) : undefined))
        .orderBy(vendorNameKey, vendors.id),
    () =>
      db
        .select({ id: vendorRequests.id, name: vendorRequests.companyName, reason: r.reason })
        .from(vendorRequests)
        .where(and(r.where, eq(vendorRequests.status, 'pending'), ne(vendorRequests.id, probe.id)))
        .orderBy(vendorRequests.createdAt, vendorRequests.id),
  );
  return [
    ...vendorRows.map((d) => ({ vendorId: d.id, requestId: null, name: d.name, reason: d.reason })),
    ...requestRows.map((d) => ({ vendorId: null, requestId: d.id, name: d.name, reason: d.reason })),
  ];
}

/** 'Possible duplicate vendor: Acme (Same EIN); …' — the 409 an unconfirmed approval answers. */
export function duplicateMessage(duplicates: VendorDuplicate[]): string {
  const list = duplicates.map(
    (d) => `${d.name} (${d.reason}${d.requestId ? `, pending request ${d.requestId}` : ''})`,
  );
  return `Possible duplicate vendor: ${list.join('; ')}. Send confirmDuplicate: true to approve anyway.`;
}
