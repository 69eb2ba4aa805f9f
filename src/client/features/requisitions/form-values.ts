/**
 * Pure helpers of the requisition form: its defaults, the values an existing request, a contract or a
 * catalogue product prefill, the payload sent to the API, live line totals and the attachment check.
 */
import { addDays, isoDate } from '@shared/format';
import { lineTotal, sumMoney } from '@shared/money';
import type { ContractView } from '@shared/contracts/schemas';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import type { CatalogItem } from '@shared/search/catalog';
import { acceptAttribute, fileProblem } from '@shared/files';
import {
  DEFAULT_QUANTITY,
  DEFAULT_UNIT,
  ITEM_TYPE_VALUES,
  REQUEST_TYPES,
  REQUISITION_FILES,
  URGENCY_VALUES,
  type RequestType,
} from '@shared/requisitions/constants';
import type {
  LineItemInput,
  RequisitionFormInput,
  RequisitionFormValues,
} from '@shared/requisitions/schemas';
import type { RequisitionDetail } from '@shared/requisitions/types';

/** Spec section 9: "The default shipping address is a placeholder corporate address." */
export const DEFAULT_SHIPPING_ADDRESS = '100 Corporate Drive, Suite 400, Austin, TX 78701';

/** The vendor select's entry for a vendor typed by hand. */
export const OTHER_VENDOR = '__other__';

export type FormValues = RequisitionFormInput;

export function parseRequestType(value: string | null | undefined): RequestType {
  return (REQUEST_TYPES as readonly string[]).includes(value ?? '') ? (value as RequestType) : 'new-purchase';
}

/** Quantity 1, unit Each, unit price 0 (spec section 9). */
export function emptyLine(): LineItemInput {
  return {
    itemType: 'good',
    description: '',
    productNumber: '',
    quantity: DEFAULT_QUANTITY,
    unitOfMeasure: DEFAULT_UNIT,
    unitPrice: 0,
    generalLedgerCode: '',
    contractNumber: '',
    minOrderQuantity: null,
    leadTimeDays: null,
  };
}

/** A new form: the user's department, needed by today + 7 days, the corporate shipping address. */
export function defaultFormValues(
  requestType: RequestType,
  department: string,
  today = new Date(),
): FormValues {
  return {
    requestType,
    itemType: 'goods',
    title: '',
    department,
    businessJustification: '',
    dateNeededBy: isoDate(addDays(today, 7)),
    vendorId: '',
    vendorName: '',
    shippingAddress: DEFAULT_SHIPPING_ADDRESS,
    deliveryLocation: '',
    contractNumber: '',
    contractStartDate: '',
    contractEndDate: '',
    poNumber: '',
    changeDescription: '',
    urgencyLevel: 'low',
    originalPrice: null,
    discountAmount: null,
    discountPercentage: null,
    costSavingsNotes: '',
    lineItems: [emptyLine()],
  };
}

const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));
const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined, fallback: T): T =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : fallback;

/** The form values of a saved draft or returned request. */
export function valuesFromDetail(d: RequisitionDetail): FormValues {
  return {
    requestType: parseRequestType(d.requestType),
    itemType: oneOf(ITEM_TYPE_VALUES, d.itemType, 'goods'),
    title: d.title ?? '',
    department: d.department,
    businessJustification: d.businessJustification ?? '',
    dateNeededBy: d.dateNeededBy ?? '',
    vendorId: d.vendorId ?? '',
    vendorName: d.vendorName ?? '',
    shippingAddress: d.shippingAddress ?? '',
    deliveryLocation: d.deliveryLocation ?? '',
    contractNumber: d.contractNumber ?? '',
    contractStartDate: d.contractStartDate ?? '',
    contractEndDate: d.contractEndDate ?? '',
    poNumber: d.poNumber ?? '',
    changeDescription: d.changeDescription ?? '',
    urgencyLevel: oneOf(URGENCY_VALUES, d.urgencyLevel, 'low'),
    originalPrice: num(d.originalPrice),
    discountAmount: num(d.discountAmount),
    discountPercentage: num(d.discountPercentage),
    costSavingsNotes: d.costSavingsNotes ?? '',
    lineItems: d.items.length
      ? d.items.map((item) => ({
          itemType: item.itemType === 'service' ? 'service' : 'good',
          description: item.description,
          productNumber: item.productNumber ?? '',
          quantity: item.quantity,
          unitOfMeasure: item.unitOfMeasure,
          unitPrice: Number(item.unitPrice),
          generalLedgerCode: item.generalLedgerCode,
          contractNumber: item.contractNumber ?? '',
          minOrderQuantity: item.minOrderQuantity,
          leadTimeDays: item.leadTimeDays,
        }))
      : [emptyLine()],
  };
}

