import { describe, expect, it } from 'vitest';
import { requisitionFormSchema } from '../requisitions/schemas';
import {
  AWARD_GL_CODES,
  awardItemType,
  awardJustification,
  awardLines,
  awardRequisitionInput,
  awardSaving,
  awardSpendCategory,
  newVendorRequestPrefill,
} from './award';
import { RFP_CATEGORIES } from './schemas';

const rfp = { id: 'rfp-012', title: 'Laptop refresh', category: 'Equipment', department: 'IT' };

describe('award requisition', () => {
  it('maps every RFP category to a GL code, an item type and a spend category', () => {
    expect(
      RFP_CATEGORIES.map((c) => [c, AWARD_GL_CODES[c], awardItemType(c), awardSpendCategory(c)]),
    ).toEqual([
      ['IT Services', '4000-003', 'services', 'IT services'],
      ['Professional Services', '4000-004', 'services', 'professional services'],
      ['Construction', '4000-005', 'services', 'facilities'],
      ['Maintenance', '4000-005', 'services', 'facilities'],
      ['Consulting', '4000-004', 'services', 'professional services'],
      ['Equipment', '4000-002', 'goods', 'IT services'],
    ]);
  });

  it('cites the RFP in the justification', () => {
    expect(awardJustification(rfp, 'Dell', '38250.5', 3)).toBe(
      "Awarded from RFP rfp-012 'Laptop refresh' to Dell at $38,250.50, the best of 3 responses.",
    );
    expect(awardJustification(rfp, 'Dell', '10', 1)).toContain('the best of 1 response.');
  });

  it('takes the response lines when they add up to the total, else one line at the total', () => {
    const lines = [
      { description: 'Laptop', quantity: '10', unitPrice: '1200.00' },
      { description: 'Dock', quantity: '10', unitPrice: '150.00' },
    ];
    expect(awardLines(rfp, { totalPrice: '13500.00', lines })).toEqual([
      {
        description: 'Laptop',
        quantity: '10',
        unitPrice: '1200.00',
        itemType: 'good',
        generalLedgerCode: '4000-002',
        unitOfMeasure: 'Each',
      },
      {
        description: 'Dock',
        quantity: '10',
        unitPrice: '150.00',
        itemType: 'good',
        generalLedgerCode: '4000-002',
        unitOfMeasure: 'Each',
      },
    ]);
    const single = { description: 'Laptop refresh', quantity: '1', unitPrice: '14000.00', itemType: 'good' };
    expect(awardLines(rfp, { totalPrice: '14000.00', lines })).toMatchObject([single]);
    expect(awardLines(rfp, { totalPrice: '14000', lines: [] })).toMatchObject([single]);
    const fractional = [{ description: 'Half day', quantity: '0.5', unitPrice: '28000.00' }];
    expect(awardLines(rfp, { totalPrice: '14000.00', lines: fractional })).toMatchObject([single]);
    expect(awardLines({ ...rfp, category: 'Consulting' }, { totalPrice: '900', lines: [] })[0]).toMatchObject(
      { itemType: 'service', generalLedgerCode: '4000-004' },
    );
  });

  it('is a draft the requisition form accepts, needed a week from today', () => {
    const input = awardRequisitionInput(
      rfp,
      { totalPrice: '2400.00', lines: [{ description: 'Laptop', quantity: '2', unitPrice: '1200.00' }] },
      { id: 'vendor-002', name: 'Dell' },
      'IT',
      2,
      new Date(2030, 0, 28, 15, 0),
    );
    const parsed = requisitionFormSchema.parse(input);
    expect(parsed).toMatchObject({
      requestType: 'new-purchase',
      status: 'draft',
      title: 'Laptop refresh',
      itemType: 'goods',
      department: 'IT',
      vendorId: 'vendor-002',
      dateNeededBy: '2030-02-04',
      businessJustification:
        "Awarded from RFP rfp-012 'Laptop refresh' to Dell at $2,400.00, the best of 2 responses.",
    });
    expect(parsed.lineItems).toMatchObject([
      { description: 'Laptop', quantity: 2, unitPrice: 1200, total: '2400.00' },
    ]);
  });

  it('prefills a new vendor request from the response', () => {
    expect(
      newVendorRequestPrefill(
        rfp,
        {
          companyName: 'Nova PCs',
          contactName: 'Ann Lee',
          vendorEmail: 'ann@nova.example',
          totalPrice: '100',
        },
        2,
      ),
    ).toEqual({
      companyName: 'Nova PCs',
      contactPerson: 'Ann Lee',
      contactEmail: 'ann@nova.example',
      justification:
        "Awarded from RFP rfp-012 'Laptop refresh' to Nova PCs at $100.00, the best of 2 responses. The vendor is not yet in the vendor master.",
    });
    expect(
      newVendorRequestPrefill(
        rfp,
        { companyName: null, contactName: null, vendorEmail: 'x@y.example', totalPrice: '1' },
        1,
      ),
    ).toMatchObject({ companyName: 'x@y.example', contactPerson: '' });
  });
});

describe('awardSaving', () => {
  it('saves against a budget that parses as an amount', () => {
    expect(awardSaving('$150,000', 14_850_000, [16_200_000])).toEqual({
      baselineCents: 15_000_000,
      savingsCents: 150_000,
      discountPercentage: '1.00',
      basis: 'budget',
    });
  });

  it('else against the median of the other bids', () => {
    expect(awardSaving('$50K - $75K', 80_000, [100_000, 120_000, 90_000])).toMatchObject({
      baselineCents: 100_000,
      savingsCents: 20_000,
      discountPercentage: '20.00',
      basis: 'median',
    });
    expect(awardSaving(null, 80_000, [100_000, 120_000])).toMatchObject({
      baselineCents: 110_000,
      basis: 'median',
    });
  });

  it('records nothing without a baseline above the award', () => {
    expect(awardSaving(null, 80_000, [])).toBeNull();
    expect(awardSaving('$800', 80_000, [200_000])).toBeNull();
    expect(awardSaving(null, 100_000, [90_000])).toBeNull();
  });
});
