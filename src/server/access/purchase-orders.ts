import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requestorDepartmentRule } from './parts';

/**
 * THE rule for which purchase orders (and so their lines, receipts and releases) a user may see:
 * all-department roles every PO; a user always the POs raised from their own requests; department
 * roles also their department's. Reads indexed columns of the PO only (requestor_id is the
 * requisition's requestor, kept by a trigger).
 */
const rule = (user: SessionUser) =>
  requestorDepartmentRule(user, {
    requestor: purchaseOrders.requestorId,
    department: purchaseOrders.department,
  });

/** The rule as one condition — every reader of POs uses it (or its parts); undefined = no limit. */
export const visiblePurchaseOrders = (user: SessionUser): SQL | undefined => rule(user)?.whole;

/** The rule as disjoint conditions of one index each, whose OR is visiblePurchaseOrders (lists: listPageByParts). */
export const visiblePurchaseOrderParts = (user: SessionUser): SQL[] | undefined => rule(user)?.parts;
