import { z } from 'zod';
import { cleanFileName } from '@shared/file-names';
import { lineTotal, sumMoney } from '@shared/money';
import {
  integerRule,
  moneyRule,
  optionalNumberField,
  percentageRule,
  quantityRule,
  totalIssues,
} from '@shared/numbers';
import { isAllowedFileName } from '@shared/files';
import {
  DEFAULT_QUANTITY,
  DEFAULT_UNIT,
  ITEM_TYPE_VALUES,
  LINE_ITEM_TYPES,
  REQUEST_TYPES,
  REQUISITION_FILES,
  URGENCY_VALUES,
} from './constants';
import { keepWhatApplies } from './what-applies';
import { FIELD_MESSAGES, normalizeDate, optionalDate, optionalText, requiredText } from '@shared/text-fields';

/** The form's validation messages: spec section 5 wording where the spec gives one. */
export const REQUISITION_MESSAGES = {
  department: 'Department is required',
  businessJustification: 'Business justification is required',
  dateNeededBy: 'Date needed by is required',
  requestType: 'Request type must be one of new-purchase, change-order, blanket-po',
  itemType: 'Item type must be one of goods, services, mixed',
  urgencyLevel: 'Urgency must be one of low, medium, high, critical',
  status: "Status must be 'Pending Review' or 'draft'",
  lineItems: 'At least one line item is required',
  description: 'Description is required',
  generalLedgerCode: 'GL code is required',
  productNumber: 'Product number is required',
  expectedQuantity: 'Expected quantity is required',
  estimatedUnitPrice: 'Estimated unit price is required',
  quantityMin: 'Number must be greater than or equal to 1',
  notNegative: 'Number must be greater than or equal to 0',
  wholeNumber: 'Expected integer, received float',
  number: 'Expected number, received string',
  date: FIELD_MESSAGES.date,
  contractDates: 'Contract end date must be on or after the start date',
  departmentNotAllowed: (allowed: readonly string[]) => `Department must be one of ${allowed.join(', ')}`,
  poNumberRequired: 'PO number is required for a change order',
  poNumberNotOpen: 'PO number must be an open purchase order (approved or in progress)',
  attachment: 'Attachments accepted: pdf, doc, docx, xls, xlsx, png, jpg, jpeg',
  tooLong: FIELD_MESSAGES.tooLong,
} as const;
const M = REQUISITION_MESSAGES;

export { normalizeDate, optionalDate, optionalText, requiredText } from '@shared/text-fields';

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .transform((v, ctx) => {
      const day = normalizeDate(v);
      if (!day) ctx.addIssue({ code: 'custom', message: M.date });
      return day ?? v;
    });

const attachmentName = z
  .string()
  .trim()
  .min(1, { error: M.attachment })
  .max(255, { error: M.tooLong(255) })
  .transform(cleanFileName)
  .refine((name) => isAllowedFileName(REQUISITION_FILES, name), { error: M.attachment });

/** One line item as the form sends it; quantity and unit price may be missing (they fall back). */
export const lineItemInputSchema = z.object({
  id: z.string().max(100).nullish(),
  itemType: z.enum(LINE_ITEM_TYPES).nullish(),
  productNumber: optionalText(100),
  description: requiredText(M.description, 500),
  quantity: optionalNumberField(quantityRule({ min: 1, minMessage: M.quantityMin })),
  unitOfMeasure: optionalText(50),
  unitPrice: optionalNumberField(moneyRule()),
  generalLedgerCode: requiredText(M.generalLedgerCode, 50),
  contractNumber: optionalText(100),
  minOrderQuantity: optionalNumberField(integerRule()),
  leadTimeDays: optionalNumberField(integerRule()),
});
export type LineItemInput = z.input<typeof lineItemInputSchema>;
export type LineItemParsed = z.output<typeof lineItemInputSchema>;

/** A line with its fallbacks applied (quantity 1, unit price 0, unit Each, type good) and its total. */
export type LineItem = {
  itemType: string;
  productNumber: string | null;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: number;
  total: string;
  generalLedgerCode: string;
  contractNumber: string | null;
  minOrderQuantity: number | null;
  leadTimeDays: number | null;
};

export function withLineDefaults(line: LineItemParsed): LineItem {
  const quantity = line.quantity ?? DEFAULT_QUANTITY;
  const unitPrice = line.unitPrice ?? 0;
  return {
    itemType: line.itemType ?? 'good',
    productNumber: line.productNumber ?? null,
    description: line.description,
    quantity,
    unitOfMeasure: line.unitOfMeasure ?? DEFAULT_UNIT,
    unitPrice,
    total: lineTotal(quantity, unitPrice),
    generalLedgerCode: line.generalLedgerCode,
    contractNumber: line.contractNumber ?? null,
    minOrderQuantity: line.minOrderQuantity ?? null,
    leadTimeDays: line.leadTimeDays ?? null,
  };
}

