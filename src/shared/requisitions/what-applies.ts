/** Contract fields apply to blanket POs, change orders and purchases of services (or goods and services). */
export const usesContract = (v: { requestType: string; itemType?: string | null }) =>
  v.requestType !== 'new-purchase' || v.itemType === 'services' || v.itemType === 'mixed';

type Text = string | null | undefined;
type Amount = number | null | undefined;
/** The fields whose use depends on the request type (as the form schema outputs them). */
type ApplicableFields = {
  deliveryLocation?: Text;
  contractNumber?: Text;
  contractStartDate?: Text;
  contractEndDate?: Text;
  poNumber?: Text;
  changeDescription?: Text;
  originalPrice?: Amount;
  discountAmount?: Amount;
  discountPercentage?: Amount;
  costSavingsNotes?: Text;
  lineItems?: { minOrderQuantity?: Amount; leadTimeDays?: Amount }[];
};

/**
 * Only what applies to the request type is kept; the rest becomes null (cleared, also by a PATCH):
 * the change-order fields outside Change Order, the delivery location and the blanket line fields
 * (minimum order, lead time) outside Blanket PO, the contract fields for goods-only new purchases.
 * The server therefore stores only what the request's type shows, whatever a client sends.
 */
export function keepWhatApplies<T extends ApplicableFields>(
  v: T,
  type: { requestType: string; itemType?: string | null },
): T {
  const isChange = type.requestType === 'change-order';
  const isBlanket = type.requestType === 'blanket-po';
  const contract = usesContract(type);
  const only = <V>(applies: boolean, value: V) => (applies ? value : null);
  return {
    ...v,
    deliveryLocation: only(isBlanket, v.deliveryLocation),
    contractNumber: only(contract, v.contractNumber),
    contractStartDate: only(contract, v.contractStartDate),
    contractEndDate: only(contract, v.contractEndDate),
    poNumber: only(isChange, v.poNumber),
    changeDescription: only(isChange, v.changeDescription),
    originalPrice: only(isChange, v.originalPrice),
    discountAmount: only(isChange, v.discountAmount),
    discountPercentage: only(isChange, v.discountPercentage),
    costSavingsNotes: only(isChange, v.costSavingsNotes),
    ...(v.lineItems
      ? {
          lineItems: v.lineItems.map((l) => ({
            ...l,
            minOrderQuantity: only(isBlanket, l.minOrderQuantity),
            leadTimeDays: only(isBlanket, l.leadTimeDays),
          })),
        }
      : {}),
  };
}
