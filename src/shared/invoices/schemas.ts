import { z } from 'zod';

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
    resolutionNote: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.threeWayMatchStatus !== undefined || b.status !== undefined, {
    error: 'Send threeWayMatchStatus or status',
    path: ['status'],
  });
export type InvoicePatch = z.infer<typeof invoicePatchSchema>;

export type InvoiceLineView = {
  description: string;
  quantity: number;
  unitPrice: string;
  glCode: string;
  total: string;
};

/** A row of GET /api/invoices (the server fields of spec section 3 plus the invoice history's). */
export type InvoiceView = {
  id: string;
  invoiceNumber: string;
  vendorId: string;
  vendorName: string;
  poId: string | null;
  poNumber: string | null;
  description: string;
  amount: string;
  invoiceDate: string;
  dueDate: string;
  receivedDate: string;
  paymentTerms: string;
  threeWayMatchStatus: MatchStatus;
  /** Same value as threeWayMatchStatus (the local sample's name). */
  matchStatus: MatchStatus;
  status: InvoiceStatus;
  matchExceptions: string[];
  resolutionNote: string | null;
  attachments: string[];
};

export type InvoiceDetail = InvoiceView & { items: InvoiceLineView[] };

/** GET /api/invoices/summary. */
export type InvoiceSummary = {
  counts: { paid: number; approved: number; pending: number; disputed: number; total: number };
  totalValue: string;
};
