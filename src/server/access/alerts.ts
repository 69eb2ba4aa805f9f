import type { SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { alerts } from '../db/schema/admin';
import { requestorDepartmentRule } from './parts';

/**
 * THE rule for which analytics alerts (anomalies) a user may see, the rule of the records they are
 * about: all-department roles every alert; department roles those about their department's records;
 * anyone those about their own requests. An alert about no department (a vendor's spend, an invoice
 * without a PO) is for all-department roles only. Reads indexed columns of the alert only.
 */
const rule = (user: SessionUser) =>
  requestorDepartmentRule(user, { requestor: alerts.requestorId, department: alerts.department });

/** The rule as one condition; undefined = no limit. */
export const visibleAlerts = (user: SessionUser): SQL | undefined => rule(user)?.whole;

/** The rule as disjoint conditions of one index each (lists: listPageByParts). */
export const visibleAlertParts = (user: SessionUser): SQL[] | undefined => rule(user)?.parts;
