import { z } from 'zod';
import { vendorCanSchema, vendorRequestCanSchema } from './can';
import { INTEGRATION_TYPES, VENDOR_STATUSES } from './schemas';

/** What the vendor API answers (GET /api/vendors, /api/vendors/{id}, /api/vendor-requests). */

/** A row of GET /api/vendors. */
export const vendorSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    integrationType: z.enum(INTEGRATION_TYPES),
    status: z.enum(VENDOR_STATUSES),
    /** YYYY-MM-DD of the vendor's latest purchase order, or null. */
    lastOrderDate: z.string().nullable(),
    /** This calendar year's invoice amounts, rejected invoices excluded. */
    totalSpendYtd: z.string(),
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    onTimeRate: z.number().nullable(),
  })
  .meta({ id: 'Vendor' });
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorDetailSchema = vendorSummarySchema
  .extend({
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string(),
    ein: z.string().nullable(),
    createdAt: z.string(),
    contracts: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        value: z.string(),
        endDate: z.string(),
        status: z.string(),
      }),
    ),
    purchaseOrders: z.array(
      z.object({
        id: z.string(),
        poNumber: z.string(),
        amount: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    invoices: z.array(
      z.object({
        id: z.string(),
        invoiceNumber: z.string(),
        amount: z.string(),
        status: z.string(),
        invoiceDate: z.string(),
      }),
    ),
    /** What the signed-in user may do with the vendor (./policies.ts). */
    can: vendorCanSchema,
  })
  .meta({ id: 'VendorDetail' });
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export const vendorRequestFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['w9', 'supporting']),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type VendorRequestFile = z.infer<typeof vendorRequestFileSchema>;

/** A new vendor request as the API answers it. Bank numbers are masked ('••••1234') except for finance. */
export const vendorRequestViewSchema = z
  .object({
    id: z.string(),
    requestId: z.string(),
    companyName: z.string(),
    contactPerson: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string().nullable(),
    businessType: z.string(),
    ein: z.string().nullable(),
    taxId: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    bankName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    routingNumber: z.string().nullable(),
    /**
     * True when a stored bank number could not be decrypted for a reader entitled to it (e.g. sealed
     * with another instance's key); that number is then null. The screens show it as 'Unavailable'.
     */
    bankDetailsUnavailable: z.boolean(),
    accountType: z.string().nullable(),
    w9Document: z.string().nullable(),
    supportingDocuments: z.array(z.string()),
    justification: z.string(),
    status: z.string(),
    rejectionReason: z.string().nullable(),
    /** The vendor the approval created. */
    vendorId: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    requestedBy: z.string().nullable(),
    requestedByName: z.string().nullable(),
    createdAt: z.string(),
    /** Uploaded documents (download: GET /api/vendor-requests/{id}/files/{fileId}). */
    files: z.array(vendorRequestFileSchema),
    /** What the signed-in user may do with the request (src/shared/vendors/policies.ts). */
    can: vendorRequestCanSchema,
  })
  .meta({ id: 'VendorRequest' });
export type VendorRequestView = z.infer<typeof vendorRequestViewSchema>;

export const DUPLICATE_REASONS = ['Same EIN', 'Same name and ZIP code'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A possible duplicate of a request: an existing vendor (vendorId) or another pending request (requestId). */
export const vendorDuplicateSchema = z.object({
  vendorId: z.string().nullable(),
  requestId: z.string().nullable(),
  name: z.string(),
  reason: z.enum(DUPLICATE_REASONS),
});
export type VendorDuplicate = z.infer<typeof vendorDuplicateSchema>;

/** GET /api/vendor-requests/{id}. */
export const vendorRequestDetailSchema = vendorRequestViewSchema
  .extend({ duplicates: z.array(vendorDuplicateSchema) })
  .meta({ id: 'VendorRequestDetail' });
export type VendorRequestDetail = z.infer<typeof vendorRequestDetailSchema>;

export const MASK = '••••';
export const maskLast4 = (last4: string | null) => (last4 ? `${MASK}${last4}` : null);
