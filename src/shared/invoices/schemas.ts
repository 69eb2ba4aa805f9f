import { z } from 'zod';
import { MAX_FILE_BYTES, type FileRules } from '@shared/files';
import { moneyRule, numberField, optionalNumberField, quantityRule, totalIssues } from '@shared/numbers';
import { normalizeDate } from '@shared/text-fields';
import { attachmentInfoSchema } from '@shared/attachments';
import { invoiceCanSchema } from './can';

/** Spec section 4: invoice statuses (disputed appears in samples and invoice history) and 3-way match statuses. */
export const INVOICE_STATUSES = ['approved', 'paid', 'pending', 'rejected', 'on-hold', 'disputed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MATCH_STATUSES = ['matched', 'pending', 'exception'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Spec section 6: the alert shown to users outside AP Finance. */
export const AP_FINANCE_ONLY_MESSAGE =
  '3-way matching features are only available for AP Finance role users.';

/** Spec section 8 toasts. */
export const INVOICE_UPDATED = { title: 'Success', description: 'Invoice updated successfully!' } as const;
export const INVOICE_UPDATE_FAILED = { title: 'Error', description: 'Failed to update invoice' } as const;

/** Payment terms and the days to the due date each gives (2/10 Net 30: due in 30 days). */
export const PAYMENT_TERMS = ['Net 30', 'Net 45', '2/10 Net 30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_DAYS: Record<PaymentTerms, number> = {
  'Net 30': 30,
  'Net 45': 45,
  '2/10 Net 30': 30,
};

/** Invoice attachments (the requisition form's list): pdf, png, jpg, jpeg, doc, docx, xls, xlsx. */
export const INVOICE_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const INVOICE_FILE_MESSAGE =
  'Only PDF, Word (DOC, DOCX), Excel (XLS, XLSX), JPG and PNG files are accepted.';
export const INVOICE_FILE_MAX_BYTES = MAX_FILE_BYTES;
/** Invoice attachments (src/shared/files.ts): the extensions above, 10 MB each. */
export const INVOICE_FILES: FileRules = {
  allowed: INVOICE_FILE_EXTENSIONS,
  maxBytes: INVOICE_FILE_MAX_BYTES,
  message: INVOICE_FILE_MESSAGE,
};

export const INVOICE_MESSAGES = {
  poId: 'Purchase order is required',
  invoiceNumber: 'Invoice number is required',
  invoiceDate: 'Invoice date is required',
  date: 'Invalid date',
  dueBeforeInvoice: 'Due date cannot be before the invoice date',
  paymentTerms: 'Payment terms must be Net 30, Net 45 or 2/10 Net 30',
  lines: 'At least one line item is required',
  description: 'Description is required',
  quantity: 'Quantity must be greater than 0',
  unitPrice: 'Unit price must be 0 or more',
  glCode: 'GL code is required',
  notALine: 'Not a line of this purchase order',
  amount: 'Invoice total must be 0 or more',
  resolutionNote: 'A resolution note is required',
  reason: 'A reason is required',
} as const;
const IM = INVOICE_MESSAGES;

const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .transform((v, ctx) => {
      const day = normalizeDate(v);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: IM.date });
        return z.NEVER;
      }
      return day;
    });
const optionalDateField = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const day = normalizeDate(v);
      if (!day) {
        ctx.addIssue({ code: 'custom', message: IM.date });
        return z.NEVER;
      }
      return day;
    });

export const invoiceLineInputSchema = z.object({
  /** The PO line billed; when absent the 3-way match pairs the line by description. */
  poLineId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || undefined),
  description: z.string({ error: IM.description }).trim().min(1, { error: IM.description }).max(500),
  quantity: numberField(quantityRule({ exclusiveMin: true, minMessage: IM.quantity })),
  unitPrice: numberField(moneyRule({ minMessage: IM.unitPrice })),
  glCode: z.string({ error: IM.glCode }).trim().min(1, { error: IM.glCode }).max(40),
});

