import { z } from 'zod';
import { EXPIRY_BANDS } from './expiry';

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
export const contractViewSchema = z
  .object({
    id: z.string(),
    vendor: z.string(),
    vendorId: z.string(),
    title: z.string(),
    value: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.string(),
    category: z.string(),
    riskLevel: z.string(),
    /** Whole days from today to endDate (negative once past). */
    daysToExpiry: z.number().int(),
    expiryBand: z.enum(EXPIRY_BANDS),
    autoRenewal: z.boolean(),
    lastReviewed: z.string().nullable(),
    contactPerson: z.string(),
    description: z.string(),
    /** Renewal notice: sent on endDate − noticePeriodDays (YYYY-MM-DD) to the contact and procurement, once. */
    noticePeriodDays: z.number().int(),
    noticeDate: z.string(),
    /** ISO time the renewal notice went out, or null. */
    noticeSentAt: z.string().nullable(),
    /** Numbers of the purchase orders raised against this contract. */
    poNumbers: z.array(z.string()),
  })
  .meta({ id: 'Contract' });
export type ContractView = z.infer<typeof contractViewSchema>;

/** POST /api/contracts/notices/run: how many renewal notices went out. */
export const noticesRunSchema = z.object({ sent: z.number().int() });
