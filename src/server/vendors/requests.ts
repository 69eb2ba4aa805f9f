import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { canReadBankDetails, vendorRequestCan } from '@shared/vendors/policies';
import { REQUEST_ID_PATTERN, type NewVendorRequest } from '@shared/vendors/schemas';
import type { VendorRequestDetail, VendorRequestView } from '@shared/vendors/types';
import type { Db, DbOrTx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { users } from '../db/schema/auth';
import { audit } from '../lib/audit';
import { notFound } from '../http/errors';
import type { Upload } from '../http/files';
import { likePattern, listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { lastFour, seal } from './crypto';
import { findDuplicates } from './duplicates';
import { storeRequestFiles } from './request-files';
import {
  accountCell,
  filesOf,
  findVisibleRequest,
  requesterName,
  routingCell,
  toView,
  viewOf,
} from './request-view';
import { visibleVendorRequests } from '../access/vendor-requests';

/**
 * Files a new vendor request (status pending) with its uploaded documents, in one transaction. The
 * id is the client's `NVR-<timestamp>` when it is well formed and unused, otherwise a fresh one.
 * Bank numbers are sealed; only the last four stay readable. Uploaded file names replace the
 * names the form listed.
 */
export async function submitVendorRequest(
  db: Db,
  key: Buffer,
  user: SessionUser,
  input: NewVendorRequest,
  uploads: Upload[] = [],
): Promise<VendorRequestView> {
  const { requestId, accountNumber, routingNumber, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    let candidate = requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : `NVR-${Date.now()}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const [inserted] = await tx
        .insert(vendorRequests)
        .values({
          ...fields,
          id: candidate,
          accountNumberEnc: accountNumber ? seal(accountNumber, key, accountCell(candidate)) : null,
          accountNumberLast4: accountNumber ? lastFour(accountNumber) : null,
          routingNumberEnc: routingNumber ? seal(routingNumber, key, routingCell(candidate)) : null,
          routingNumberLast4: routingNumber ? lastFour(routingNumber) : null,
          status: 'pending',
          requestedBy: user.id,
        })
        .onConflictDoNothing({ target: vendorRequests.id })
        .returning({ id: vendorRequests.id, companyName: vendorRequests.companyName });
      if (inserted) {
        if (uploads.length) {
          const stored = await storeRequestFiles(tx, inserted.id, uploads, user.id);
          await tx
            .update(vendorRequests)
            .set({
              w9Document: stored.w9 ?? fields.w9Document ?? null,
              supportingDocuments: [...new Set([...fields.supportingDocuments, ...stored.supporting])],
            })
            .where(eq(vendorRequests.id, inserted.id));
        }
        await audit(tx, {
          actorId: user.id,
          action: 'vendor_request.submit',
          entityType: 'vendor-request',
          entityId: inserted.id,
          details: {
            companyName: inserted.companyName,
            clientRequestId: requestId ?? null,
            files: uploads.map((u) => u.fileName),
          },
        });
        return inserted.id;
      }
      candidate = `NVR-${Math.max(Date.now(), Number(candidate.slice(4)) + 1)}`;
    }
    throw new Error('Could not allocate a vendor request id');
  });
  return viewOf(db, key, user, (await findVisibleRequest(db, user, id))!);
}

export type VendorRequestListQuery = ListQuery & { status?: string };

export async function listVendorRequests(
  db: DbOrTx,
  key: Buffer,
  user: SessionUser,
  q: VendorRequestListQuery,
): Promise<ListResult<VendorRequestView>> {
  const conditions: (SQL | undefined)[] = [visibleVendorRequests(user)];
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
  const { rows, ...tally } = await listPage(
    db,
    db
      .select({ request: vendorRequests, requestedByName: requesterName })
      .from(vendorRequests)
      .leftJoin(users, eq(users.id, vendorRequests.requestedBy)),
    vendorRequests,
    where,
    order,
    q,
  );
  const files = await filesOf(
    db,
    rows.map((r) => r.request.id),
  );
  const clear = canReadBankDetails(user);
  return {
    rows: rows.map((r) =>
      toView(
        { ...r.request, requestedByName: r.requestedByName },
        key,
        clear,
        files.get(r.request.id) ?? [],
        vendorRequestCan(user, r.request),
      ),
    ),
    ...tally,
  };
}

/** One request with its documents and possible duplicate vendors; 404 when missing or not visible. */
export async function getVendorRequest(
  db: DbOrTx,
  key: Buffer,
  user: SessionUser,
  id: string,
): Promise<VendorRequestDetail> {
  const row = await findVisibleRequest(db, user, id);
  if (!row) throw notFound('Vendor request');
  const [view, duplicates] = await Promise.all([viewOf(db, key, user, row), findDuplicates(db, row)]);
  return { ...view, duplicates };
}
