import type { Requisition } from '@shared/requisitions/types';
import type { ApprovalItem } from '@shared/approvals/schemas';
import type { ContractView } from '@shared/contracts/schemas';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import type { VendorSummary } from '@shared/vendors/types';
import type { InvoiceView } from '@shared/invoices/schemas';
import type { RfpView } from '@shared/rfps/schemas';
import type { DirectSavingView } from '@shared/cost-savings/schemas';
import { yesNo, type Column } from './format';

/** `YYYY-MM-DD` of an ISO time (the day as UTC writes it), or null. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

const requisitions: Column<Requisition>[] = [
  { header: 'Request ID', value: (r) => r.id },
  { header: 'Title', value: (r) => r.title },
  { header: 'Request Type', value: (r) => r.requestType },
  { header: 'Department', value: (r) => r.department },
  { header: 'Requestor', value: (r) => r.requestorName },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'Amount', value: (r) => r.totalAmount, number: true },
  { header: 'Status', value: (r) => r.status },
  { header: 'Urgency', value: (r) => r.urgencyLevel },
  { header: 'Submitted', value: (r) => day(r.submittedDate) },
  { header: 'Needed By', value: (r) => r.dateNeededBy },
  { header: 'PO Number', value: (r) => r.poNumber },
];

const approvals: Column<ApprovalItem>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Type', value: (r) => r.type },
  { header: 'Title', value: (r) => r.title },
  { header: 'Requestor', value: (r) => r.requestor },
  { header: 'Department', value: (r) => r.department },
  { header: 'Amount', value: (r) => r.amount, number: true },
  { header: 'Date Submitted', value: (r) => day(r.dateSubmitted) },
  { header: 'Days Waiting', value: (r) => r.daysWaiting, number: true },
  { header: 'Priority', value: (r) => r.priority },
  { header: 'Next Approver', value: (r) => r.nextApprover },
  { header: 'On Behalf Of', value: (r) => r.onBehalfOf },
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Budget Code', value: (r) => r.budgetCode },
];

const contracts: Column<ContractView>[] = [
  { header: 'Contract ID', value: (r) => r.id },
  { header: 'Title', value: (r) => r.title },
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Category', value: (r) => r.category },
  { header: 'Value', value: (r) => r.value, number: true },
  { header: 'Start Date', value: (r) => r.startDate },
  { header: 'End Date', value: (r) => r.endDate },
  { header: 'Days to Expiry', value: (r) => r.daysToExpiry, number: true },
  { header: 'Status', value: (r) => r.status },
  { header: 'Risk Level', value: (r) => r.riskLevel },
  { header: 'Auto Renewal', value: (r) => yesNo(r.autoRenewal) },
  { header: 'Contact Person', value: (r) => r.contactPerson },
];

const purchaseOrders: Column<PurchaseOrder>[] = [
  { header: 'PO Number', value: (r) => r.poNumber },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'Department', value: (r) => r.department },
  { header: 'Description', value: (r) => r.description },
  { header: 'Amount', value: (r) => r.amount, number: true },
  { header: 'Status', value: (r) => r.status },
  { header: 'Blanket PO', value: (r) => yesNo(r.isBlanketPO) },
  { header: 'Contract', value: (r) => r.contractNumber },
  { header: 'Requisition', value: (r) => r.requisitionId },
  { header: 'Created', value: (r) => day(r.createdAt) },
  { header: 'Approved', value: (r) => day(r.approvedAt) },
];

const vendors: Column<VendorSummary>[] = [
  { header: 'Vendor ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Category', value: (r) => r.category },
  { header: 'Status', value: (r) => r.status },
  { header: 'Integration', value: (r) => r.integrationType },
  { header: 'Total Spend YTD', value: (r) => r.totalSpendYtd, number: true },
  { header: 'Last Order', value: (r) => r.lastOrderDate },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Email', value: (r) => r.contactEmail },
  { header: 'Phone', value: (r) => r.contactPhone },
  { header: 'On-Time Rate', value: (r) => r.onTimeRate, number: true },
];

export const invoiceColumns: Column<InvoiceView>[] = [
  { header: 'Invoice Number', value: (r) => r.invoiceNumber },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'PO Number', value: (r) => r.poNumber },
  { header: 'Description', value: (r) => r.description },
  { header: 'Amount', value: (r) => r.amount, number: true },
  { header: 'Invoice Date', value: (r) => r.invoiceDate },
  { header: 'Due Date', value: (r) => r.dueDate },
  { header: 'Received Date', value: (r) => r.receivedDate },
  { header: 'Payment Terms', value: (r) => r.paymentTerms },
  { header: '3-Way Match', value: (r) => r.threeWayMatchStatus },
  { header: 'Status', value: (r) => r.status },
  { header: 'Status Reason', value: (r) => r.statusReason },
];

/** The Invoice Management Center's columns. */
export const invoiceHistoryColumns: Column<InvoiceView>[] = [
  { header: 'Invoice Number', value: (r) => r.invoiceNumber },
  { header: 'Description', value: (r) => r.description },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'PO Number', value: (r) => r.poNumber },
  { header: 'Amount', value: (r) => r.amount, number: true },
  { header: 'Invoice Date', value: (r) => r.invoiceDate },
  { header: 'Due Date', value: (r) => r.dueDate },
  { header: 'Status', value: (r) => r.status },
];

const rfps: Column<RfpView>[] = [
  { header: 'RFP ID', value: (r) => r.id },
  { header: 'Title', value: (r) => r.title },
  { header: 'Category', value: (r) => r.category },
  { header: 'Department', value: (r) => r.department },
  { header: 'Budget', value: (r) => r.budget, number: true },
  { header: 'Deadline', value: (r) => r.deadline },
  { header: 'Status', value: (r) => r.status },
  { header: 'Responses', value: (r) => r.responseCount, number: true },
  { header: 'Vendors Invited', value: (r) => r.vendorCount, number: true },
  { header: 'Awarded Vendor', value: (r) => r.awardedVendorName },
  { header: 'Awarded Amount', value: (r) => r.awardedAmount, number: true },
  { header: 'Created', value: (r) => day(r.createdDate) },
];

const directSavings: Column<DirectSavingView>[] = [
  { header: 'Saving ID', value: (r) => r.id },
  { header: 'Requisition', value: (r) => r.requisitionId },
  { header: 'Item', value: (r) => r.itemDescription },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'Category', value: (r) => r.category },
  { header: 'Savings Category', value: (r) => r.savingsCategory },
  { header: 'Original Amount', value: (r) => r.originalAmount, number: true },
  { header: 'Discounted Amount', value: (r) => r.discountedAmount, number: true },
  { header: 'Savings Amount', value: (r) => r.savingsAmount, number: true },
  { header: 'Discount %', value: (r) => r.discountPercentage, number: true },
  { header: 'Date Captured', value: (r) => r.dateCaptured },
  { header: 'Status', value: (r) => r.status },
];

export const listColumns = {
  requisitions,
  approvals,
  contracts,
  purchaseOrders,
  vendors,
  rfps,
  directSavings,
};
