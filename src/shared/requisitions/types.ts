import type { RequisitionCan } from './policies';

/** API answers of the requisitions area (spec section 3, "Requisition (server)"). Money is a numeric string. */
export type Requisition = {
  id: string;
  status: string;
  requestorId: string;
  requestorName: string;
  title: string;
  description: string | null;
  itemType: string;
  requestType: string;
  vendorId: string | null;
  vendorName: string | null;
  totalAmount: string;
  /** Same as totalAmount. */
  amount: string;
  submittedDate: string | null;
  department: string;
  feedback: string | null;
  budgetWarning: string | null;
  urgencyLevel: string;
  dateNeededBy: string | null;
  businessJustification: string;
  poNumber: string | null;
  createdAt: string;
  updatedAt: string;
};

export type RequisitionItem = {
  id: string;
  requisitionId: string;
  lineNo: number;
  itemType: string;
  productNumber: string | null;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: string;
  total: string;
  generalLedgerCode: string;
  contractNumber: string | null;
  minOrderQuantity: number | null;
  leadTimeDays: number | null;
};

/** GET /api/requisitions/{id}/workflow: one approval step. */
export type WorkflowStep = {
  id: string;
  stepOrder: number;
  name: string;
  /** pending | not_started | completed | rejected | skipped */
  status: string;
  approverRole: string;
  approverRoleLabel: string;
  department: string | null;
  activatedAt: string | null;
  actedById: string | null;
  actedBy: string | null;
  actedAt: string | null;
  comment: string | null;
};

export type ChangeOrderInfo = {
  id: string;
  purchaseOrderId: string | null;
  changeType: string;
  changeDescription: string;
  originalAmount: string | null;
  newAmount: string | null;
  status: string;
};

export type RequisitionDetail = Requisition & {
  shippingAddress: string | null;
  deliveryLocation: string | null;
  contractId: string | null;
  contractNumber: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  changeDescription: string | null;
  originalPrice: string | null;
  discountAmount: string | null;
  discountPercentage: string | null;
  costSavingsNotes: string | null;
  approvedAt: string | null;
  items: RequisitionItem[];
  /** File names: those listed on the form plus any uploaded files. */
  attachments: string[];
  /** The uploaded files (download: GET /api/attachments/{id}). */
  attachmentFiles: AttachmentInfo[];
  /** The purchase order raised from this request (for a change order: the PO it changes), once it exists. */
  purchaseOrderId: string | null;
  /** The current approval chain (the latest submission). */
  workflow: WorkflowStep[];
  /** Every step acted on, across submissions, oldest first. */
  approvalHistory: (WorkflowStep & { submission: number })[];
  changeOrder: ChangeOrderInfo | null;
  /** What the signed-in user may do with the request (./policies.ts). */
  can: RequisitionCan;
};

/** An uploaded file of a record. */
export type AttachmentInfo = {
  id: string;
  fileName: string;
  size: number;
  mimeType: string;
  createdAt: string;
};

/** GET /api/requisitions/mine/summary: the My Requests counts of the signed-in user. */
export type MyRequestsSummary = {
  /** pending */
  waitingApproval: number;
  approved: number;
  /** returned */
  needUpdates: number;
  drafts: number;
};

/** GET /api/requisitions/stats: the requisition page's counters, over the requests the user may see. */
export type RequisitionStats = {
  /** Pending requests. */
  active: number;
  /** Requests submitted this calendar month. */
  thisMonth: number;
};
