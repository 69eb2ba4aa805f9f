import { describe, expect, it } from 'vitest';
import { PO_STATUSES } from './schemas';
import {
  CHANGE_ORDER_STATUSES,
  canReceiveAgainst,
  canTransitionPo,
  changeOrderTransitionError,
  fulfilmentStatus,
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

  it('explains a refusal', () => {
    expect(poTransitionError('pending', 'approved')).toBeNull();
    expect(poTransitionError('completed', 'cancelled', 'PO-10004')).toBe(
      'PO-10004 is completed and cannot become cancelled.',
    );
    expect(poTransitionError('approved', 'approved', 'PO-10005')).toBe('PO-10005 is already approved.');
    expect(poTransitionError('in-progress', 'cancelled')).toBe(
      'This purchase order is in-progress and cannot become cancelled.',
    );
  });

  it('edits only pending POs and receives only against approved or in-progress ones', () => {
    expect(PO_STATUSES.filter(isPoEditable)).toEqual(['pending']);
    expect(PO_STATUSES.filter(canReceiveAgainst)).toEqual(['approved', 'in-progress']);
  });

  it('derives the status from what was received and billed', () => {
    const po = (status: string, anyReceived: boolean, fullyReceived: boolean, fullyBilled: boolean) =>
      fulfilmentStatus({ status, anyReceived, fullyReceived, fullyBilled });
    expect(po('approved', false, false, false)).toBeNull();
    expect(po('approved', true, false, false)).toBe('in-progress');
    expect(po('approved', true, true, true)).toBe('in-progress');
    expect(po('in-progress', true, true, false)).toBeNull();
    expect(po('in-progress', true, false, true)).toBeNull();
    expect(po('in-progress', true, true, true)).toBe('completed');
    for (const status of ['pending', 'completed', 'rejected', 'cancelled'])
      expect(po(status, true, true, true), status).toBeNull();
  });
});

describe('change order state machine', () => {
  it('allows exactly the documented moves', () => {
    const granted: string[] = [];
    for (const from of CHANGE_ORDER_STATUSES)
      for (const to of CHANGE_ORDER_STATUSES)
        if (!changeOrderTransitionError(from, to)) granted.push(`${from}→${to}`);
    expect(granted.sort()).toEqual(
      ['pending→approved', 'pending→applied', 'pending→returned', 'returned→pending'].sort(),
    );
  });

  it('explains a refusal', () => {
    expect(changeOrderTransitionError('applied', 'returned')).toBe(
      'This change order is applied and cannot become returned.',
    );
    expect(changeOrderTransitionError('bogus', 'pending')).toBe(
      'This change order is bogus and cannot become pending.',
    );
  });
});
