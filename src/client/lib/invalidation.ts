import type { QueryClient } from '@tanstack/react-query';

import { QUERY_ROOT as Q, type QueryRoot } from './queries/roots';

/**
 * Every change moves the dashboard figures and badges, the search results, the assistant's insights,
 * the Analytics figures and the audit log (every state change writes an entry).
 */
const ALWAYS = [Q.dashboard, Q.search, Q.assistant, Q.analytics, Q.auditLog] as const;

/**
 * What changed → the queries to refresh (by key root). Queries are never stale on their own
 * (staleTime Infinity), so every mutation names what it changes (`meta: { changes: [...] }`) and the
 * query client refreshes these after it, whether it succeeded or not (a failed write may still have
 * stored something, or lost a race another user won): the queries on screen refetch at once, the others
 * when next shown.
 */
export const INVALIDATES = {
  /** A request saved, submitted (approved at once: a PO is raised) or a change order filed. */
  requisition: [
    Q.requisitions,
    Q.costSavings,
    Q.approvals,
    Q.reviewQueue,
    Q.purchaseOrders,
    Q.vendors,
    Q.contracts,
    ...ALWAYS,
  ],
  /** An approval step or a review-queue item decided: requests, POs (raised, revised) and invoices move on. */
  approval: [
    Q.approvals,
    Q.costSavings,
    Q.reviewQueue,
    Q.requisitions,
    Q.purchaseOrders,
    Q.invoices,
    Q.vendors,
    Q.contracts,
    ...ALWAYS,
  ],
  /** A PO edited (maybe back through approval), issued, cancelled, or a blanket release drawn. */
  purchaseOrder: [
    Q.purchaseOrders,
    Q.approvals,
    Q.reviewQueue,
    Q.requisitions,
    Q.vendors,
    Q.contracts,
    ...ALWAYS,
  ],
  /** Goods received: the PO's quantities and status, what an invoice may bill and match. */
  receipt: [Q.receipts, Q.purchaseOrders, Q.invoices, Q.reviewQueue, Q.vendors, ...ALWAYS],
  /** An invoice entered, matched, resolved, held, disputed, rejected, released or paid. */
  invoice: [Q.invoices, Q.reviewQueue, Q.approvals, Q.purchaseOrders, Q.vendors, ...ALWAYS],
  /** A new vendor request submitted, approved (a vendor is created) or rejected. */
  vendorRequest: [Q.vendorRequests, Q.vendors, ...ALWAYS],
  /** An RFP created, sent, given more vendors or new weights: the hub's list and count, its view and comparison. */
  rfp: [Q.rfps, ...ALWAYS],
  /** An RFP awarded: it closes, and a draft requisition is raised for the requester. */
  rfpAward: [Q.rfps, Q.requisitions, Q.costSavings, ...ALWAYS],
  /** A cost-savings opportunity approved, actualized or dismissed: the cards, lists and summary. */
  opportunity: [Q.costSavings, ...ALWAYS],
  /** A vendor's response to an RFP saved, submitted, or a file of it added or removed (the public page). */
  rfpResponse: [Q.rfpResponse, Q.rfps, ...ALWAYS],
  /** An Analytics filter set saved or deleted: the user's list of sets (and the dashboard, as every change). */
  filterSet: [Q.filterSets, Q.dashboard],
  /** An anomaly's follow-up started (a duplicate invoice put on hold) or the detection run again. */
  anomaly: [Q.anomalies, Q.invoices, Q.reviewQueue, ...ALWAYS],
  /** A message sent, replied to, forwarded, or read, starred or archived: the mailbox and the unread badge. */
  message: [Q.messages, Q.dashboard],
  /** The user's profile saved, photo changed or password changed (the session is updated in place). */
  profile: [Q.profile, ...ALWAYS],
  /** A role's permissions or approval limit saved: the cards, the inspector, the profile's role tab. */
  role: [Q.adminRoles, Q.profile, ...ALWAYS],
  /** An account created, edited (role, department, status) or deactivated (administration, Users tab). */
  adminUser: [Q.adminUsers, Q.approvals, ...ALWAYS],
  /**
   * The system settings saved: the settings and display settings (money's currency), and what the
   * thresholds, fiscal year and company name move (chains of new requests, budgets, PO documents).
   */
  settings: [Q.settings, Q.requisitions, Q.approvals, Q.purchaseOrders, Q.costSavings, ...ALWAYS],
  /** A workflow template created, edited, activated or deleted (routing of new requests changes). */
  workflow: [Q.workflows, Q.dashboard],
} as const satisfies Record<string, readonly QueryRoot[]>;

export type Change = keyof typeof INVALIDATES;

/** Marks stale every query under the roots of these changes; those on screen refetch (not awaited). */
export function invalidateAfter(queryClient: QueryClient, changes: readonly Change[]): void {
  const roots = new Set<QueryRoot>(changes.flatMap((change) => INVALIDATES[change]));
  for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
}
