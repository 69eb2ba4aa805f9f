import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/auth/types';
import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

import { canCancel, canEdit, canIssue, canReceive, canRelease, statusVariant } from './po-rules';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 'u',
  name: 'U',
  email: 'u@x',
  role: 'end_user',
  roleLabel: 'End User',
  title: 'Employee',
  department: 'IT',
  canViewAllDepartments: false,
  permissions: ['create_requisitions', 'view_own_requests'],
  ...over,
});
const buyer = user({
  role: 'procurement_sme',
  canViewAllDepartments: true,
  permissions: ['manage_purchase_orders'],
});
const employee = user({});
const manager = user({ role: 'manager', permissions: ['approve_requests', 'view_department_data'] });

const line = (quantity: number, received: number) => ({
  id: 'l',
  lineNo: 1,
  productNumber: null,
  description: 'd',
  quantity,
  unitOfMeasure: 'Each',
  unitPrice: '1.00',
  total: '1.00',
  glCode: '4000-001',
  quantityReceived: received,
  fullyReceived: received >= quantity,
  quantityInvoiced: 0,
});
const po = (over: Partial<PurchaseOrderDetail>) =>
  ({
    status: 'approved',
    issuedAt: null,
    isBlanketPO: false,
    lines: [line(2, 0)],
    ...over,
  }) as PurchaseOrderDetail;

describe('PO actions by status and permission', () => {
  it('offers Edit only for pending POs to buyers', () => {
    expect(canEdit({ status: 'pending' }, buyer)).toBe(true);
    expect(canEdit({ status: 'approved' }, buyer)).toBe(false);
    expect(canEdit({ status: 'pending' }, employee)).toBe(false);
  });
  it('issues approved, unissued POs', () => {
    expect(canIssue(po({}), buyer)).toBe(true);
    expect(canIssue(po({ issuedAt: '2025-01-01T00:00:00Z' }), buyer)).toBe(false);
    expect(canIssue(po({ status: 'pending' }), buyer)).toBe(false);
    expect(canIssue(po({}), employee)).toBe(false);
  });
  it('cancels pending/approved POs with nothing received', () => {
    expect(canCancel(po({ status: 'pending' }), buyer)).toBe(true);
    expect(canCancel(po({ lines: [line(2, 1)] }), buyer)).toBe(false);
    expect(canCancel(po({ status: 'in-progress' }), buyer)).toBe(false);
  });
  it('receives against approved or in-progress POs with something left', () => {
    expect(canReceive(po({}), buyer)).toBe(true);
    expect(canReceive(po({ status: 'in-progress', lines: [line(2, 2)] }), buyer)).toBe(false);
    expect(canReceive(po({ status: 'pending' }), buyer)).toBe(false);
    expect(canReceive(po({}), employee)).toBe(true);
    expect(canReceive(po({}), manager)).toBe(false);
  });
  it('never receives on a blanket PO (its releases receive the goods)', () => {
    expect(canReceive(po({ isBlanketPO: true }), buyer)).toBe(false);
    expect(canReceive(po({ isBlanketPO: true, status: 'in-progress' }), employee)).toBe(false);
  });
  it('draws releases on approved blanket POs only', () => {
    expect(canRelease(po({ isBlanketPO: true }), buyer)).toBe(true);
    expect(canRelease(po({ isBlanketPO: false }), buyer)).toBe(false);
    expect(canRelease(po({ isBlanketPO: true, status: 'completed' }), buyer)).toBe(false);
  });
  it('colours statuses', () => {
    expect(statusVariant('pending')).toBe('warning');
    expect(statusVariant('completed')).toBe('success');
    expect(statusVariant('cancelled')).toBe('destructive');
  });
});
