import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { InvoiceVendorOption } from '@shared/invoices/schemas';
import type { VendorOptionsQuery } from '@shared/search/vendor-options';
import { scopeOf } from '@shared/auth/scope';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { likePattern } from '../http/list';
import { isAnyOf } from '../lib/text-match';
import { visibleInvoices } from '../access/invoices';

/** Vendors tested per round for a department's visible invoices. */
const BATCH = 100;

const hasInvoice = (visible: SQL | undefined) =>
  sql`exists (select 1 from ${invoices} where ${and(eq(invoices.vendorId, vendors.id), visible)})`;

/**
 * GET /api/invoices/vendors (the history's vendor filter, a type-ahead): the vendors with an invoice the
 * user may see whose name contains `q`, by name (case-insensitive), at most `limit`. Vendors are walked
 * by lower(name) (vendors_name_lower_idx) and the walk stops at `limit`:
 * - all-department users: each vendor's EXISTS probe of invoices(vendor_id, …);
 * - own-records users: the vendors of their own invoices, read from the index alone
 *   (invoices_po_requestor_vendor_idx; as many as the user's own invoices), then by name;
 * - department users: rounds of BATCH vendors with an invoice, each round ONE statement asking which of
 *   them have a visible invoice (visibleInvoices: the department's from invoices_po_department_vendor_idx),
 *   until `limit` are found.
 */
export async function listInvoiceVendors(
  db: DbOrTx,
  user: SessionUser,
  query: VendorOptionsQuery,
): Promise<InvoiceVendorOption[]> {
  const named = query.q ? ilike(vendors.name, likePattern(query.q)) : undefined;
  const page = (where: SQL | undefined, limit: number) =>
    db
      .select({ id: vendors.id, name: vendors.name, key: sql<string>`${vendorNameKey}` })
      .from(vendors)
      .where(and(named, where))
      .orderBy(asc(vendorNameKey), asc(vendors.id))
      .limit(limit);
  const visible = visibleInvoices(user);
  const scope = scopeOf(user).kind;
  if (!visible || scope === 'all') return strip(await page(hasInvoice(visible), query.limit));

  if (scope === 'own') {
    const rows = await db.selectDistinct({ id: invoices.vendorId }).from(invoices).where(visible);
    return strip(
      await page(
        isAnyOf(
          vendors.id,
          rows.map((r) => r.id),
        ),
        query.limit,
      ),
    );
  }

  const found: InvoiceVendorOption[] = [];
  let after: { key: string; id: string } | undefined;
  while (found.length < query.limit) {
    const cursor = after;
    const batch = await page(
      and(
        hasInvoice(undefined),
        cursor && sql`(${vendorNameKey}, ${vendors.id}) > (${cursor.key}, ${cursor.id})`,
      ),
      BATCH,
    );
    if (batch.length === 0) break;
    const seen = await db
      .selectDistinct({ id: invoices.vendorId })
      .from(invoices)
      .where(
        and(
          isAnyOf(
            invoices.vendorId,
            batch.map((v) => v.id),
          ),
          visible,
        ),
      );
    const ids = new Set(seen.map((r) => r.id));
    found.push(...strip(batch.filter((v) => ids.has(v.id))));
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1];
  }
  return found.slice(0, query.limit);
}

const strip = (rows: { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
