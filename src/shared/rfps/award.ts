import { addDays, formatCurrency, isoDate } from '../format';
import { fromCents, lineTotal, toCents } from '../money';
import type { RequisitionFormInput } from '../requisitions/schemas';
import { medianCents, parseBudget } from './scoring';

/**
 * What an award raises (issue 11), pure: the draft requisition prefilled from the awarded response,
 * the prefill of a new vendor request when the vendor is not in the vendor master, and the saving.
 */

/** The GL code of an RFP's requisition lines, by the RFP's category (Computer Equipment, Software…). */
export const AWARD_GL_CODES: Record<string, string> = {
  Equipment: '4000-002',
  'IT Services': '4000-003',
  'Professional Services': '4000-004',
  Consulting: '4000-004',
  Maintenance: '4000-005',
  Construction: '4000-005',
};
const DEFAULT_GL_CODE = '4000-004';

/**
 * The Cost Savings spend category of an RFP's saving. The screen filters on office supplies, IT
 * services, facilities and marketing; professional services and consulting fit none of them and are
 * recorded as 'professional services' (shown under "all").
 */
export const AWARD_SPEND_CATEGORIES: Record<string, string> = {
  Equipment: 'IT services',
  'IT Services': 'IT services',
  Maintenance: 'facilities',
  Construction: 'facilities',
  'Professional Services': 'professional services',
  Consulting: 'professional services',
};

export const awardGlCode = (category: string) => AWARD_GL_CODES[category] ?? DEFAULT_GL_CODE;
export const awardSpendCategory = (category: string) =>
  AWARD_SPEND_CATEGORIES[category] ?? 'professional services';
/** Equipment is bought as goods; every other category as services. */
export const awardItemType = (category: string): 'goods' | 'services' =>
  category === 'Equipment' ? 'goods' : 'services';

/** Days from the award to the requisition's date needed by. */
export const AWARD_NEEDED_IN_DAYS = 7;

export type AwardedRfp = { id: string; title: string; category: string; department: string };
export type AwardedResponse = {
  totalPrice: string;
  lines: readonly { description: string; quantity: string; unitPrice: string }[];
};

/** "Awarded from RFP <id> '<title>' to <vendor> at $<amount>, the best of <n> responses." */
export function awardJustification(rfp: AwardedRfp, vendorName: string, amount: string, responses: number) {
  const of = `${responses} response${responses === 1 ? '' : 's'}`;
  return `Awarded from RFP ${rfp.id} '${rfp.title}' to ${vendorName} at ${formatCurrency(amount)}, the best of ${of}.`;
}

/**
 * The requisition's lines: the response's lines when there are some, each quantity is at least 1
 * (the requisition form's rule) and they add up to the awarded total; otherwise one line "<RFP
 * title>" at the total, so that the request asks for exactly what was awarded.
 */
export function awardLines(rfp: AwardedRfp, response: AwardedResponse) {
  const common = {
    itemType: awardItemType(rfp.category) === 'goods' ? ('good' as const) : ('service' as const),
    generalLedgerCode: awardGlCode(rfp.category),
    unitOfMeasure: 'Each',
  };
  const total = toCents(response.totalPrice);
  const usable =
    response.lines.length > 0 &&
    response.lines.every((l) => Number(l.quantity) >= 1) &&
    response.lines.reduce((sum, l) => sum + toCents(lineTotal(l.quantity, l.unitPrice)), 0) === total;
  if (!usable) return [{ ...common, description: rfp.title, quantity: '1', unitPrice: fromCents(total) }];
  return response.lines.map((l) => ({
    ...common,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  }));
}

/** The body of the draft requisition an award creates (parsed by the requisition form's own schema). */
export function awardRequisitionInput(
  rfp: AwardedRfp,
  response: AwardedResponse,
  vendor: { id: string; name: string },
  department: string,
  responses: number,
  today: Date,
): RequisitionFormInput {
  return {
    requestType: 'new-purchase',
    status: 'draft',
    title: rfp.title,
    itemType: awardItemType(rfp.category),
    department,
    vendorId: vendor.id,
    vendorName: vendor.name,
    businessJustification: awardJustification(rfp, vendor.name, response.totalPrice, responses),
    dateNeededBy: isoDate(addDays(today, AWARD_NEEDED_IN_DAYS)),
    lineItems: awardLines(rfp, response),
  };
}

/** The prefill of /new-vendor-request for a vendor not yet in the vendor master. */
export function newVendorRequestPrefill(
  rfp: AwardedRfp,
  response: {
    companyName: string | null;
    contactName: string | null;
    vendorEmail: string;
    totalPrice: string;
  },
  responses: number,
) {
  const companyName = response.companyName || response.vendorEmail;
  return {
    companyName,
    contactPerson: response.contactName ?? '',
    contactEmail: response.vendorEmail,
    justification: `${awardJustification(rfp, companyName, response.totalPrice, responses)} The vendor is not yet in the vendor master.`,
  };
}

export type AwardSaving = {
  baselineCents: number;
  savingsCents: number;
  /** Of the baseline, two decimals. */
  discountPercentage: string;
  basis: 'budget' | 'median';
};

/**
 * The saving of an award: against the budget when it parses as an amount, else against the median
 * of the other submitted bids; null when there is no baseline or it is not above the awarded amount.
 */
export function awardSaving(
  budget: string | null,
  awardedCents: number,
  otherBidsCents: readonly number[],
): AwardSaving | null {
  const fromBudget = parseBudget(budget);
  const baselineCents = fromBudget ?? medianCents(otherBidsCents);
  if (baselineCents === null || baselineCents <= awardedCents) return null;
  const savingsCents = baselineCents - awardedCents;
  return {
    baselineCents,
    savingsCents,
    discountPercentage: ((savingsCents * 100) / baselineCents).toFixed(2),
    basis: fromBudget !== null ? 'budget' : 'median',
  };
}
