import { z } from 'zod';
import { moneyRule, optionalNumberField, quantityRule, totalIssues } from '@shared/numbers';
import { optionalDate, optionalText, requiredText } from '@shared/text-fields';
import { attachmentInfoSchema } from '@shared/attachments';
import { poCanSchema } from './can';

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
  quantity: optionalNumberField(
    quantityRule({ min: 0, exclusiveMin: true, minMessage: PO_MESSAGES.quantity }),
  ),
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
export const purchaseOrderSchema = z
  .object({
    id: z.string(),
    poNumber: z.string(),
    vendorId: z.string(),
    vendorName: z.string(),
    /** Same as vendorName (the requisition form reads `vendor`). */
    vendor: z.string(),
    amount: z.string(),
    /** Same as amount. */
    totalAmount: z.string(),
    isBlanketPO: z.boolean(),
    blanketLimit: z.string().nullable(),
    /** Blanket POs: the sum of their releases' amounts (cancelled and rejected ones excluded); null for other POs. */
    blanketUsed: z.string().nullable(),
    /** Blanket POs: blanketLimit − blanketUsed; null for other POs. */
    blanketRemaining: z.string().nullable(),
    status: z.string(),
    contractNumber: z.string().nullable(),
    contractId: z.string().nullable(),
    contractStartDate: z.string().nullable(),
    contractEndDate: z.string().nullable(),
    agreementDate: z.string().nullable(),
    department: z.string(),
    description: z.string(),
    attachments: z.array(z.string()),
    requisitionId: z.string().nullable(),
    parentPoId: z.string().nullable(),
    revision: z.number().int(),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
    issuedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  productNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitOfMeasure: z.string(),
  unitPrice: z.string(),
  total: z.string(),
  glCode: z.string(),
  quantityReceived: z.number(),
  /** quantityReceived ≥ quantity. */
  fullyReceived: z.boolean(),
  /** Quantity billed on the PO's invoices that are not rejected. */
  quantityInvoiced: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderDetailSchema = purchaseOrderSchema
  .extend({
    lines: z.array(purchaseOrderLineSchema),
    /** The stored files behind `attachments` (the request's uploads and the PO's own): GET /api/attachments/{id}. */
    attachmentFiles: z.array(attachmentInfoSchema),
    workflowSteps: z.array(
      z.object({
        step: z.string(),
        status: z.string(),
        assignee: z.string(),
        completedAt: z.string().nullable(),
      }),
    ),
    progress: z.number(),
    currentStep: z.string(),
    contract: z
      .object({
        id: z.string(),
        title: z.string(),
        vendorName: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        value: z.string(),
        status: z.string(),
      })
      .nullable(),
    /** What the signed-in user may do with the PO (./policies.ts). */
    can: poCanSchema,
  })
  .meta({ id: 'PurchaseOrderDetail' });
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** The answer of PATCH /api/purchase-orders/{id}: the PO as saved, and whether the edit sent it back through approval. */
export const poPatchResultSchema = purchaseOrderDetailSchema.extend({
  /** True when the raise was above the change tolerance: a new approval chain (or, needing no approver, approval at once). */
  reapproval: z.boolean(),
});
export type PoPatchResult = z.infer<typeof poPatchResultSchema>;

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
