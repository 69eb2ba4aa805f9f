import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/roles';
import {
  attachRequisitionRefusal,
  editRequisitionRefusal,
  requisitionCan,
  submitRequisitionRefusal,
} from './policies';

const requester = { id: 'u1', permissions: ['create_requisitions'] as Permission[] };
const colleague = { id: 'u2', permissions: ['create_requisitions', 'view_department_data'] as Permission[] };
const legal = { id: 'u1', permissions: ['review_contracts'] as Permission[] };
const req = (status: string) => ({ id: 'REQ-2026-001', status, requestorId: 'u1' });

describe('requisition policies', () => {
  it('lets the requester edit and submit drafts and returned requests only', () => {
    for (const status of ['draft', 'returned']) {
      expect(editRequisitionRefusal(requester, req(status))).toBeNull();
      expect(submitRequisitionRefusal(requester, req(status))).toBeNull();
    }
    expect(editRequisitionRefusal(requester, req('pending'))).toEqual({
      code: 'conflict',
      message: 'This requisition is pending; only draft or returned requisitions can be edited.',
    });
    expect(submitRequisitionRefusal(requester, req('approved'))?.code).toBe('conflict');
    expect(editRequisitionRefusal(colleague, req('draft'))).toEqual({
      code: 'forbidden',
      message: 'Only the requestor can edit this requisition.',
    });
    expect(editRequisitionRefusal(legal, req('draft'))?.code).toBe('forbidden');
  });

  it('lets the requester attach files until the request is decided', () => {
    expect(attachRequisitionRefusal(requester, req('pending'))).toBeNull();
    expect(attachRequisitionRefusal(requester, req('approved'))).toEqual({
      code: 'conflict',
      message:
        'REQ-2026-001 is approved; files can be attached only while it is a draft, returned or pending.',
    });
    expect(attachRequisitionRefusal(colleague, req('draft'))?.message).toBe(
      'Only the requestor can attach files to this requisition.',
    );
  });

  it('answers `can` from the same refusals', () => {
    expect(requisitionCan(requester, req('returned'))).toEqual({ edit: true, submit: true, attach: true });
    expect(requisitionCan(requester, req('pending'))).toEqual({ edit: false, submit: false, attach: true });
    expect(requisitionCan(colleague, req('draft'))).toEqual({ edit: false, submit: false, attach: false });
  });
});