/**
 * POST /api/invoices (finance): an invoice against a PO; vendor from the PO. `amount` is the invoice
 * total as printed on the vendor's invoice (default: the sum of the lines); the 3-way match checks it
 * against the sum of the lines.
 */
export const createInvoiceSchema = z
  .object({
    poId: z.string({ error: IM.poId }).trim().min(1, { error: IM.poId }).max(100),
    invoiceNumber: z.string({ error: IM.invoiceNumber }).trim().min(1, { error: IM.invoiceNumber }).max(100),
    invoiceDate: dateField(IM.invoiceDate),
    /** Default: invoice date + the payment terms' days. */
    dueDate: optionalDateField(),
    /** Default: today. */
    receivedDate: optionalDateField(),
    paymentTerms: z.enum(PAYMENT_TERMS, { error: IM.paymentTerms }).default('Net 30'),
    description: z.string().trim().max(2000).nullish(),
    /** The Invoice Total printed on the vendor's invoice. Default: the sum of the lines. */
    amount: optionalNumberField(moneyRule({ minMessage: IM.amount })).transform((v) => v ?? undefined),
    lines: z.array(invoiceLineInputSchema, { error: IM.lines }).min(1, { error: IM.lines }).max(500),
  })
  .refine((b) => !b.dueDate || b.dueDate >= b.invoiceDate, { error: IM.dueBeforeInvoice, path: ['dueDate'] })
  .superRefine((b, ctx) => {
    for (const issue of totalIssues(b.lines, 'lines')) ctx.addIssue(issue);
  });
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;
export type CreateInvoice = z.output<typeof createInvoiceSchema>;

const resolutionNote = z
  .string({ error: IM.resolutionNote })
  .trim()
  .min(1, { error: IM.resolutionNote })
  .max(2000);

/** POST /api/invoices/{id}/resolve. */
export const resolveInvoiceSchema = z.object({ note: resolutionNote });

/** POST /api/invoices/{id}/hold | /dispute | /reject: the reason (required; stored, shown and audited). */
export const invoiceReasonSchema = z.object({
  reason: z.string({ error: IM.reason }).trim().min(1, { error: IM.reason }).max(2000),
});
export type InvoiceReasonInput = z.infer<typeof invoiceReasonSchema>;

/** POST /api/invoices/{id}/release: an optional note (audited). */
export const releaseInvoiceSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ note: z.string().trim().max(2000).nullish() }),
);

