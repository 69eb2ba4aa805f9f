import { z } from 'zod';
import { attachmentInfoSchema } from '@shared/attachments';
import { requisitionCanSchema } from './can';

/**
 * API answers of the requisitions area (spec section 3, "Requisition (server)"): the schemas the server
 * serialises by and the client parses with. Money is a numeric string, dates YYYY-MM-DD, times ISO.
 */
export const requisitionSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    requestorId: z.string(),
    requestorName: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    itemType: z.string(),
    requestType: z.string(),
    vendorId: z.string().nullable(),
    vendorName: z.string().nullable(),
    totalAmount: z.string(),
    /** Same as totalAmount. */
    amount: z.string(),
    submittedDate: z.string().nullable(),
    department: z.string(),
    feedback: z.string().nullable(),
    budgetWarning: z.string().nullable(),
    urgencyLevel: z.string(),
    dateNeededBy: z.string().nullable(),
    businessJustification: z.string(),
    poNumber: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Requisition' });
export type Requisition = z.infer<typeof requisitionSchema>;

export const requisitionItemSchema = z
  .object({
    id: z.string(),
    requisitionId: z.string(),
    lineNo: z.number().int(),
    itemType: z.string(),
    productNumber: z.string().nullable(),
    description: z.string(),
    quantity: z.number(),
    unitOfMeasure: z.string(),
    unitPrice: z.string(),
    total: z.string(),
    generalLedgerCode: z.string(),
    contractNumber: z.string().nullable(),
    minOrderQuantity: z.number().nullable(),
    leadTimeDays: z.number().nullable(),
  })
  .meta({ id: 'RequisitionItem' });
export type RequisitionItem = z.infer<typeof requisitionItemSchema>;

/** GET /api/requisitions/{id}/workflow: one approval step. */
export const workflowStepSchema = z
  .object({
    id: z.string(),
    stepOrder: z.number().int(),
    name: z.string(),
    /** pending | not_started | completed | rejected | skipped */
    status: z.string(),
    approverRole: z.string(),
    approverRoleLabel: z.string(),
    department: z.string().nullable(),
    activatedAt: z.string().nullable(),
    actedById: z.string().nullable(),
    actedBy: z.string().nullable(),
    actedAt: z.string().nullable(),
    /** The approver the actor stood in for (out-of-office delegation), by name; absent or null: none. */
    onBehalfOf: z.string().nullish(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'WorkflowStep' });
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const changeOrderInfoSchema = z.object({
  id: z.string(),
  purchaseOrderId: z.string().nullable(),
  changeType: z.string(),
  changeDescription: z.string(),
  originalAmount: z.string().nullable(),
  newAmount: z.string().nullable(),
  status: z.string(),
});
export type ChangeOrderInfo = z.infer<typeof changeOrderInfoSchema>;

export { attachmentInfoSchema, type AttachmentInfo } from '@shared/attachments';

export const requisitionDetailSchema = requisitionSchema
  .extend({
    shippingAddress: z.string().nullable(),
    deliveryLocation: z.string().nullable(),
    contractId: z.string().nullable(),
    contractNumber: z.string().nullable(),
    contractStartDate: z.string().nullable(),
    contractEndDate: z.string().nullable(),
    changeDescription: z.string().nullable(),
    originalPrice: z.string().nullable(),
    discountAmount: z.string().nullable(),
    discountPercentage: z.string().nullable(),
    costSavingsNotes: z.string().nullable(),
    approvedAt: z.string().nullable(),
    items: z.array(requisitionItemSchema),
    /** File names: those listed on the form plus any uploaded files. */
    attachments: z.array(z.string()),
    /** The uploaded files. */
    attachmentFiles: z.array(attachmentInfoSchema),
    /** The purchase order raised from this request (for a change order: the PO it changes), once it exists. */
    purchaseOrderId: z.string().nullable(),
    /** The current approval chain (the latest submission). */
    workflow: z.array(workflowStepSchema),
    /** Every step acted on, across submissions, oldest first. */
    approvalHistory: z.array(workflowStepSchema.extend({ submission: z.number().int() })),
    changeOrder: changeOrderInfoSchema.nullable(),
    /** What the signed-in user may do with the request (./policies.ts). */
    can: requisitionCanSchema,
  })
  .meta({ id: 'RequisitionDetail' });
export type RequisitionDetail = z.infer<typeof requisitionDetailSchema>;

/** GET /api/requisitions/mine/summary: the My Requests counts of the signed-in user. */
export const myRequestsSummarySchema = z.object({
  /** pending */
  waitingApproval: z.number().int(),
  approved: z.number().int(),
  /** returned */
  needUpdates: z.number().int(),
  drafts: z.number().int(),
});
export type MyRequestsSummary = z.infer<typeof myRequestsSummarySchema>;

/** GET /api/requisitions/stats: the requisition page's counters, over the requests the user may see. */
export const requisitionStatsSchema = z.object({
  /** Pending requests. */
  active: z.number().int(),
  /** Requests submitted this calendar month. */
  thisMonth: z.number().int(),
});
export type RequisitionStats = z.infer<typeof requisitionStatsSchema>;
