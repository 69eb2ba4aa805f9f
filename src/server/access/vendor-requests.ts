import { eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { vendorRequests } from '../db/schema/vendors';

/** Procurement (manage_vendors) and finance (view_all_financial_data) see every request; others their own. */
export const seesAllVendorRequests = (user: SessionUser) =>
  user.permissions.includes('manage_vendors') || user.permissions.includes('view_all_financial_data');

/**
 * THE rule for which new-vendor requests (and so their documents) a user may see — the list, the
 * detail, the document downloads and the attachments endpoint all use this one condition.
 * Undefined = no limit. Vendors, contracts and the catalogue themselves are company-wide reference
 * records every signed-in user reads (docs/decisions/002-permissions.md).
 */
export const visibleVendorRequests = (user: SessionUser): SQL | undefined =>
  seesAllVendorRequests(user) ? undefined : eq(vendorRequests.requestedBy, user.id);
