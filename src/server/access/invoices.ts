import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { invoices } from '../db/schema/invoices';
import { requestorDepartmentRule } from './parts';

/**
 * THE rule for which invoices a user may see: the invoices of the purchase orders the user may see (the
 * same rule as visiblePurchaseOrders, on the PO's department and requestor that triggers copy onto the
 * invoice); an invoice that names no PO only by all-department roles. Reads indexed columns of the
 * invoice only.
 */
const rule = (user: SessionUser) =>
  requestorDepartmentRule(user, { requestor: invoices.poRequestorId, department: invoices.poDepartment });

/** The rule as one condition — every reader of invoices uses it (or its parts); undefined = no limit. */
export const visibleInvoices = (user: SessionUser): SQL | undefined => rule(user)?.whole;

/** The rule as disjoint conditions of one index each, whose OR is visibleInvoices (lists: listPageByParts). */
export const visibleInvoiceParts = (user: SessionUser): SQL[] | undefined => rule(user)?.parts;
