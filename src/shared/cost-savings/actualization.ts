/**
 * When an approved (under_review) opportunity becomes actualized (issue 12: "Approve → under_review then
 * actualized when its saving shows in invoices"), pure; amounts in integer cents.
 *
 * The analysis records with each opportunity its basis: the vendor the saving is expected at, the items
 * (by SKU, by item key, by description similarity ≥ 0.5, or by GL code) with the unit price paid for each
 * before (the baseline), and per type the recommended price or the contract. Facts are read from matched,
 * not rejected invoices of that vendor dated on or after the approval day, per item: the invoiced quantity
 * and amount. For every type:
 *
 *   realized = Σ over the basis items (baseline unit price × invoiced quantity − invoiced amount)
 *
 * and the opportunity is actualized once something was invoiced, the realized amount is above 0 and:
 * - vendor_consolidation: the items are invoiced by the recommended vendor at an average unit price at or
 *   below the recommended price (the baseline is what the other vendors charged on average);
 * - volume_discount: a blanket PO or a contract with the vendor was put in place after the approval, or
 *   the invoiced average unit price dropped by at least the expected 3% below the baseline;
 * - contract_renewal: the contract was renewed after the approval (its end date moved past the one
 *   analysed, or a new active contract with the vendor ending later was created), and the invoices are
 *   of POs under the renewed contract.
 * Otherwise it stays under review. It is decided once: an actualized opportunity is not looked at again.
 */
import { VOLUME_DISCOUNT_RATE } from './analysis';

/** How invoice lines are matched to one of the basis's items. */
export type ItemMatch = {
  /** sku: the PO line's SKU; item: SKU else lower-cased description; similar: description similarity ≥ 0.5; gl: GL code. */
  by: 'sku' | 'item' | 'similar' | 'gl';
  value: string;
};

export type ActualizationBasis = {
  /** The vendor the saving is expected at (the recommended one, the repeat vendor, the contract's). */
  vendorId: string;
  items: { match: ItemMatch; baselineUnitPrice: string }[];
  /** vendor_consolidation: the recommended vendor's average unit price. */
  recommendedUnitPrice?: string;
  /** contract_renewal: the contract and the end date it had when analysed. */
  contractId?: string;
  contractEndDate?: string;
};

/** The description similarity (pg_trgm) at and above which lines are the same item. */
export const SIMILAR_ITEM_THRESHOLD = 0.5;

/** Per basis item, what invoices since the approval billed (cents). */
export type InvoicedItem = { baselineUnitCents: number; quantity: number; invoicedCents: number };

export type ActualizationFacts = {
  items: InvoicedItem[];
  /** volume_discount: a blanket PO or contract with the vendor since the approval. */
  agreementSinceApproval?: boolean;
  /** contract_renewal: the contract was renewed since the approval. */
  renewedSinceApproval?: boolean;
};

export type ActualizationDecision = {
  actualized: boolean;
  realizedCents: number;
  invoicedQuantity: number;
  /** The invoiced average unit price (cents), 0 when nothing was invoiced. */
  averageUnitCents: number;
  /** Why (not): for the audit row and the notice. */
  reason: string;
};

const toCents = (money: string | undefined) => Math.round(Number(money ?? 0) * 100);

export function decideActualization(
  type: string,
  basis: Pick<ActualizationBasis, 'recommendedUnitPrice'>,
  facts: ActualizationFacts,
): ActualizationDecision {
  const quantity = facts.items.reduce((s, i) => s + i.quantity, 0);
  const invoiced = facts.items.reduce((s, i) => s + i.invoicedCents, 0);
  const baseline = facts.items.reduce((s, i) => s + i.baselineUnitCents * i.quantity, 0);
  const realizedCents = Math.round(baseline - invoiced);
  const averageUnitCents = quantity > 0 ? invoiced / quantity : 0;
  const result = (actualized: boolean, reason: string): ActualizationDecision => ({
    actualized,
    realizedCents: actualized ? realizedCents : 0,
    invoicedQuantity: quantity,
    averageUnitCents,
    reason,
  });
  if (quantity <= 0) return result(false, 'Nothing invoiced since the approval.');
  if (realizedCents <= 0)
    return result(false, 'Invoices since the approval are not below the baseline price.');
  if (type === 'vendor_consolidation') {
    const recommended = toCents(basis.recommendedUnitPrice);
    return averageUnitCents <= recommended + 1e-9
      ? result(true, 'The items are invoiced by the recommended vendor at or below its price.')
      : result(false, 'The recommended vendor invoices above its recommended price.');
  }
  if (type === 'volume_discount') {
    if (facts.agreementSinceApproval)
      return result(true, 'A blanket PO or contract was put in place and invoices show the lower price.');
    const baselineAverage = baseline / quantity;
    return averageUnitCents <= baselineAverage * (1 - VOLUME_DISCOUNT_RATE) + 1e-9
      ? result(true, 'Invoiced unit prices dropped by at least 3%.')
      : result(false, 'No agreement and invoiced unit prices dropped by less than 3%.');
  }
  if (type === 'contract_renewal') {
    return facts.renewedSinceApproval
      ? result(true, 'The contract was renewed and invoices under it show the lower price.')
      : result(false, 'The contract has not been renewed since the approval.');
  }
  return result(false, `Unknown opportunity type ${type}.`);
}

/** How each type is actualized, as the Review dialog explains it. */
export const ACTUALIZATION_RULES: Record<string, string> = {
  vendor_consolidation:
    'Actualized when, after approval, the recommended vendor invoices the items at or below its recommended price.',
  volume_discount:
    'Actualized when, after approval, a blanket PO or contract is in place or invoiced unit prices drop by at least 3%, and invoices show the lower price.',
  contract_renewal:
    'Actualized when the contract is renewed after approval and invoices under it show lower prices than before.',
};
