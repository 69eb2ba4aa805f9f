import { z } from 'zod';
import { cleanFileName } from '@shared/file-names';
import { optionalNumberField, percentageRule } from '@shared/numbers';
import { VENDOR_FILE_MESSAGE, isVendorFileName } from './files';

/** Spec section 9, vendor onboarding. */
export const BUSINESS_TYPES = [
  'Corporation',
  'LLC',
  'Partnership',
  'Sole Proprietorship',
  'Non-Profit Organization',
  'Government Entity',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The 50 US state codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type UsState = (typeof US_STATES)[number];

/** Catalog integration of a vendor; `none` = no PunchOut (the Shop action shows 'No Integration'). */
export const INTEGRATION_TYPES = ['cxml', 'oci', 'hosted', 'none'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const VENDOR_STATUSES = ['active', 'pending', 'inactive'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const VENDOR_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** How vendor and vendor request statuses read on screen (the codes stay in the API and filter values). */
export const VENDOR_STATUS_LABELS = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export const vendorStatusLabel = (status: string): string =>
  (VENDOR_STATUS_LABELS as Record<string, string>)[status] ?? status;

export const DEFAULT_COUNTRY = 'United States';

/** `NVR-` then a timestamp (milliseconds since the epoch). */
export const REQUEST_ID_PATTERN = /^NVR-\d{10,16}$/;

export const VENDOR_REQUEST_MESSAGES = {
  companyName: 'Company name is required',
  contactPerson: 'Contact person is required',
  contactEmail: 'Valid email is required',
  businessType: 'Business type is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  justification: 'Business justification is required',
} as const;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254)
    .pipe(z.email({ error: message }));

/** Optional free text: blank means absent. */
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || undefined);

const M = VENDOR_REQUEST_MESSAGES;

/** The New Vendor Request form (spec sections 3 and 5). */
export const newVendorRequestSchema = z.object({
  /** Kept when it matches REQUEST_ID_PATTERN and is unused; otherwise the server makes one. */
  requestId: optionalText(200),
  companyName: required(M.companyName),
  contactPerson: required(M.contactPerson),
  contactEmail: email(M.contactEmail),
  contactPhone: optionalText(40),
  businessType: z.enum(BUSINESS_TYPES, { error: M.businessType }),
  ein: optionalText(40),
  taxId: optionalText(40),
  address: required(M.address, 300),
  city: required(M.city, 100),
  state: z.enum(US_STATES, { error: M.state }),
  zipCode: required(M.zipCode, 20),
  country: optionalText(100).transform((v) => v ?? DEFAULT_COUNTRY),
  bankName: optionalText(200),
  accountNumber: optionalText(34),
  routingNumber: optionalText(34),
  accountType: z
    .enum(ACCOUNT_TYPES, { error: 'Account type must be checking or savings' })
    .nullish()
    .transform((v) => v ?? undefined),
  /** File names only (the files themselves come as multipart uploads); pdf, doc, docx, jpg or png. */
  w9Document: optionalText(255)
    .transform((name) => (name === undefined ? undefined : cleanFileName(name)))
    .refine((name) => name === undefined || isVendorFileName(name), { error: VENDOR_FILE_MESSAGE }),
  supportingDocuments: z
    .array(z.string().trim().min(1).max(255).transform(cleanFileName))
    .max(20)
    .default([])
    .refine((names) => names.every(isVendorFileName), { error: VENDOR_FILE_MESSAGE }),
  justification: required(M.justification, 5000),
});
export type NewVendorRequestInput = z.input<typeof newVendorRequestSchema>;
export type NewVendorRequest = z.output<typeof newVendorRequestSchema>;

/** POST /api/vendor-requests/{id}/approve (manage_vendors); the body may be left out. */
export const approveVendorRequestSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    /** Approve although a possible duplicate vendor was found. */
    confirmDuplicate: z.boolean({ error: 'confirmDuplicate must be true or false' }).default(false),
    integrationType: z
      .enum(INTEGRATION_TYPES, { error: 'Integration type must be cxml, oci, hosted or none' })
      .default('none'),
    category: optionalText(100),
  }),
);
export type ApproveVendorRequestInput = z.input<typeof approveVendorRequestSchema>;
export type ApproveVendorRequest = z.output<typeof approveVendorRequestSchema>;

export const REJECTION_REASON_MESSAGE = 'A rejection reason is required';
/** POST /api/vendor-requests/{id}/reject (manage_vendors). */
export const rejectVendorRequestSchema = z.object({
  reason: required(REJECTION_REASON_MESSAGE, 2000),
});

/** A vendor's category when the approval does not name one. */
export const DEFAULT_VENDOR_CATEGORY = 'General';

/**
 * Vendor status moves (spec section 4 lists active, pending, inactive): a pending vendor is
 * activated or turned down (inactive); active and inactive switch back and forth; nothing returns
 * to pending.
 */
export const VENDOR_STATUS_MOVES: Record<VendorStatus, readonly VendorStatus[]> = {
  pending: ['active', 'inactive'],
  active: ['inactive'],
  inactive: ['active'],
};

/** PATCH /api/vendors/{id} (manage_vendors). */
export const updateVendorSchema = z
  .object({
    status: z.enum(VENDOR_STATUSES, { error: 'Status must be active, pending or inactive' }).optional(),
    integrationType: z
      .enum(INTEGRATION_TYPES, { error: 'Integration type must be cxml, oci, hosted or none' })
      .optional(),
    contactName: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => (v === '' ? null : v)),
    contactEmail: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((v) => (v === '' ? null : v))
      .pipe(z.email({ error: 'Invalid email' }).nullish()),
    contactPhone: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Send at least one of status, integrationType, contactName, contactEmail, contactPhone',
    path: ['status'],
  });
export type UpdateVendorInput = z.input<typeof updateVendorSchema>;
export type UpdateVendor = z.output<typeof updateVendorSchema>;

/** POST /api/vendors (permission manage_vendors). */
export const createVendorSchema = z.object({
  name: required('Vendor name is required'),
  category: required('Category is required', 100),
  integrationType: z
    .enum(INTEGRATION_TYPES, { error: 'Integration type must be cxml, oci, hosted or none' })
    .default('none'),
  status: z.enum(VENDOR_STATUSES, { error: 'Status must be active, pending or inactive' }).default('pending'),
  contactName: optionalText(200),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.email({ error: 'Invalid email' }).optional()),
  contactPhone: optionalText(40),
  address: optionalText(300),
  city: optionalText(100),
  state: z
    .enum(US_STATES, { error: 'State must be a US state code' })
    .nullish()
    .transform((v) => v ?? undefined),
  zipCode: optionalText(20),
  country: optionalText(100).transform((v) => v ?? DEFAULT_COUNTRY),
  ein: optionalText(40),
  onTimeRate: optionalNumberField(percentageRule({ message: 'On-time rate must be a number from 0 to 100' })),
});
export type CreateVendorInput = z.input<typeof createVendorSchema>;
