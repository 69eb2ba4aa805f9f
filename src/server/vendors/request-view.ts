import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { canReadBankDetails, vendorRequestCan } from '@shared/vendors/policies';
import { maskLast4, type VendorRequestFile, type VendorRequestView } from '@shared/vendors/types';
import type { DbOrTx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { attachments } from '../db/schema/attachments';
import { users } from '../db/schema/auth';
import { unseal, type SealedCell } from './crypto';
import { visibleVendorRequests } from '../access/vendor-requests';

/** Where a request's bank numbers are stored: bound into the ciphertext (AES-GCM associated data). */
export const accountCell = (rowId: string): SealedCell => ({
  table: 'vendor_requests',
  column: 'account_number',
  rowId,
});
export const routingCell = (rowId: string): SealedCell => ({
  table: 'vendor_requests',
  column: 'routing_number',
  rowId,
});

/** Uploaded onboarding documents are attachments of this owner type. */
export const REQUEST_OWNER = 'vendor-request';

export const requesterName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

export type RequestRow = typeof vendorRequests.$inferSelect & { requestedByName: string | null };

export function toView(
  row: RequestRow,
  key: Buffer,
  clear: boolean,
  files: VendorRequestFile[],
  can: VendorRequestView['can'],
): VendorRequestView {
  // A value that does not open (another instance's key, a value moved from another row) is shown as
  // unavailable instead of failing the whole answer.
  let unavailable = false;
  const reveal = (sealed: string | null, last4: string | null, cell: SealedCell) => {
    if (!clear || !sealed) return maskLast4(last4);
    try {
      return unseal(sealed, key, cell);
    } catch {
      unavailable = true;
      return null;
    }
  };
  const accountNumber = reveal(row.accountNumberEnc, row.accountNumberLast4, accountCell(row.id));
  const routingNumber = reveal(row.routingNumberEnc, row.routingNumberLast4, routingCell(row.id));
  return {
    id: row.id,
    requestId: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    businessType: row.businessType,
    ein: row.ein,
    taxId: row.taxId,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    bankName: row.bankName,
    accountNumber,
    routingNumber,
    bankDetailsUnavailable: unavailable,
    accountType: row.accountType,
    w9Document: row.w9Document,
    supportingDocuments: row.supportingDocuments,
    justification: row.justification,
    status: row.status,
    rejectionReason: row.rejectionReason,
    vendorId: row.vendorId,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    files,
    can,
  };
}

/** The stored documents of several requests, in one query, grouped by request id. */
export async function filesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, VendorRequestFile[]>> {
  const out = new Map<string, VendorRequestFile[]>(requestIds.map((id) => [id, []]));
  if (!requestIds.length) return out;
  const rows = await db
    .select({
      ownerId: attachments.ownerId,
      id: attachments.id,
      kind: attachments.kind,
      fileName: attachments.fileName,
      mimeType: attachments.mimeType,
      size: attachments.size,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(and(eq(attachments.ownerType, REQUEST_OWNER), inArray(attachments.ownerId, requestIds)))
    .orderBy(
      sql`${attachments.kind} = 'w9' desc`,
      asc(attachments.createdAt),
      asc(attachments.fileName),
      asc(attachments.id),
    );
  for (const { ownerId, createdAt, kind, ...file } of rows) {
    out
      .get(ownerId)
      ?.push({ ...file, kind: kind === 'w9' ? 'w9' : 'supporting', createdAt: createdAt.toISOString() });
  }
  return out;
}

/** One request the user may see (with requester name), or undefined. */
export async function findVisibleRequest(
  db: DbOrTx,
  user: SessionUser,
  id: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select({ request: vendorRequests, requestedByName: requesterName })
    .from(vendorRequests)
    .leftJoin(users, eq(users.id, vendorRequests.requestedBy))
    .where(and(eq(vendorRequests.id, id), visibleVendorRequests(user)));
  return row ? { ...row.request, requestedByName: row.requestedByName } : undefined;
}

/** The API view of one request row, with its files. */
export async function viewOf(
  db: DbOrTx,
  key: Buffer,
  user: SessionUser,
  row: RequestRow,
): Promise<VendorRequestView> {
  const files = await filesOf(db, [row.id]);
  return toView(row, key, canReadBankDetails(user), files.get(row.id) ?? [], vendorRequestCan(user, row));
}
