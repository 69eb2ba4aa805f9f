import { MAX_FILE_BYTES, type FileRules } from '../files';

/** Requisition form constants (spec section 9, "Requisition form"). */
import { REQUISITION_DEPARTMENTS } from '@shared/departments';

/** The departments a user may raise a request for: the spec's, plus the user's own when it is another one. */
export function requestDepartments(own: string | null | undefined): string[] {
  const listed: readonly string[] = REQUISITION_DEPARTMENTS;
  return own && !listed.includes(own) ? [...listed, own] : [...listed];
}

export const REQUEST_TYPES = ['new-purchase', 'change-order', 'blanket-po'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  'new-purchase': 'New Purchase',
  'change-order': 'Change Order',
  'blanket-po': 'Blanket PO',
};

export const ITEM_TYPES = [
  { value: 'goods', label: 'Goods' },
  { value: 'services', label: 'Services' },
  { value: 'mixed', label: 'Goods & Services' },
] as const;
export type ItemType = (typeof ITEM_TYPES)[number]['value'];
export const ITEM_TYPE_VALUES = ['goods', 'services', 'mixed'] as const satisfies readonly ItemType[];

/** A line item's own type. */
export const LINE_ITEM_TYPES = ['good', 'service'] as const;

export const GL_CODES = {
  standard: [
    { value: '4000-001', label: 'Office Supplies' },
    { value: '4000-002', label: 'Computer Equipment' },
    { value: '4000-003', label: 'Software Licenses' },
    { value: '4000-004', label: 'Professional Services' },
    { value: '4000-005', label: 'Maintenance & Repairs' },
  ],
  blanket: [
    { value: '4000-001', label: 'Office Supplies' },
    { value: '4000-002', label: 'Computer Equipment' },
    { value: '4000-003', label: 'Software Licenses' },
    { value: '4000-006', label: 'Raw Materials' },
    { value: '4000-007', label: 'Manufacturing Supplies' },
    { value: '4000-008', label: 'Industrial Equipment' },
  ],
} as const;

export const UNITS = {
  standard: ['Each', 'Dozen', 'Case', 'Hour', 'Day', 'Month'],
  blanket: ['Each', 'Dozen', 'Case', 'Pound', 'Ton', 'Gallon', 'Barrel', 'Square Foot', 'Linear Foot'],
} as const;

export const DEFAULT_UNIT = 'Each';
export const DEFAULT_QUANTITY = 1;

export const URGENCY_LEVELS = [
  { value: 'low', label: 'Standard Processing' },
  { value: 'medium', label: 'Within 3 Days' },
  { value: 'high', label: 'Within 24 Hours' },
  { value: 'critical', label: 'Immediate' },
] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number]['value'];
export const URGENCY_VALUES = [
  'low',
  'medium',
  'high',
  'critical',
] as const satisfies readonly UrgencyLevel[];

export const BLANKET_DELIVERY_LOCATIONS = [
  'warehouse-a',
  'warehouse-b',
  'production-floor',
  'main-office',
] as const;

/** Attachments accepted by the requisition form (spec section 5). */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg'] as const;

/** Requisition statuses (My Requests shows draft, pending, approved, returned). */
export const REQUISITION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'returned',
  'rejected',
  'cancelled',
] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
/** How requisition statuses read on screen. */
export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  returned: 'Returned',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
export const requisitionStatusLabel = (status: string): string =>
  REQUISITION_STATUS_LABELS[status as RequisitionStatus] ?? status;
/** Only these may be edited (and resubmitted). */
export const EDITABLE_STATUSES: readonly RequisitionStatus[] = ['draft', 'returned'];

/** Approval priority from the urgency level. */
export function priorityFromUrgency(urgency: string | null | undefined): 'High' | 'Medium' | 'Low' {
  if (urgency === 'critical' || urgency === 'high') return 'High';
  if (urgency === 'medium') return 'Medium';
  return 'Low';
}

export const ATTACHMENT_UPLOAD_MESSAGES = {
  type: 'Only PDF, Word, Excel, PNG and JPEG files can be attached.',
  none: 'Choose at least one file to attach.',
  notMultipart: 'Send the files as multipart/form-data.',
} as const;

/** The requisition form's uploads (src/shared/files.ts): its extensions, 10 MB each. */
export const REQUISITION_FILES: FileRules = {
  allowed: ATTACHMENT_EXTENSIONS,
  maxBytes: MAX_FILE_BYTES,
  message: ATTACHMENT_UPLOAD_MESSAGES.type,
};