/** A change order from a contract: its vendor, number and dates, and its (first) PO with the PO's amount. */
export function prefillFromContract(
  values: FormValues,
  contract: ContractView,
  po: Pick<PurchaseOrder, 'poNumber' | 'amount'> | null,
): FormValues {
  const poNumber = po?.poNumber ?? contract.poNumbers[0] ?? '';
  return {
    ...values,
    requestType: 'change-order',
    vendorId: contract.vendorId,
    vendorName: contract.vendor,
    contractNumber: contract.id,
    contractStartDate: contract.startDate,
    contractEndDate: contract.endDate,
    poNumber,
    originalPrice: po ? Number(po.amount) : null,
    lineItems: values.lineItems.map((l) => ({ ...l, contractNumber: contract.id })),
  };
}

/** A line from a catalogue product (name, SKU, price, unit) and the product's vendor. */
export function prefillFromCatalogItem(values: FormValues, item: CatalogItem): FormValues {
  const [first, ...rest] = values.lineItems;
  return {
    ...values,
    vendorId: item.vendorId,
    vendorName: item.vendorName,
    lineItems: [
      {
        ...(first ?? emptyLine()),
        description: item.name,
        productNumber: item.sku,
        unitPrice: Number(item.unitPrice),
        unitOfMeasure: item.unitOfMeasure || DEFAULT_UNIT,
        leadTimeDays: item.leadTimeDays,
      },
      ...rest,
    ],
  };
}

const finite = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The live total of a line as typed: quantity falls back to 1 and unit price to 0 (spec section 5). */
export function previewLineTotal(line: { quantity?: unknown; unitPrice?: unknown }): string {
  return lineTotal(finite(line.quantity) ?? DEFAULT_QUANTITY, finite(line.unitPrice) ?? 0);
}

export function previewTotal(lines: { quantity?: unknown; unitPrice?: unknown }[]): string {
  return sumMoney(lines.map(previewLineTotal));
}

/**
 * The JSON the API receives from the validated values. The form schema already kept only what
 * applies to the request type (`keepWhatApplies`, src/shared/requisitions/what-applies.ts: the rest
 * is null), so a PATCH clears what the current tab does not show; blanks are sent as null too.
 */
export function buildPayload(v: RequisitionFormValues) {
  return {
    requestType: v.requestType,
    itemType: v.itemType ?? 'goods',
    title: v.title ?? null,
    department: v.department,
    businessJustification: v.businessJustification,
    dateNeededBy: v.dateNeededBy,
    vendorId: v.vendorId ?? null,
    vendorName: v.vendorId ? null : (v.vendorName ?? null),
    shippingAddress: v.shippingAddress ?? null,
    deliveryLocation: v.deliveryLocation ?? null,
    contractNumber: v.contractNumber ?? null,
    contractStartDate: v.contractStartDate ?? null,
    contractEndDate: v.contractEndDate ?? null,
    poNumber: v.poNumber ?? null,
    changeDescription: v.changeDescription ?? null,
    urgencyLevel: v.urgencyLevel ?? 'low',
    originalPrice: v.originalPrice ?? null,
    discountAmount: v.discountAmount ?? null,
    discountPercentage: v.discountPercentage ?? null,
    costSavingsNotes: v.costSavingsNotes ?? null,
    lineItems: v.lineItems.map((l) => ({
      itemType: l.itemType,
      productNumber: l.productNumber,
      description: l.description,
      quantity: l.quantity,
      unitOfMeasure: l.unitOfMeasure,
      unitPrice: l.unitPrice,
      generalLedgerCode: l.generalLedgerCode,
      contractNumber: l.contractNumber,
      minOrderQuantity: l.minOrderQuantity,
      leadTimeDays: l.leadTimeDays,
    })),
  };
}
export type RequisitionPayload = ReturnType<typeof buildPayload>;

/** Why a chosen file cannot be attached (its type or size, the rules the server checks), or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  const problem = fileProblem(REQUISITION_FILES, file);
  return problem && `${file.name}: ${problem}`;
}

/** The input's `accept` attribute: .pdf,.doc,... */
export const ATTACHMENT_ACCEPT = acceptAttribute(REQUISITION_FILES);

/** The success toast's text (spec section 8), with the budget check's warning after it when there is one. */
export function successText(detail: Pick<RequisitionDetail, 'requestType' | 'budgetWarning'>): string {
  const sentence =
    detail.requestType === 'change-order'
      ? 'Change order submitted to Procurement'
      : 'Requisition submitted successfully';
  return detail.budgetWarning ? `${sentence}. ${detail.budgetWarning}` : sentence;
}
