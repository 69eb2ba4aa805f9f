import { describe, expect, it } from 'vitest';

import { daysToExpiryText } from './expiry-badge';
import { changeOrderHref, purchaseOrdersHref } from './contract-links';

describe('contract row links', () => {
  it('opens the PO hub searched for the PO number, never the contract id', () => {
    expect(purchaseOrdersHref({ poNumbers: ['PO-10005', 'PO-10009'] })).toBe(
      '/purchase-orders?search=PO-10005',
    );
    expect(purchaseOrdersHref({ poNumbers: [] })).toBeNull();
  });

  it('offers a change order at 30 days or fewer only, on a contract in force', () => {
    const active = 'active';
    expect(changeOrderHref({ id: 'CTR-003', daysToExpiry: 20, status: active })).toBe(
      '/request?type=change-order&contractId=CTR-003',
    );
    expect(changeOrderHref({ id: 'CTR-004', daysToExpiry: 30, status: active })).toBe(
      '/request?type=change-order&contractId=CTR-004',
    );
    expect(changeOrderHref({ id: 'CTR-001', daysToExpiry: 0, status: active })).not.toBeNull();
    expect(changeOrderHref({ id: 'CTR-007', daysToExpiry: 31, status: active })).toBeNull();
    expect(changeOrderHref({ id: 'CTR-024', daysToExpiry: -40, status: 'expired' })).toBeNull();
  });

  it('words days to expiry', () => {
    expect(daysToExpiryText(20)).toBe('20 days');
    expect(daysToExpiryText(1)).toBe('1 day');
    expect(daysToExpiryText(0)).toBe('Expires today');
    expect(daysToExpiryText(-40)).toBe('Expired 40 days ago');
  });
});
