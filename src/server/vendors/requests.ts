import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  REQUEST_ID_PATTERN,
  maskLast4,
  type NewVendorRequest,
  type VendorRequestView,
} from '@shared/vendors/schemas';
import type { Db, DbOrTx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { users } from '../db/schema/auth';
import { audit } from '../http/audit';
import { notFound } from '../http/errors';
import { likePattern, orderBy, type ListQuery } from '../http/list';
import { lastFour, seal, unseal } from './crypto';

/** Field names bound into the ciphertext (AES-GCM associated data). */
const ACCOUNT_FIELD = 'vendor_requests.account_number';
const ROUTING_FIELD = 'vendor_requests.routing_number';

/** Finance reads bank details in the clear; everyone else sees '••••1234'. */
export const canReadBankDetails = (user: SessionUser) =>
  user.permissions.includes('approve_invoices') || user.permissions.includes('view_all_financial_data');

/** Managing vendors means seeing every request; others see their own. */
const seesAllRequests = (user: SessionUser) => user.permissions.includes('manage_vendors');

type Row = typeof vendorRequests.$inferSelect & { requestedByName: string | null };

function toView(row: Row, key: Buffer, clear: boolean): VendorRequestView {
  const reveal = (sealed: string | null, last4: string | null, field: string) =>
    clear && sealed ? unseal(sealed, key, field) : maskLast4(last4);
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
    accountNumber: reveal(row.accountNumberEnc, row.accountNumberLast4, ACCOUNT_FIELD),
    routingNumber: reveal(row.routingNumberEnc, row.routingNumberLast4, ROUTING_FIELD),
    accountType: row.accountType,
    w9Document: row.w9Document,
    supportingDocuments: row.supportingDocuments,
    justification: row.justification,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const requesterName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Files a new vendor request (status pending). The id is the client's `NVR-<timestamp>` when it is
 * well formed and unused, otherwise a fresh one. Bank numbers are sealed; only the last four stay readable.
 */
export async function submitVendorRequest(
  db: Db,
  key: Buffer,
  user: SessionUser,
  input: NewVendorRequest,
): Promise<VendorRequestView> {
  const { requestId, accountNumber, routingNumber, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    let candidate = requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : `NVR-${Date.now()}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const [inserted] = await tx
        .insert(vendorRequests)
        .values({
          ...fields,
          id: candidate,
          accountNumberEnc: accountNumber ? seal(accountNumber, key, ACCOUNT_FIELD) : null,
          accountNumberLast4: accountNumber ? lastFour(accountNumber) : null,
          routingNumberEnc: routingNumber ? seal(routingNumber, key, ROUTING_FIELD) : null,
          routingNumberLast4: routingNumber ? lastFour(routingNumber) : null,
          status: 'pending',
          requestedBy: user.id,
        })
        .onConflictDoNothing({ target: vendorRequests.id })
        .returning();
      if (inserted) {
        await audit(tx, {
          actorId: user.id,
          action: 'vendor_request.submit',
          entityType: 'vendor_request',
          entityId: inserted.id,
          details: { companyName: inserted.companyName, clientRequestId: requestId ?? null },
        });
        return inserted;
      }
      candidate = `NVR-${Math.max(Date.now(), Number(candidate.slice(4)) + 1)}`;
    }
    throw new Error('Could not allocate a vendor request id');
  });
  return toView({ ...row, requestedByName: user.name }, key, canReadBankDetails(user));
}

export type VendorRequestListQuery = ListQuery & { status?: string };

export async function listVendorRequests(
  db: DbOrTx,
  key: Buffer,
  user: SessionUser,
  q: VendorRequestListQuery,
): Promise<{ rows: VendorRequestView[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (!seesAllRequests(user)) conditions.push(eq(vendorRequests.requestedBy, user.id));
  if (q.status) conditions.push(eq(vendorRequests.status, q.status));
  if (q.q) {
    const p = likePattern(q.q);
    conditions.push(
      or(
        ilike(vendorRequests.companyName, p),
        ilike(vendorRequests.contactPerson, p),
        ilike(vendorRequests.id, p),
      ),
    );
  }
  const where = and(...conditions);
  const order = orderBy(
    q.sort,
    {
      createdAt: vendorRequests.createdAt,
      companyName: vendorRequests.companyName,
      status: vendorRequests.status,
    },
    [desc(vendorRequests.createdAt)],
    vendorRequests.id,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ request: vendorRequests, requestedByName: requesterName })
      .from(vendorRequests)
      .leftJoin(users, eq(users.id, vendorRequests.requestedBy))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(vendorRequests).where(where),
  ]);
  const clear = canReadBankDetails(user);
  return {
    rows: rows.map((r) => toView({ ...r.request, requestedByName: r.requestedByName }, key, clear)),
    total: totalRow?.n ?? 0,
  };
}

export async function getVendorRequest(
  db: DbOrTx,
  key: Buffer,
  user: SessionUser,
  id: string,
): Promise<VendorRequestView> {
  const [row] = await db
    .select({ request: vendorRequests, requestedByName: requesterName })
    .from(vendorRequests)
    .leftJoin(users, eq(users.id, vendorRequests.requestedBy))
    .where(
      and(
        eq(vendorRequests.id, id),
        seesAllRequests(user) ? undefined : eq(vendorRequests.requestedBy, user.id),
      ),
    );
  if (!row) throw notFound('Vendor request');
  return toView({ ...row.request, requestedByName: row.requestedByName }, key, canReadBankDetails(user));
}
