import { describe, expect, it } from 'vitest';
import { REQUISITION_STATUSES } from '@shared/requisitions/constants';
import { AppError } from '../http/errors';
import { assertRequisitionTransition, canTransitionRequisition } from './state';

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

  it('refuses anything else with a 409', () => {
    expect(() => assertRequisitionTransition('approved', 'returned', 'REQ-2026-009')).toThrow(
      'REQ-2026-009 is approved and cannot become returned.',
    );
    let thrown: unknown;
    try {
      assertRequisitionTransition('draft', 'approved');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(409);
    expect(canTransitionRequisition('nonsense', 'pending')).toBe(false);
  });
});
