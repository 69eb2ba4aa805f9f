import { describe, expect, it } from 'vitest';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import { transitionInvoice, type InvoiceChange } from './state';

const s = (status: InvoiceStatus, threeWayMatchStatus: MatchStatus) => ({ status, threeWayMatchStatus });

describe('invoice state machine', () => {
  it('3-Way Match: pending match → matched together with approval', () => {
    expect(
      transitionInvoice(s('pending', 'pending'), { threeWayMatchStatus: 'matched', status: 'approved' }),
    ).toEqual({
      ok: true,
      next: s('approved', 'matched'),
      action: 'three_way_match',
    });
  });

  it('refuses matched without approval, and approval without a match', () => {
    const matchOnly = transitionInvoice(s('pending', 'pending'), { threeWayMatchStatus: 'matched' });
    expect(matchOnly).toMatchObject({ ok: false, message: expect.stringContaining('send status approved') });
    const approveOnly = transitionInvoice(s('pending', 'pending'), { status: 'approved' });
    expect(approveOnly).toMatchObject({
      ok: false,
      message: expect.stringContaining('only once its 3-way match is matched'),
    });
    const approveException = transitionInvoice(s('pending', 'exception'), { status: 'approved' });
    expect(approveException.ok).toBe(false);
  });

  it('flags an exception and resolves it back to pending', () => {
    expect(transitionInvoice(s('pending', 'pending'), { threeWayMatchStatus: 'exception' })).toEqual({
      ok: true,
      next: s('pending', 'exception'),
      action: 'match_exception',
    });
    expect(
      transitionInvoice(s('pending', 'exception'), { threeWayMatchStatus: 'pending', status: 'pending' }),
    ).toEqual({
      ok: true,
      next: s('pending', 'pending'),
      action: 'resolve',
    });
    expect(transitionInvoice(s('on-hold', 'exception'), { threeWayMatchStatus: 'pending' })).toEqual({
      ok: true,
      next: s('pending', 'pending'),
      action: 'resolve',
    });
    expect(
      transitionInvoice(s('pending', 'exception'), { threeWayMatchStatus: 'pending', status: 'on-hold' }).ok,
    ).toBe(false);
    expect(transitionInvoice(s('rejected', 'exception'), { threeWayMatchStatus: 'pending' }).ok).toBe(false);
  });

  it('never un-matches, and an exception is resolved before matching', () => {
    for (const to of ['pending', 'exception'] as const) {
      expect(transitionInvoice(s('approved', 'matched'), { threeWayMatchStatus: to }).ok).toBe(false);
    }
    const skip = transitionInvoice(s('pending', 'exception'), {
      threeWayMatchStatus: 'matched',
      status: 'approved',
    });
    expect(skip).toMatchObject({
      ok: false,
      message: expect.stringContaining('Resolve the exception first'),
    });
  });

  const statusMoves: [InvoiceStatus, InvoiceStatus, boolean][] = [
    ['approved', 'paid', true],
    ['approved', 'on-hold', true],
    ['approved', 'disputed', true],
    ['approved', 'rejected', true],
    ['approved', 'pending', false],
    ['pending', 'on-hold', true],
    ['pending', 'disputed', true],
    ['pending', 'rejected', true],
    ['pending', 'paid', false],
    ['on-hold', 'pending', true],
    ['disputed', 'pending', true],
    ['on-hold', 'approved', false],
    ['disputed', 'paid', false],
    ['paid', 'pending', false],
    ['paid', 'rejected', false],
    ['rejected', 'pending', false],
  ];
  it.each(statusMoves)('status %s → %s allowed: %s', (from, to, allowed) => {
    const result = transitionInvoice(s(from, 'matched'), { status: to });
    expect(result.ok).toBe(allowed);
    if (result.ok) expect(result).toEqual({ ok: true, next: s(to, 'matched'), action: `status.${to}` });
    else expect(result.message).toBe(`An invoice that is ${from} cannot become ${to}.`);
  });

  it('refuses a request that changes nothing', () => {
    const change: InvoiceChange = { status: 'paid' };
    expect(transitionInvoice(s('paid', 'matched'), change)).toEqual({
      ok: false,
      message: 'Nothing to change: the invoice is already paid with match status matched.',
    });
  });
});
