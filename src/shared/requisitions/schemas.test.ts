import { describe, expect, it } from 'vitest';
import {
  REQUISITION_MESSAGES as M,
  requisitionFormSchema,
  requisitionPatchSchema,
  requisitionTotal,
  type RequisitionFormInput,
} from './schemas';
import { GL_CODES, ITEM_TYPES, UNITS, URGENCY_LEVELS, priorityFromUrgency } from './constants';

const valid = (over: Partial<RequisitionFormInput> = {}): RequisitionFormInput => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: 'IT',
  businessJustification: 'Replace failing laptops',
  dateNeededBy: '2026-05-01',
  lineItems: [{ description: 'Laptop', generalLedgerCode: '4000-002', quantity: 2, unitPrice: 1250 }],
  ...over,
});

/** field → first message, like the API's fieldErrors. */
function errorsOf(input: unknown): Record<string, string> {
  const result = requisitionFormSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('requisitionFormSchema', () => {
  it('accepts a complete payload and strips unknown keys', () => {
    const out = requisitionFormSchema.parse({ ...valid(), somethingElse: 1 });
    expect(out).not.toHaveProperty('somethingElse');
    expect(out.department).toBe('IT');
    expect(out.lineItems[0]).toMatchObject({
      description: 'Laptop',
      quantity: 2,
      unitPrice: 1250,
      total: '2500.00',
    });
  });

  it.each([
    ['department', M.department, 'Department is required'],
    ['businessJustification', M.businessJustification, 'Business justification is required'],
    ['dateNeededBy', M.dateNeededBy, 'Date needed by is required'],
  ])('%s missing or blank gives the spec message', (field, message, literal) => {
    expect(message).toBe(literal);
    const missing = valid();
    delete (missing as Record<string, unknown>)[field];
    expect(errorsOf(missing)[field]).toBe(literal);
    expect(errorsOf({ ...valid(), [field]: '   ' })[field]).toBe(literal);
    expect(errorsOf({ ...valid(), [field]: null })[field]).toBe(literal);
  });

  it('reports every missing required field at once', () => {
    const errors = errorsOf({
      requestType: 'new-purchase',
      lineItems: [{ description: 'x', generalLedgerCode: 'y' }],
    });
    expect(errors).toEqual({
      department: 'Department is required',
      businessJustification: 'Business justification is required',
      dateNeededBy: 'Date needed by is required',
    });
  });

  it('requestType must be one of the three values; itemType goods, services or mixed', () => {
    for (const requestType of ['new-purchase', 'change-order', 'blanket-po'] as const) {
      const input = valid({
        requestType,
        lineItems: [
          { description: 'a', generalLedgerCode: 'b', productNumber: 'P', quantity: 1, unitPrice: 1 },
        ],
      });
      expect(errorsOf(input)).toEqual({});
    }
    expect(errorsOf({ ...valid(), requestType: 'rush' }).requestType).toBe(M.requestType);
    expect(errorsOf({ ...valid(), requestType: undefined }).requestType).toBe(M.requestType);
    expect(errorsOf({ ...valid(), itemType: 'software' }).itemType).toBe(M.itemType);
    expect(errorsOf(valid({ itemType: undefined }))).toEqual({});
  });

  it('rejects a malformed date and accepts an ISO timestamp as its date', () => {
    expect(errorsOf(valid({ dateNeededBy: '2026-02-30' })).dateNeededBy).toBe(M.date);
    expect(errorsOf(valid({ dateNeededBy: 'next week' })).dateNeededBy).toBe(M.date);
    expect(
      requisitionFormSchema.parse(valid({ dateNeededBy: '2026-05-01T00:00:00.000Z' })).dateNeededBy,
    ).toBe('2026-05-01');
    expect(
      errorsOf(valid({ contractStartDate: '2026-06-01', contractEndDate: '2026-05-01' })).contractEndDate,
    ).toBe(M.contractDates);
  });

  it('needs at least one line item, each with a description and a GL code', () => {
    expect(errorsOf(valid({ lineItems: [] })).lineItems).toBe('At least one line item is required');
    expect(errorsOf({ ...valid(), lineItems: undefined }).lineItems).toBe(
      'At least one line item is required',
    );
    expect(errorsOf(valid({ lineItems: [{ description: ' ', generalLedgerCode: '' }] }))).toEqual({
      'lineItems.0.description': 'Description is required',
      'lineItems.0.generalLedgerCode': 'GL code is required',
    });
  });

  it('falls back to quantity 1, unit price 0, unit Each and item type good', () => {
    const out = requisitionFormSchema.parse(
      valid({ lineItems: [{ description: 'Pens', generalLedgerCode: '4000-001' }] }),
    );
    expect(out.lineItems[0]).toEqual({
      itemType: 'good',
      productNumber: null,
      description: 'Pens',
      quantity: 1,
      unitOfMeasure: 'Each',
      unitPrice: 0,
      total: '0.00',
      generalLedgerCode: '4000-001',
      contractNumber: null,
      minOrderQuantity: null,
      leadTimeDays: null,
    });
    const blank = requisitionFormSchema.parse(
      valid({
        lineItems: [
          { description: 'Pens', generalLedgerCode: '4000-001', quantity: Number.NaN, unitPrice: '' },
        ],
      }),
    );
    expect(blank.lineItems[0]).toMatchObject({ quantity: 1, unitPrice: 0 });
  });

  it('quantity minimum is 1; unit price cannot be negative; numbers may be numeric strings', () => {
    expect(
      errorsOf(valid({ lineItems: [{ description: 'a', generalLedgerCode: 'b', quantity: 0 }] })),
    ).toEqual({
      'lineItems.0.quantity': 'Number must be greater than or equal to 1',
    });
    expect(
      errorsOf(valid({ lineItems: [{ description: 'a', generalLedgerCode: 'b', unitPrice: -1 }] })),
    ).toEqual({
      'lineItems.0.unitPrice': 'Number must be greater than or equal to 0',
    });
    expect(
      errorsOf(valid({ lineItems: [{ description: 'a', generalLedgerCode: 'b', unitPrice: 'ten' }] })),
    ).toEqual({
      'lineItems.0.unitPrice': 'Expected number, received string',
    });
    const out = requisitionFormSchema.parse(
      valid({
        requestType: 'change-order',
        originalPrice: '1200.50',
        discountAmount: 100,
        discountPercentage: '8.3',
        lineItems: [{ description: 'a', generalLedgerCode: 'b', quantity: '3', unitPrice: '19.99' }],
      }),
    );
    expect(out).toMatchObject({ originalPrice: 1200.5, discountAmount: 100, discountPercentage: 8.3 });
    expect(out.lineItems[0]).toMatchObject({ quantity: 3, unitPrice: 19.99, total: '59.97' });
    expect(errorsOf(valid({ originalPrice: 'abc' })).originalPrice).toBe('Expected number, received string');
  });

  it('blanket lines also need a product number, expected quantity and estimated unit price', () => {
    const errors = errorsOf(
      valid({
        requestType: 'blanket-po',
        lineItems: [{ description: 'Steel', generalLedgerCode: '4000-006' }],
      }),
    );
    expect(errors).toEqual({
      'lineItems.0.productNumber': 'Product number is required',
      'lineItems.0.quantity': 'Expected quantity is required',
      'lineItems.0.unitPrice': 'Estimated unit price is required',
    });
    const ok = requisitionFormSchema.parse(
      valid({
        requestType: 'blanket-po',
        lineItems: [
          {
            description: 'Steel',
            generalLedgerCode: '4000-006',
            productNumber: 'ST-1',
            quantity: 500,
            unitPrice: 2.5,
            unitOfMeasure: 'Pound',
            minOrderQuantity: 100,
            leadTimeDays: 14,
          },
        ],
      }),
    );
    expect(ok.lineItems[0]).toMatchObject({
      unitOfMeasure: 'Pound',
      minOrderQuantity: 100,
      leadTimeDays: 14,
      total: '1250.00',
    });
  });

  it("accepts the prototype's submit extras and checks attachment types", () => {
    const out = requisitionFormSchema.parse(
      valid({
        requestorId: 'someone-else',
        submittedDate: '2026-01-01T10:00:00Z',
        status: 'Pending Review',
        attachments: ['quote.PDF', 'spec.docx'],
      }),
    );
    expect(out).toMatchObject({ status: 'Pending Review', attachments: ['quote.PDF', 'spec.docx'] });
    expect(requisitionFormSchema.parse(valid({ status: 'draft' })).status).toBe('draft');
    expect(errorsOf(valid({ attachments: ['virus.exe'] }))['attachments.0']).toBe(M.attachment);
    expect(errorsOf({ ...valid(), status: 'approved' }).status).toBe(M.status);
  });

  it('blank optional text becomes null and absent stays undefined', () => {
    const out = requisitionFormSchema.parse(
      valid({ requestType: 'change-order', vendorId: '', costSavingsNotes: '  note ' }),
    );
    expect(out.vendorId).toBeNull();
    expect(out.costSavingsNotes).toBe('note');
    expect(out.shippingAddress).toBeUndefined();
  });
});

describe('totals', () => {
  it('line total = quantity × unit price to 2 decimals; the request total is the sum', () => {
    expect(requisitionTotal([{ quantity: 3, unitPrice: 0.33 }])).toBe('0.99');
    expect(requisitionTotal([{ quantity: 1.25, unitPrice: 0.99 }])).toBe('1.24');
    expect(
      requisitionTotal([
        { quantity: 2, unitPrice: 1250 },
        { quantity: 1.5, unitPrice: '10.10' },
        { quantity: 1, unitPrice: 0 },
      ]),
    ).toBe('2515.15');
    const out = requisitionFormSchema.parse(
      valid({
        lineItems: [
          { description: 'a', generalLedgerCode: 'b', quantity: 2, unitPrice: 1250 },
          { description: 'c', generalLedgerCode: 'd', quantity: 4, unitPrice: '12.35' },
        ],
      }),
    );
    expect(out.lineItems.map((l) => l.total)).toEqual(['2500.00', '49.40']);
    expect(requisitionTotal(out.lineItems)).toBe('2549.40');
    // The unit price is money: more than 2 decimals is refused (issue 8), not rounded.
    const precise = valid({ lineItems: [{ description: 'c', generalLedgerCode: 'd', unitPrice: '12.345' }] });
    expect(errorsOf(precise)).toEqual({
      'lineItems.0.unitPrice': 'Number must have at most 2 decimal places',
    });
  });
});

describe('requisitionPatchSchema', () => {
  it('takes any subset, keeps the field messages and passes status through for the server to judge', () => {
    expect(requisitionPatchSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    const bad = requisitionPatchSchema.safeParse({ department: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Department is required');
    expect(requisitionPatchSchema.safeParse({ lineItems: [] }).error?.issues[0]?.message).toBe(M.lineItems);
  });
});

describe('constants (spec section 9)', () => {
  it('lists item types, GL codes, units and urgency with their labels', () => {
    expect(ITEM_TYPES.map((t) => t.label)).toEqual(['Goods', 'Services', 'Goods & Services']);
    expect(GL_CODES.standard.map((g) => `${g.value} ${g.label}`)).toContain('4000-005 Maintenance & Repairs');
    expect(GL_CODES.blanket.map((g) => g.value)).toEqual([
      '4000-001',
      '4000-002',
      '4000-003',
      '4000-006',
      '4000-007',
      '4000-008',
    ]);
    expect(UNITS.blanket).toContain('Linear Foot');
    expect(URGENCY_LEVELS.map((u) => `${u.value}:${u.label}`)).toEqual([
      'low:Standard Processing',
      'medium:Within 3 Days',
      'high:Within 24 Hours',
      'critical:Immediate',
    ]);
    expect(['critical', 'high', 'medium', 'low', null].map(priorityFromUrgency)).toEqual([
      'High',
      'High',
      'Medium',
      'Low',
      'Low',
    ]);
  });
});
