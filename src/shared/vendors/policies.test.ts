import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/roles';
import {
  VENDOR_REQUEST_POLICY_MESSAGES,
  canReadBankDetails,
  canShop,
  decideVendorRequestRefusal,
  vendorCan,
  vendorRequestCan,
} from './policies';

const buyer = { id: 'b1', permissions: ['manage_vendors'] as Permission[] };
const employee = { id: 'e1', permissions: ['create_requisitions'] as Permission[] };
const request = (status: string, requestedBy: string | null = 'e1') => ({ status, requestedBy });

describe('vendor request decisions', () => {
  it('are for vendor managers, on pending requests they did not raise', () => {
    expect(decideVendorRequestRefusal(buyer, request('pending'), 'approve')).toBeNull();
    expect(decideVendorRequestRefusal(buyer, request('pending', null), 'reject')).toBeNull();
    expect(decideVendorRequestRefusal(employee, request('pending'), 'approve')?.code).toBe('forbidden');
    expect(decideVendorRequestRefusal(buyer, request('pending', 'b1'), 'approve')).toEqual({
      code: 'forbidden',
      message: VENDOR_REQUEST_POLICY_MESSAGES.ownRequest,
    });
    expect(decideVendorRequestRefusal(buyer, request('rejected'), 'approve')).toEqual({
      code: 'conflict',
      message: 'This vendor request was already rejected; it cannot be approved again.',
    });
    expect(vendorRequestCan(buyer, request('pending'))).toEqual({ decide: true });
    expect(vendorRequestCan(buyer, request('approved'))).toEqual({ decide: false });
    expect(vendorRequestCan(employee, request('pending'))).toEqual({ decide: false });
  });
});

describe('vendors', () => {
  it('are edited by vendor managers and shopped while active', () => {
    expect(vendorCan(buyer, { status: 'active' })).toEqual({ edit: true, shop: true });
    expect(vendorCan(employee, { status: 'inactive' })).toEqual({ edit: false, shop: false });
    expect(canShop({ status: 'pending' })).toBe(false);
  });

  it('show bank details in the clear to Finance only (role or department)', () => {
    expect(canReadBankDetails({ role: 'finance', department: 'Finance' })).toBe(true);
    expect(canReadBankDetails({ role: 'manager', department: 'Finance' })).toBe(true);
    expect(canReadBankDetails({ role: 'admin', department: 'IT' })).toBe(false);
    expect(canReadBankDetails({ role: 'procurement_sme', department: 'Procurement' })).toBe(false);
  });
});
