import { and, asc, eq, ilike } from 'drizzle-orm';
import type { VendorOption, VendorPickerQuery } from '@shared/search/vendor-options';
import type { DbOrTx } from '../db/client';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { likePattern } from '../http/list';

/**
 * GET /api/search/vendors: the vendor pickers' type-ahead (PO hub, requisition form) — vendors whose
 * name contains `q`, by name (case-insensitive), at most `limit`. Walks vendors_name_lower_idx and
 * stops at `limit` (the trigram index instead when the name filter is rare); no figures, no joins.
 * Vendors are company-wide reference records every signed-in user reads.
 */
export async function vendorOptions(db: DbOrTx, query: VendorPickerQuery): Promise<VendorOption[]> {
  return db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(
      and(
        query.q ? ilike(vendors.name, likePattern(query.q)) : undefined,
        query.status ? eq(vendors.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(vendorNameKey), asc(vendors.id))
    .limit(query.limit);
}
