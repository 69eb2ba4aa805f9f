import { describe, expect, it } from 'vitest';
import { PO_STATUSES } from '@shared/purchase-orders/schemas';
import { AppError } from '../http/errors';
import {
  assertPoTransition,
  canReceiveAgainst,
  canTransitionPo,
  isPoEditable,
  poTransitionError,
} from './state';

const allowed = [
  ['pending', 'approved'],
  ['approved', 'in-progress'],
  ['in-progress', 'completed'],
  ['pending', 'rejected'],
  ['pending', 'cancelled'],
  ['approved', 'rejected'],
  ['approved', 'cancelled'],
] as const;

describe('purchase order state machine', () => {
  it('allows exactly the documented moves', () => {
    const granted: string[] = [];
    for (const from of PO_STATUSES)
      for (const to of PO_STATUSES) if (canTransitionPo(from, to)) granted.push(`${from}→${to}`);
    expect(granted.sort()).toEqual(allowed.map(([a, b]) => `${a}→${b}`).sort());
  });

  it('lets nothing leave completed, rejected or cancelled', () => {
    for (const from of ['completed', 'rejected', 'cancelled'])
      for (const to of PO_STATUSES) expect(canTransitionPo(from, to), `${from}→${to}`).toBe(false);
  });

  it('refuses skipping steps and going back', () => {
    expect(canTransitionPo('pending', 'in-progress')).toBe(false);
    expect(canTransitionPo('approved', 'completed')).toBe(false);
    expect(canTransitionPo('in-progress', 'approved')).toBe(false);
    expect(canTransitionPo('in-progress', 'cancelled')).toBe(false);
    expect(canTransitionPo('approved', 'pending')).toBe(false);
    expect(canTransitionPo('pending', 'bogus')).toBe(false);
    expect(canTransitionPo('bogus', 'pending')).toBe(false);
  });

  it('explains a refusal and throws a 409 conflict', () => {
    expect(poTransitionError('pending', 'approved')).toBeNull();
    expect(poTransitionError('completed', 'cancelled', 'PO-10004')).toBe(
      'PO-10004 is completed and cannot become cancelled.',
    );
    expect(poTransitionError('approved', 'approved', 'PO-10005')).toBe('PO-10005 is already approved.');
    let thrown: unknown;
    try {
      assertPoTransition('cancelled', 'approved', 'PO-10012');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(409);
    expect(() => assertPoTransition('approved', 'in-progress')).not.toThrow();
  });

  it('edits only pending POs and receives only against approved or in-progress ones', () => {
    expect(PO_STATUSES.filter(isPoEditable)).toEqual(['pending']);
    expect(PO_STATUSES.filter(canReceiveAgainst)).toEqual(['approved', 'in-progress']);
  });
});
