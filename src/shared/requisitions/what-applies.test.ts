import { describe, expect, it } from 'vitest';
import { changeOrderFormSchema, requisitionFormSchema, type RequisitionFormInput } from './schemas';

/** The form schema keeps only what applies to the request type (./what-applies.ts). */
const valid = (over: Record<string, unknown> = {}): RequisitionFormInput =>
  ({
    requestType: 'new-purchase',
    itemType: 'goods',
    department: 'IT',
    businessJustification: 'More seats',
    dateNeededBy: '2026-05-01',
    ...over,
  }) as RequisitionFormInput;

describe('only what applies to the request type', () => {
  const everything = {
    deliveryLocation: 'warehouse-a',
    contractNumber: 'CTR-001',
    contractStartDate: '2026-01-01',
    contractEndDate: '2026-12-31',
    poNumber: 'PO-10003',
    changeDescription: 'More chairs',
    originalPrice: 100,
    discountAmount: 5,
    discountPercentage: 5,
    costSavingsNotes: 'Negotiated',
    lineItems: [
      {
        description: 'Chair',
        generalLedgerCode: '4000-001',
        productNumber: 'CH-1',
        quantity: 2,
        unitPrice: 50,
        minOrderQuantity: 10,
        leadTimeDays: 7,
      },
    ],
  };
  const parse = (over: Record<string, unknown>) =>
    requisitionFormSchema.parse(valid({ ...everything, ...over }));
  const CHANGE = [
    'poNumber',
    'changeDescription',
    'originalPrice',
    'discountAmount',
    'discountPercentage',
    'costSavingsNotes',
  ];
  const CONTRACT = ['contractNumber', 'contractStartDate', 'contractEndDate'];

  it('clears the change-order, blanket and contract fields of a goods purchase', () => {
    const out = parse({ requestType: 'new-purchase', itemType: 'goods' });
    for (const field of [...CHANGE, ...CONTRACT, 'deliveryLocation'])
      expect(out[field as keyof typeof out], field).toBeNull();
    expect(out.lineItems[0]).toMatchObject({
      productNumber: 'CH-1',
      minOrderQuantity: null,
      leadTimeDays: null,
    });
  });

  it('keeps the contract of a services purchase, the change of a change order, the blanket fields of a blanket PO', () => {
    expect(parse({ requestType: 'new-purchase', itemType: 'services' })).toMatchObject({
      contractNumber: 'CTR-001',
      poNumber: null,
      deliveryLocation: null,
    });
    expect(parse({ requestType: 'change-order' })).toMatchObject({
      poNumber: 'PO-10003',
      costSavingsNotes: 'Negotiated',
      contractEndDate: '2026-12-31',
      deliveryLocation: null,
    });
    const blanket = parse({ requestType: 'blanket-po' });
    expect(blanket).toMatchObject({
      deliveryLocation: 'warehouse-a',
      contractNumber: 'CTR-001',
      poNumber: null,
    });
    expect(blanket.lineItems[0]).toMatchObject({ minOrderQuantity: 10, leadTimeDays: 7 });
  });

  it('makes a change order of whatever /api/change-orders receives', () => {
    const out = changeOrderFormSchema.parse(valid({ ...everything, requestType: 'new-purchase' }));
    expect(out).toMatchObject({ requestType: 'change-order', poNumber: 'PO-10003' });
  });
});