/** PATCH /api/invoices/{id}: 3-Way Match sends { threeWayMatchStatus: 'matched', status: 'approved' }, Resolve { threeWayMatchStatus: 'pending', status: 'pending' }. */
export const invoicePatchSchema = z
  .object({
    threeWayMatchStatus: z
      .enum(MATCH_STATUSES, { error: 'Match status must be matched, pending or exception' })
      .optional(),
    status: z
      .enum(INVOICE_STATUSES, {
        error: 'Status must be approved, paid, pending, rejected, on-hold or disputed',
      })
      .optional(),
    /** Resolve: the resolution note (required there; `note` is accepted too). */
    resolutionNote: z.string().trim().max(2000).optional(),
    note: z.string().trim().max(2000).optional(),
    /** On hold, disputed, rejected: the reason (required there). Release: an optional note. */
    reason: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.threeWayMatchStatus !== undefined || b.status !== undefined, {
    error: 'Send threeWayMatchStatus or status',
    path: ['status'],
  });
export type InvoicePatch = z.infer<typeof invoicePatchSchema>;

/** Same vendor and amount with invoice dates this close (on different POs, or without one) → flagged as a possible duplicate. */
export const DUPLICATE_WINDOW_DAYS = 7;

/**
 * Why an invoice is flagged as a possible duplicate of `original` (an invoice of the same vendor):
 * the same invoice number (case-insensitive), else the same amount within 7 days. The entry answer,
 * the Preview and the 3-way match exception all use this text.
 */
export function duplicateReason(invoiceNumber: string, original: string): string {
  const sameNumber = invoiceNumber.trim().toLowerCase() === original.trim().toLowerCase();
  return sameNumber
    ? `Possible duplicate of ${original} (same vendor and invoice number)`
    : `Possible duplicate of ${original} (same amount within ${DUPLICATE_WINDOW_DAYS} days)`;
}

/** The 3-way match outcome of one invoice line. */
export const lineMatchResultSchema = z.object({ ok: z.boolean(), reasons: z.array(z.string()) });
export type LineMatchResult = z.infer<typeof lineMatchResultSchema>;

export const invoiceLineViewSchema = z.object({
  lineNo: z.number().int(),
  poLineId: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  glCode: z.string(),
  total: z.string(),
  /** Null until the invoice has been matched. */
  matchResult: lineMatchResultSchema.nullable(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineViewSchema>;

/** What a user may do with one invoice's payment (`invoiceDuties` in ./duties; the server refuses the rest with `reason`). */
export const invoiceDutiesSchema = z.object({
  /** 3-Way Match (which approves the invoice when it matches), approval in the review queue, status approved. */
  mayApprove: z.boolean(),
  /** Pay an approved invoice. */
  mayPay: z.boolean(),
  /** Why not, when one of them is refused; null otherwise. */
  reason: z.string().nullable(),
});

/** A row of GET /api/invoices (the server fields of spec section 3 plus the invoice history's). */
export const invoiceViewSchema = z
  .object({
    id: z.string(),
    invoiceNumber: z.string(),
    vendorId: z.string(),
    vendorName: z.string(),
    poId: z.string().nullable(),
    poNumber: z.string().nullable(),
    description: z.string(),
    amount: z.string(),
    invoiceDate: z.string(),
    dueDate: z.string(),
    receivedDate: z.string(),
    paymentTerms: z.string(),
    threeWayMatchStatus: z.enum(MATCH_STATUSES),
    /** Same value as threeWayMatchStatus (the local sample's name). */
    matchStatus: z.enum(MATCH_STATUSES),
    status: z.enum(INVOICE_STATUSES),
    matchExceptions: z.array(z.string()),
    resolutionNote: z.string().nullable(),
    /** Why it is on hold, disputed or rejected; null otherwise. */
    statusReason: z.string().nullable(),
    attachments: z.array(z.string()),
    /** Who entered the invoice (null for invoices without a recorded entrant). */
    enteredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** What the signed-in user may do with its payment (the server refuses the rest with the reason). */
    duties: invoiceDutiesSchema,
    /** What the signed-in user may do with the invoice (./policies.ts): the actions the screens offer. */
    can: invoiceCanSchema,
  })
  .meta({ id: 'Invoice' });
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /api/invoices/{id}: everything the Preview dialog lists, plus the match details. */
export const invoiceDetailSchema = invoiceViewSchema
  .extend({
    items: z.array(invoiceLineViewSchema),
    /** Uploaded files (download: GET /api/invoices/{id}/attachments/{attachmentId}); the `attachments` names may also list files never uploaded. */
    attachmentFiles: z.array(attachmentInfoSchema),
    poStatus: z.string().nullable(),
    duplicateOfId: z.string().nullable(),
    duplicateOfNumber: z.string().nullable(),
    /** Set while the invoice is flagged as a possible duplicate (see duplicateReason). */
    duplicateReason: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET /api/invoices/vendors: the vendors of the visible invoices (the history's vendor filter). */
export const invoiceVendorOptionSchema = z.object({ id: z.string(), name: z.string() });
export type InvoiceVendorOption = z.infer<typeof invoiceVendorOptionSchema>;

/** GET /api/invoices/summary. */
export const invoiceSummarySchema = z.object({
  counts: z.object({
    paid: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    disputed: z.number().int(),
    total: z.number().int(),
  }),
  totalValue: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
