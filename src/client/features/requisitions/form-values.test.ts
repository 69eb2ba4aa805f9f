import { describe, expect, it } from 'vitest';
import { requisitionFormSchema, REQUISITION_MESSAGES } from '@shared/requisitions/schemas';
import type { RequisitionDetail } from '@shared/requisitions/types';
import type { ContractView } from '@shared/contracts/schemas';

import {
  attachmentProblem,
  buildPayload,
  defaultFormValues,
  emptyLine,
  parseRequestType,
  prefillFromCatalogItem,
  prefillFromContract,
  previewLineTotal,
  previewTotal,
  successText,
  valuesFromDetail,
} from './form-values';
import { deliveryLocationLabel, departmentOptions, fallbackDescription } from './labels';

describe('defaults', () => {
  it('uses the department, today + 7 days, one line of 1 Each at 0', () => {
    const v = defaultFormValues('blanket-po', 'IT', new Date(2025, 0, 28));
    expect(v.requestType).toBe('blanket-po');
    expect(v.department).toBe('IT');
    expect(v.dateNeededBy).toBe('2025-02-04');
    expect(v.shippingAddress).toBeTruthy();
    expect(v.lineItems).toEqual([
      expect.objectContaining({ quantity: 1, unitOfMeasure: 'Each', unitPrice: 0 }),
    ]);
  });

  it('reads the request type of the query string, new-purchase otherwise', () => {
    expect(parseRequestType('change-order')).toBe('change-order');
    expect(parseRequestType('blanket-po')).toBe('blanket-po');
    expect(parseRequestType('bogus')).toBe('new-purchase');
    expect(parseRequestType(null)).toBe('new-purchase');
  });

  it('an untouched form fails with the spec messages for justification and the line', () => {
    const result = requisitionFormSchema.safeParse({
      ...defaultFormValues('new-purchase', ''),
      dateNeededBy: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain(`department: ${REQUISITION_MESSAGES.department}`);
    expect(messages).toContain('department: Department is required');
    expect(messages).toContain('businessJustification: Business justification is required');
    expect(messages).toContain('dateNeededBy: Date needed by is required');
    expect(messages).toContain('lineItems.0.description: Description is required');
  });
});

describe('live totals', () => {
  it('line total = quantity × unit price to 2 decimals; blanks fall back to 1 and 0', () => {
    expect(previewLineTotal({ quantity: 3, unitPrice: 19.99 })).toBe('59.97');
    expect(previewLineTotal({ quantity: 2, unitPrice: 0.125 })).toBe('0.26');
    expect(previewLineTotal({ quantity: null, unitPrice: 12.5 })).toBe('12.50');
    expect(previewLineTotal({ quantity: 4, unitPrice: null })).toBe('0.00');
    expect(previewLineTotal({ quantity: Number.NaN, unitPrice: '7' })).toBe('7.00');
  });

  it('the request total is the sum of the lines', () => {
    expect(
      previewTotal([
        { quantity: 2, unitPrice: 450 },
        { quantity: 10, unitPrice: 12.35 },
      ]),
    ).toBe('1023.50');
    expect(previewTotal([])).toBe('0.00');
  });
});

describe('payload', () => {
  const parse = (v: unknown) => requisitionFormSchema.parse(v);
  const base = {
    ...defaultFormValues('new-purchase', 'IT'),
    businessJustification: 'Team growth',
    lineItems: [
      {
        ...emptyLine(),
        description: 'Monitor',
        generalLedgerCode: '4000-002',
        unitPrice: 200,
        minOrderQuantity: 5,
      },
    ],
  };

  it('sends null for fields the tab does not show, so a PATCH clears them', () => {
    const p = buildPayload(
      parse({ ...base, poNumber: 'PO-10001', deliveryLocation: 'warehouse-a', contractNumber: 'CTR-1' }),
    );
    expect(p.poNumber).toBeNull();
    expect(p.deliveryLocation).toBeNull();
    expect(p.contractNumber).toBeNull();
    expect(p.lineItems[0]!.minOrderQuantity).toBeNull();
    expect(p.lineItems[0]).toMatchObject({
      description: 'Monitor',
      quantity: 1,
      unitPrice: 200,
      unitOfMeasure: 'Each',
    });
  });

  it('keeps contract fields for services and the blanket fields for blanket POs', () => {
    const services = buildPayload(
      parse({ ...base, itemType: 'services', contractNumber: 'CTR-9', contractStartDate: '2025-01-01' }),
    );
    expect(services).toMatchObject({ contractNumber: 'CTR-9', contractStartDate: '2025-01-01' });
    const blanket = buildPayload(
      parse({
        ...base,
        requestType: 'blanket-po',
        deliveryLocation: 'warehouse-b',
        lineItems: [{ ...base.lineItems[0], productNumber: 'SKU-1', leadTimeDays: 3 }],
      }),
    );
    expect(blanket.deliveryLocation).toBe('warehouse-b');
    expect(blanket.lineItems[0]).toMatchObject({ minOrderQuantity: 5, leadTimeDays: 3 });
  });

  it('a typed vendor name is sent only without a chosen vendor', () => {
    expect(buildPayload(parse({ ...base, vendorName: 'Acme Local' }))).toMatchObject({
      vendorId: null,
      vendorName: 'Acme Local',
    });
    expect(buildPayload(parse({ ...base, vendorId: 'vendor-001', vendorName: 'Staples' }))).toMatchObject({
      vendorId: 'vendor-001',
      vendorName: null,
    });
  });

  it('change orders carry the PO, prices and notes', () => {
    const p = buildPayload(
      parse({
        ...base,
        requestType: 'change-order',
        poNumber: 'PO-10002',
        originalPrice: '1200',
        discountAmount: 100,
      }),
    );
    expect(p).toMatchObject({ poNumber: 'PO-10002', originalPrice: 1200, discountAmount: 100 });
  });
});

describe('prefill', () => {
  const contract = {
    id: 'CTR-003',
    vendor: 'CDW',
    vendorId: 'vendor-003',
    startDate: '2024-01-01',
    endDate: '2025-02-20',
    poNumbers: ['PO-10005', 'PO-10009'],
  } as ContractView;

  it('a contract gives vendor, number, dates and its first PO with the PO amount', () => {
    const v = prefillFromContract(defaultFormValues('new-purchase', 'IT'), contract, {
      poNumber: 'PO-10005',
      amount: '4300.00',
    });
    expect(v).toMatchObject({
      requestType: 'change-order',
      vendorId: 'vendor-003',
      contractNumber: 'CTR-003',
      contractStartDate: '2024-01-01',
      contractEndDate: '2025-02-20',
      poNumber: 'PO-10005',
      originalPrice: 4300,
    });
  });

  it('without a visible PO the first PO number is still prefilled', () => {
    const v = prefillFromContract(defaultFormValues('change-order', 'IT'), contract, null);
    expect(v.poNumber).toBe('PO-10005');
    expect(v.originalPrice).toBeNull();
  });

  it('a catalogue product fills the first line and the vendor', () => {
    const v = prefillFromCatalogItem(defaultFormValues('new-purchase', 'IT'), {
      id: 'cat-1',
      sku: 'CH-300',
      name: 'Ergonomic Chair',
      vendorId: 'vendor-008',
      vendorName: 'Steelcase',
      category: 'Furniture',
      unitPrice: '289.00',
      unitOfMeasure: 'Each',
      leadTimeDays: 10,
    });
    expect(v.vendorId).toBe('vendor-008');
    expect(v.lineItems[0]).toMatchObject({
      description: 'Ergonomic Chair',
      productNumber: 'CH-300',
      unitPrice: 289,
    });
  });

  it('an existing request maps back to form values', () => {
    const v = valuesFromDetail({
      requestType: 'blanket-po',
      itemType: 'goods',
      title: 'Toner',
      department: 'IT',
      businessJustification: 'Refill',
      dateNeededBy: '2025-03-01',
      vendorId: null,
      vendorName: 'Local Shop',
      urgencyLevel: 'high',
      originalPrice: null,
      discountAmount: '10.00',
      items: [
        {
          itemType: 'good',
          description: 'Toner',
          productNumber: 'T-1',
          quantity: 4,
          unitOfMeasure: 'Case',
          unitPrice: '25.50',
          generalLedgerCode: '4000-001',
          contractNumber: null,
          minOrderQuantity: 2,
          leadTimeDays: null,
        },
      ],
    } as unknown as RequisitionDetail);
    expect(v).toMatchObject({
      requestType: 'blanket-po',
      vendorId: '',
      vendorName: 'Local Shop',
      discountAmount: 10,
    });
    expect(v.lineItems[0]).toMatchObject({
      unitPrice: 25.5,
      quantity: 4,
      productNumber: 'T-1',
      minOrderQuantity: 2,
    });
  });
});

describe('attachments', () => {
  it('accepts the spec types and refuses others and files over 10 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.xlsx', 'f.png', 'g.jpg', 'h.jpeg']) {
      expect(attachmentProblem({ name, size: 100 })).toBeNull();
    }
    expect(attachmentProblem({ name: 'setup.exe', size: 100 })).toBe(
      'setup.exe: Only PDF, Word, Excel, PNG and JPEG files can be attached.',
    );
    expect(attachmentProblem({ name: 'noextension', size: 100 })).not.toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toContain('too large');
  });
});

describe('labels and toast text', () => {
  it('success text follows the spec and appends a budget warning', () => {
    expect(successText({ requestType: 'new-purchase', budgetWarning: null })).toBe(
      'Requisition submitted successfully',
    );
    expect(successText({ requestType: 'change-order', budgetWarning: null })).toBe(
      'Change order submitted to Procurement',
    );
    expect(successText({ requestType: 'blanket-po', budgetWarning: 'Over budget for 4000-002' })).toBe(
      'Requisition submitted successfully. Over budget for 4000-002',
    );
  });

  it('formats delivery locations, departments and the description fallback', () => {
    expect(deliveryLocationLabel('warehouse-a')).toBe('Warehouse A');
    expect(deliveryLocationLabel('production-floor')).toBe('Production Floor');
    expect(departmentOptions('IT').map((o) => o.value)).toEqual(['Procurement', 'IT', 'Finance', 'HR']);
    expect(departmentOptions('Legal').map((o) => o.value)).toContain('Legal');
    expect(fallbackDescription({ itemType: 'mixed', vendorName: 'Dell' })).toBe('Goods & Services • Dell');
  });
});
