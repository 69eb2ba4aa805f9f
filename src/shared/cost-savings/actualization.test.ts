import { describe, expect, it } from 'vitest';
import { decideActualization } from './actualization';

const item = (baselineUnitCents: number, quantity: number, invoicedCents: number) => ({
  baselineUnitCents,
  quantity,
  invoicedCents,
});

describe('decideActualization', () => {
  it('vendor_consolidation: invoiced at or below the recommended price, realized = baseline × qty − invoiced', () => {
    const basis = { recommendedUnitPrice: '4.00' };
    expect(
      decideActualization('vendor_consolidation', basis, { items: [item(550, 10, 4000)] }),
    ).toMatchObject({
      actualized: true,
      realizedCents: 1500,
      invoicedQuantity: 10,
      averageUnitCents: 400,
    });
    expect(
      decideActualization('vendor_consolidation', basis, { items: [item(550, 10, 4100)] }),
    ).toMatchObject({
      actualized: false,
      realizedCents: 0,
    });
    expect(decideActualization('vendor_consolidation', basis, { items: [item(550, 0, 0)] }).actualized).toBe(
      false,
    );
  });

  it('volume_discount: an agreement since the approval, or a drop of at least 3%', () => {
    const noAgreement = { items: [item(10000, 2, 19500)] }; // 97.50 average: a 2.5% drop
    expect(decideActualization('volume_discount', {}, noAgreement).actualized).toBe(false);
    expect(
      decideActualization('volume_discount', {}, { ...noAgreement, agreementSinceApproval: true }),
    ).toMatchObject({ actualized: true, realizedCents: 500 });
    expect(decideActualization('volume_discount', {}, { items: [item(10000, 2, 19400)] })).toMatchObject({
      actualized: true,
      realizedCents: 600,
    });
    // An agreement alone is not a saving shown in invoices.
    expect(
      decideActualization(
        'volume_discount',
        {},
        { items: [item(10000, 2, 20000)], agreementSinceApproval: true },
      ).actualized,
    ).toBe(false);
  });

  it('contract_renewal: renewed since the approval and invoiced below the old prices, per item', () => {
    const items = [item(25000, 2, 48000), item(50000, 1, 50000)];
    expect(decideActualization('contract_renewal', {}, { items }).actualized).toBe(false);
    expect(decideActualization('contract_renewal', {}, { items, renewedSinceApproval: true })).toMatchObject({
      actualized: true,
      realizedCents: 2000,
      invoicedQuantity: 3,
    });
  });
});
