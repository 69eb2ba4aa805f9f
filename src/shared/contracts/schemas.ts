import type { ExpiryBand } from './expiry';

/** Contract hub filters (spec section 2). */
export const CONTRACT_STATUS_FILTERS = ['all', 'active', 'expiring', 'upcoming'] as const;
export type ContractStatusFilter = (typeof CONTRACT_STATUS_FILTERS)[number];
export const CONTRACT_CATEGORIES = [
  'Supplies',
  'IT Services',
  'Software',
  'Professional Services',
  'Security',
  'Facilities',
] as const;
export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const CONTRACT_SORTS = ['title', 'vendor', 'category', 'value', 'endDate'] as const;
/** How contract statuses read on screen. */
export const CONTRACT_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  expired: 'Expired',
  terminated: 'Terminated',
  draft: 'Draft',
};

/** A contract as GET /api/contracts answers it (spec section 3 "Contract"). */
export type ContractView = {
  id: string;
  vendor: string;
  vendorId: string;
  title: string;
  value: string;
  startDate: string;
  endDate: string;
  status: string;
  category: string;
  riskLevel: string;
  /** Whole days from today to endDate (negative once past). */
  daysToExpiry: number;
  expiryBand: ExpiryBand;
  autoRenewal: boolean;
  lastReviewed: string | null;
  contactPerson: string;
  description: string;
  /** Renewal notice: sent on endDate − noticePeriodDays (YYYY-MM-DD) to the contact and procurement, once. */
  noticePeriodDays: number;
  noticeDate: string;
  /** ISO time the renewal notice went out, or null. */
  noticeSentAt: string | null;
  /** Numbers of the purchase orders raised against this contract. */
  poNumbers: string[];
};
