/** What the vendor API answers (GET /api/vendors, /api/vendors/{id}, /api/vendor-requests). */
import type { IntegrationType, VendorStatus } from './schemas';
import type { VendorCan, VendorRequestCan } from './policies';

/** A row of GET /api/vendors. */
export type VendorSummary = {
  id: string;
  name: string;
  category: string;
  integrationType: IntegrationType;
  status: VendorStatus;
  /** YYYY-MM-DD of the vendor's latest purchase order, or null. */
  lastOrderDate: string | null;
  /** This calendar year's invoice amounts, rejected invoices excluded. */
  totalSpendYtd: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  onTimeRate: number | null;
};

export type VendorDetail = VendorSummary & {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  ein: string | null;
  createdAt: string;
  contracts: { id: string; title: string; value: string; endDate: string; status: string }[];
  purchaseOrders: { id: string; poNumber: string; amount: string; status: string; createdAt: string }[];
  invoices: { id: string; invoiceNumber: string; amount: string; status: string; invoiceDate: string }[];
  /** What the signed-in user may do with the vendor (./policies.ts). */
  can: VendorCan;
};

/** A new vendor request as the API answers it. Bank numbers are masked ('••••1234') except for finance. */
export type VendorRequestView = {
  id: string;
  requestId: string;
  companyName: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string | null;
  businessType: string;
  ein: string | null;
  taxId: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  bankName: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  /**
   * True when a stored bank number could not be decrypted for a reader entitled to it (e.g. sealed
   * with another instance's key); that number is then null. The screens show it as 'Unavailable'.
   */
  bankDetailsUnavailable: boolean;
  accountType: string | null;
  w9Document: string | null;
  supportingDocuments: string[];
  justification: string;
  status: string;
  rejectionReason: string | null;
  /** The vendor the approval created. */
  vendorId: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  requestedBy: string | null;
  requestedByName: string | null;
  createdAt: string;
  /** Uploaded documents (download: GET /api/vendor-requests/{id}/files/{fileId}). */
  files: VendorRequestFile[];
  /** What the signed-in user may do with the request (src/shared/vendors/policies.ts). */
  can: VendorRequestCan;
};

export type VendorRequestFile = {
  id: string;
  kind: 'w9' | 'supporting';
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
};

export const DUPLICATE_REASONS = ['Same EIN', 'Same name and ZIP code'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A possible duplicate of a request: an existing vendor (vendorId) or another pending request (requestId). */
export type VendorDuplicate = {
  vendorId: string | null;
  requestId: string | null;
  name: string;
  reason: DuplicateReason;
};

/** GET /api/vendor-requests/{id}. */
export type VendorRequestDetail = VendorRequestView & { duplicates: VendorDuplicate[] };

export const MASK = '••••';
export const maskLast4 = (last4: string | null) => (last4 ? `${MASK}${last4}` : null);
