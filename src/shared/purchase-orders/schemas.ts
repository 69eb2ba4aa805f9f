import { z } from 'zod';
import { moneyRule, optionalNumberField, quantityRule, totalIssues } from '@shared/numbers';
import { optionalDate, optionalText, requiredText } from '@shared/requisitions/schemas';
import type { AttachmentInfo } from '@shared/requisitions/types';
import type { PoCan } from './policies';

/** Spec section 4, "Purchase order". */
export const PO_STATUSES = [
  'pending',
  'approved',
  'in-progress',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const PO_MESSAGES = {
  description: 'Description is required',
  glCode: 'GL code is required',
  lines: 'At least one line item is required',
  quantity: 'Number must be greater than 0',
  contractDates: 'Contract end date must be on or after the start date',
  requisition: 'Requisition is required',
  vendor: 'Vendor is required',
  cancelReason: 'A reason is required to cancel',
} as const;

/** Progress = completed steps / all steps, rounded; the current step is the first pending one, or 'Completed'. */
export function poProgress(steps: { step: string; status: string }[]): {
  progress: number;
  currentStep: string;
} {
  const done = steps.filter((s) => s.status === 'completed').length;
  return {
    progress: steps.length ? Math.round((done * 100) / steps.length) : 0,
    currentStep: steps.find((s) => s.status === 'pending')?.step ?? 'Completed',
  };
}

export const poLineInputSchema = z.object({
  id: z.string().max(100).nullish(),
  productNumber: optionalText(100),
  description: requiredText(PO_MESSAGES.description, 500),
  quantity: optionalNumberField(quantityRule({ min: 0, exclusiveMin: true, minMessage: PO_MESSAGES.quantity })),
  unitOfMeasure: optionalText(50),
  unitPrice: optionalNumberField(moneyRule()),
  glCode: requiredText(PO_MESSAGES.glCode, 50),
});
export type PoLineInput = z.input<typeof poLineInputSchema>;

/**
 * PATCH /api/purchase-orders/{id} while pending: description, contract dates, agreement date and the
 * lines (which replace all lines and set the amount). A status different from the current one is a 409.
 */
export const poPatchSchema = z
  .object({
    description: optionalText(5000),
    contractStartDate: optionalDate(),
    contractEndDate: optionalDate(),
    agreementDate: optionalDate(),
    lines: z
      .array(poLineInputSchema, { error: PO_MESSAGES.lines })
      .min(1, { error: PO_MESSAGES.lines })
      .max(500)
      .optional(),
    status: z.string().trim().max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.lines) for (const issue of totalIssues(v.lines, 'lines')) ctx.addIssue(issue);
    if (v.contractStartDate && v.contractEndDate && v.contractEndDate < v.contractStartDate) {
      ctx.addIssue({ code: 'custom', path: ['contractEndDate'], message: PO_MESSAGES.contractDates });
    }
  });
export type PoPatchInput = z.input<typeof poPatchSchema>;
export type PoPatch = z.output<typeof poPatchSchema>;

/** GET /api/purchase-orders row (spec section 3: sample and server fields). Money is a numeric string. */
export type PurchaseOrder = {
  id: string;
  poNumber: string;
  vendorId: string;
  vendorName: string;
  /** Same as vendorName (the requisition form reads `vendor`). */
  vendor: string;
  amount: string;
  /** Same as amount. */
  totalAmount: string;
  isBlanketPO: boolean;
  blanketLimit: string | null;
  /** Blanket POs: the sum of their releases' amounts (cancelled and rejected ones excluded); null for other POs. */
  blanketUsed: string | null;
  /** Blanket POs: blanketLimit − blanketUsed; null for other POs. */
  blanketRemaining: string | null;
  status: string;
  contractNumber: string | null;
  contractId: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  agreementDate: string | null;
  department: string;
  description: string;
  attachments: string[];
  requisitionId: string | null;
  parentPoId: string | null;
  revision: number;
  createdAt: string;
  approvedAt: string | null;
  issuedAt: string | null;
  completedAt: string | null;
};

export type PurchaseOrderLine = {
  id: string;
  lineNo: number;
  productNumber: string | null;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: string;
  total: string;
  glCode: string;
  quantityReceived: number;
  /** quantityReceived ≥ quantity. */
  fullyReceived: boolean;
  /** Quantity billed on the PO's invoices that are not rejected. */
  quantityInvoiced: number;
};

export type PurchaseOrderDetail = PurchaseOrder & {
  lines: PurchaseOrderLine[];
  /** The stored files behind `attachments` (the request's uploads and the PO's own): GET /api/attachments/{id}. */
  attachmentFiles: AttachmentInfo[];
  workflowSteps: { step: string; status: string; assignee: string; completedAt: string | null }[];
  progress: number;
  currentStep: string;
  contract: {
    id: string;
    title: string;
    vendorName: string;
    startDate: string;
    endDate: string;
    value: string;
    status: string;
  } | null;
  /** What the signed-in user may do with the PO (./policies.ts). */
  can: PoCan;
};

/** The answer of PATCH /api/purchase-orders/{id}: the PO as saved, and whether the edit sent it back through approval. */
export type PoPatchResult = PurchaseOrderDetail & {
  /** True when the raise was above the change tolerance: a new approval chain (or, needing no approver, approval at once). */
  reapproval: boolean;
};

/** POST /api/purchase-orders: procurement raises the PO of an approved requisition that had no known vendor. */
export const poCreateSchema = z.object({
  requisitionId: requiredText(PO_MESSAGES.requisition, 100),
  vendorId: requiredText(PO_MESSAGES.vendor, 100),
});
export type PoCreateInput = z.input<typeof poCreateSchema>;

/** POST /api/purchase-orders/{id}/cancel */
export const poCancelSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: requiredText(PO_MESSAGES.cancelReason, 2000) }),
);
export type PoCancelInput = z.input<typeof poCancelSchema>;

/** POST /api/purchase-orders/{id}/releases: a release against a blanket PO. */
export const releaseSchema = z
  .object({
    description: optionalText(5000),
    lines: z
      .array(poLineInputSchema, { error: PO_MESSAGES.lines })
      .min(1, { error: PO_MESSAGES.lines })
      .max(500),
  })
  .superRefine((v, ctx) => {
    for (const issue of totalIssues(v.lines, 'lines')) ctx.addIssue(issue);
  });
export type ReleaseInput = z.input<typeof releaseSchema>;
export type Release = z.output<typeof releaseSchema>;
