import { describe, expect, it } from 'vitest';
import {
  aiConfidence,
  coefficientOfVariation,
  consolidationPotential,
  recommendVendor,
  renewalPotential,
  volumeDiscountPotential,
  type VendorBuy,
} from './analysis';
import { discountPercent, lineSavingCents, negotiatedSaving, spendCategoryOf } from './capture';
import { opportunityMoveError } from './state';
import { opportunityCan, opportunityMoveRefusal } from './policies';

describe('opportunity formulas', () => {
  it('coefficient of variation and confidence (clamped, two decimals)', () => {
    expect(coefficientOfVariation([400, 400])).toBe(0);
    expect(coefficientOfVariation([250, 500])).toBeCloseTo(1 / 3, 6);
    expect(aiConfidence(10, [1], [250, 500])).toBe(0.33);
    expect(aiConfidence(40, [0.9, 0.7], [100, 100])).toBe(0.8);
    expect(aiConfidence(40, [1], [1, 100, 10_000])).toBe(0);
  });

  it('recommends the lowest price adjusted by on-time delivery; potential with 3% leverage', () => {
    const a: VendorBuy = { name: 'A', spendCents: 8000, quantity: 20, onTimeRate: 100 };
    const b: VendorBuy = { name: 'B', spendCents: 3500, quantity: 10, onTimeRate: 50 };
    const c: VendorBuy = { name: 'C', spendCents: 5000, quantity: 10, onTimeRate: null };
    expect(recommendVendor([c, b, a])).toBe(a);
    expect(consolidationPotential([a, b, c], a)).toEqual({
      movedCents: 8500,
      atRecommendedCents: 7500,
      potentialCents: 1255,
    });
  });

  it('volume discount and renewal', () => {
    expect(volumeDiscountPotential(40_000, 90)).toEqual({ annualCents: 162_222, potentialCents: 4867 });
    expect(renewalPotential(100_000)).toBe(5000);
  });
});

describe('savings capture', () => {
  const none = { originalPrice: null, discountAmount: null, discountPercentage: null };
  it('a discount amount, an original price or a percentage against the PO amount', () => {
    expect(negotiatedSaving({ ...none, discountAmount: '50.00' }, 40_000)).toEqual({
      originalCents: 45_000,
      savingsCents: 5000,
    });
    expect(negotiatedSaving({ ...none, originalPrice: '450.00' }, 40_000)).toEqual({
      originalCents: 45_000,
      savingsCents: 5000,
    });
    expect(negotiatedSaving({ ...none, discountPercentage: '20' }, 40_000)).toEqual({
      originalCents: 50_000,
      savingsCents: 10_000,
    });
    expect(negotiatedSaving({ ...none, originalPrice: '300.00' }, 40_000)).toBeNull();
    expect(negotiatedSaving(none, 40_000)).toBeNull();
    expect(discountPercent(5000, 45_000)).toBe('11.11');
  });

  it('line savings below a baseline and the spend category of the largest GL code', () => {
    expect(lineSavingCents({ quantity: '5', unitPrice: '100.00' }, '120.00')).toBe(10_000);
    expect(lineSavingCents({ quantity: '5', unitPrice: '130.00' }, '120.00')).toBe(0);
    expect(
      spendCategoryOf([
        { glCode: '4000-001', total: '10' },
        { glCode: '4000-002', total: '20' },
      ]),
    ).toBe('IT services');
    expect(spendCategoryOf([{ glCode: '9999', total: '10' }])).toBe('other');
  });
});

describe('opportunity state and policy', () => {
  const procurement = { permissions: ['manage_vendors' as const] };
  const finance = { permissions: ['manage_budgets' as const] };
  const employee = { permissions: ['create_requisitions' as const] };
  it('moves identified → under_review → actualized, and open ones to dismissed', () => {
    expect(opportunityMoveError('identified', 'under_review')).toBeNull();
    expect(opportunityMoveError('under_review', 'actualized')).toBeNull();
    expect(opportunityMoveError('under_review', 'dismissed')).toBeNull();
    expect(opportunityMoveError('identified', 'actualized')).toBe(
      'An opportunity that is Identified cannot become Actualized.',
    );
    expect(opportunityMoveError('dismissed', 'under_review')).not.toBeNull();
  });
  it('procurement and finance may act; others are refused (403 before 409)', () => {
    expect(opportunityCan(procurement, { status: 'identified' })).toEqual({
      approve: true,
      actualize: false,
      dismiss: true,
    });
    expect(opportunityCan(finance, { status: 'under_review' })).toEqual({
      approve: false,
      actualize: true,
      dismiss: true,
    });
    expect(opportunityMoveRefusal(employee, { status: 'actualized' }, 'dismissed')?.code).toBe('forbidden');
    expect(opportunityMoveRefusal(procurement, { status: 'actualized' }, 'dismissed')?.code).toBe('conflict');
  });
});