/** Blanket PO lines also need a product number, an expected quantity and an estimated unit price. */
export function blanketLineIssues(lines: LineItemParsed[]): { path: (string | number)[]; message: string }[] {
  return lines.flatMap((line, i) => [
    ...(line.productNumber ? [] : [{ path: ['lineItems', i, 'productNumber'], message: M.productNumber }]),
    ...(line.quantity == null ? [{ path: ['lineItems', i, 'quantity'], message: M.expectedQuantity }] : []),
    ...(line.unitPrice == null
      ? [{ path: ['lineItems', i, 'unitPrice'], message: M.estimatedUnitPrice }]
      : []),
  ]);
}

/** Line totals = quantity × unit price to 2 decimals; the request total is their sum. */
export function requisitionTotal(lines: { quantity: number | string; unitPrice: number | string }[]): string {
  return sumMoney(lines.map((l) => lineTotal(l.quantity, l.unitPrice)));
}

const requisitionFields = z.object({
  requestType: z.enum(REQUEST_TYPES, { error: M.requestType }),
  itemType: z.enum(ITEM_TYPE_VALUES, { error: M.itemType }).optional(),
  department: requiredText(M.department, 100),
  businessJustification: requiredText(M.businessJustification),
  dateNeededBy: requiredDate(M.dateNeededBy),
  title: optionalText(200),
  description: optionalText(5000),
  vendorId: optionalText(100),
  vendorName: optionalText(200),
  shippingAddress: optionalText(500),
  deliveryLocation: optionalText(200),
  contractNumber: optionalText(100),
  contractStartDate: optionalDate(),
  contractEndDate: optionalDate(),
  poNumber: optionalText(100),
  changeDescription: optionalText(5000),
  urgencyLevel: z.enum(URGENCY_VALUES, { error: M.urgencyLevel }).nullish(),
  originalPrice: optionalNumberField(moneyRule()),
  discountAmount: optionalNumberField(moneyRule()),
  discountPercentage: optionalNumberField(percentageRule()),
  costSavingsNotes: optionalText(5000),
  lineItems: z.array(lineItemInputSchema, { error: M.lineItems }).min(1, { error: M.lineItems }).max(200),
  /** Sent by the prototype's client; the server uses the session user instead. */
  requestorId: z.string().nullish(),
  /** Sent by the prototype's client; the server stamps the submit time itself. */
  submittedDate: z.union([z.string(), z.date(), z.null()]).optional(),
  /** 'Pending Review' (or 'pending') submits; 'draft' saves a draft. Absent = submit. */
  status: z.enum(['Pending Review', 'pending', 'draft'], { error: M.status }).optional(),
  attachments: z.array(attachmentName).max(20).optional(),
});

type Fields = z.output<typeof requisitionFields>;
type Ctx = z.core.$RefinementCtx<Fields>;

function crossFieldChecks(v: Partial<Fields>, ctx: Ctx) {
  if (v.lineItems) for (const issue of totalIssues(v.lineItems, 'lineItems')) ctx.addIssue(issue);
  if (v.requestType === 'blanket-po' && v.lineItems) {
    for (const issue of blanketLineIssues(v.lineItems)) ctx.addIssue({ code: 'custom', ...issue });
  }
  if (v.contractStartDate && v.contractEndDate && v.contractEndDate < v.contractStartDate) {
    ctx.addIssue({ code: 'custom', path: ['contractEndDate'], message: M.contractDates });
  }
}

/** POST /api/requisitions, and the requisition form itself: lines with their fallbacks, only what applies. */
export const requisitionFormSchema = requisitionFields
  .superRefine(crossFieldChecks)
  .transform((v) => keepWhatApplies({ ...v, lineItems: v.lineItems.map(withLineDefaults) }, v));

/** POST /api/change-orders: the form for a change order, whatever request type the body names. */
export const changeOrderFormSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'requestType' in v ? { ...v, requestType: 'change-order' } : v),
  requisitionFormSchema,
);
export type RequisitionFormInput = z.input<typeof requisitionFormSchema>;
export type RequisitionFormValues = z.output<typeof requisitionFormSchema>;

/**
 * PATCH /api/requisitions/{id}: any subset of the form's fields (absent = unchanged, null or blank
 * = cleared); `lineItems` replaces all lines; `status: 'pending'` resubmits. Blanket-line rules are
 * checked by the server against the merged request.
 */
export const requisitionPatchSchema = requisitionFields
  .omit({ status: true, requestorId: true, submittedDate: true })
  .partial()
  .extend({ status: z.string().trim().max(50).optional() })
  .superRefine((v, ctx) => {
    if (v.lineItems) for (const issue of totalIssues(v.lineItems, 'lineItems')) ctx.addIssue(issue);
  });
export type RequisitionPatchInput = z.input<typeof requisitionPatchSchema>;
export type RequisitionPatch = z.output<typeof requisitionPatchSchema>;

/** POST /api/requisition-items: one more line on a draft or returned requisition. */
export const requisitionItemCreateSchema = lineItemInputSchema
  .extend({ requisitionId: requiredText('Requisition is required', 100) })
  .superRefine((v, ctx) => {
    for (const issue of totalIssues([v], 'line')) ctx.addIssue({ ...issue, path: issue.path.slice(2) });
  });
export type RequisitionItemCreate = z.output<typeof requisitionItemCreateSchema>;
