import { describe, expect, it } from 'vitest';
import { REQUISITION_STATUSES } from './constants';
import { canTransitionRequisition, isRequisitionEditable, requisitionTransitionError } from './state';

describe('requisition state machine', () => {
  it('allows exactly the documented moves', () => {
    const granted: string[] = [];
    for (const from of REQUISITION_STATUSES)
      for (const to of REQUISITION_STATUSES)
        if (canTransitionRequisition(from, to)) granted.push(`${from}→${to}`);
    expect(granted.sort()).toEqual(
      [
        'draft→pending',
        'pending→approved',
        'pending→returned',
        'pending→rejected',
        'returned→pending',
      ].sort(),
    );
  });

  it('explains a refusal', () => {
    expect(requisitionTransitionError('approved', 'returned', 'REQ-2026-009')).toBe(
      'REQ-2026-009 is approved and cannot become returned.',
    );
    expect(requisitionTransitionError('draft', 'approved')).toBe(
      'This requisition is draft and cannot become approved.',
    );
    expect(requisitionTransitionError('draft', 'pending')).toBeNull();
    expect(canTransitionRequisition('nonsense', 'pending')).toBe(false);
  });

  it('edits only drafts and returned requests', () => {
    expect(REQUISITION_STATUSES.filter(isRequisitionEditable)).toEqual(['draft', 'returned']);
  });
});
