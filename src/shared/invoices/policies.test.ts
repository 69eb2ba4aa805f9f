import { describe, expect, it } from 'vitest';
import type { Permission } from '../auth/roles';
import { SEPARATION_OF_DUTIES_MESSAGE, dutiesReadSettings, invoiceDuties, isApFinance } from './duties';
import {
  actionOfStatus,
  invoiceCan,
  invoiceRefusal,
  invoiceStateOffers,
  invoiceStateRefusal,
  type InvoiceFacts,
} from './policies';
import { AP_FINANCE_ONLY_MESSAGE, type InvoiceStatus, type MatchStatus } from './schemas';

const person = (id: string, permissions: Permission[], department = 'IT') => ({
  id,
  permissions,
  department,
});
const finance = person('fin', ['approve_invoices'], 'Finance');
const ap = person('ap', ['approve_invoices'], 'Finance');
const financeDept = person('clerk', [], 'Finance');
const buyer = person('buyer', ['manage_purchase_orders', 'manage_vendors'], 'Procurement');
const SOD = { payablesSeparationOfDuties: true };

const inv = (
  status: InvoiceStatus,
  threeWayMatchStatus: MatchStatus,
  createdBy: string | null = 'ap',
): InvoiceFacts => ({
  status,
  threeWayMatchStatus,
  createdBy,
});

describe('AP Finance', () => {
  it('is the approve_invoices permission or the Finance department', () => {
    expect(isApFinance(finance)).toBe(true);
    expect(isApFinance(financeDept)).toBe(true);
    expect(isApFinance(buyer)).toBe(false);
    expect(isApFinance(person('e', ['create_requisitions']))).toBe(false);
  });

  it('refuses every invoice action to anyone else (403, the spec alert)', () => {
    for (const action of ['match', 'resolve', 'pay', 'hold', 'release'] as const) {
      expect(invoiceRefusal(buyer, inv('pending', 'pending'), SOD, action)).toEqual({
        code: 'forbidden',
        message: AP_FINANCE_ONLY_MESSAGE,
      });
    }
    expect(Object.values(invoiceCan(buyer, inv('pending', 'pending'), SOD)).some(Boolean)).toBe(false);
  });
});

describe('invoice actions by state', () => {
  it('matches a pending match, resolves an exception', () => {
    expect(invoiceStateRefusal(inv('pending', 'pending'), 'match')).toBeNull();
    expect(invoiceStateRefusal(inv('approved', 'matched'), 'match')).toBe(
      'Only an invoice whose 3-way match is pending can be matched; this one is matched.',
    );
    expect(invoiceStateRefusal(inv('on-hold', 'pending'), 'match')).toBe(
      'An invoice that is on-hold cannot become approved.',
    );
    expect(invoiceStateRefusal(inv('pending', 'exception'), 'resolve')).toBeNull();
    expect(invoiceStateRefusal(inv('disputed', 'exception'), 'resolve')).toBeNull();
    expect(invoiceStateRefusal(inv('rejected', 'exception'), 'resolve')).toBe(
      'An invoice that is rejected cannot become pending.',
    );
    expect(invoiceStateRefusal(inv('pending', 'pending'), 'resolve')).toBe(
      'Only an invoice in match exception can be resolved; this one is pending.',
    );
  });

  it('pays approved invoices; holds, disputes and rejects open ones; releases held ones', () => {
    expect(invoiceStateOffers(inv('approved', 'matched'))).toEqual({
      match: false,
      resolve: false,
      approve: false,
      pay: true,
      hold: true,
      dispute: true,
      reject: true,
      release: false,
    });
    expect(invoiceStateOffers(inv('on-hold', 'exception'))).toEqual({
      match: false,
      resolve: true,
      approve: false,
      pay: false,
      hold: false,
      dispute: false,
      reject: false,
      release: true,
    });
    expect(invoiceStateOffers(inv('pending', 'matched'))).toMatchObject({ approve: true, pay: false });
    expect(Object.values(invoiceStateOffers(inv('paid', 'matched'))).some(Boolean)).toBe(false);
    expect(Object.values(invoiceStateOffers(inv('rejected', 'pending'))).some(Boolean)).toBe(false);
  });

  it('names the action of a status change', () => {
    expect(actionOfStatus('on-hold')).toBe('hold');
    expect(actionOfStatus('disputed')).toBe('dispute');
    expect(actionOfStatus('rejected')).toBe('reject');
    expect(actionOfStatus('pending')).toBe('release');
    expect(actionOfStatus('approved')).toBe('approve');
    expect(actionOfStatus('paid')).toBe('pay');
  });
});

describe('separation of duties', () => {
  it('keeps the entrant from matching, approving and paying, not from holding', () => {
    const duty = { code: 'forbidden', message: SEPARATION_OF_DUTIES_MESSAGE };
    expect(invoiceRefusal(ap, inv('pending', 'pending'), SOD, 'match')).toEqual(duty);
    expect(invoiceRefusal(ap, inv('approved', 'matched'), SOD, 'pay')).toEqual(duty);
    expect(invoiceRefusal(ap, inv('pending', 'matched'), SOD, 'approve')).toEqual(duty);
    expect(invoiceRefusal(ap, inv('pending', 'pending'), SOD, 'hold')).toBeNull();
    expect(invoiceRefusal(finance, inv('pending', 'pending'), SOD, 'match')).toBeNull();
    expect(
      invoiceRefusal(ap, inv('pending', 'pending'), { payablesSeparationOfDuties: false }, 'match'),
    ).toBeNull();
  });

  it('answers the duty first for match and pay, the state first for approval', () => {
    expect(invoiceRefusal(ap, inv('approved', 'matched'), SOD, 'match')?.code).toBe('forbidden');
    expect(invoiceRefusal(ap, inv('pending', 'pending'), SOD, 'pay')?.code).toBe('forbidden');
    expect(invoiceRefusal(ap, inv('pending', 'pending'), SOD, 'approve')?.code).toBe('conflict');
  });

  it('reads the settings for AP Finance only: for anyone else they change no answer', () => {
    expect([finance, financeDept, ap].every(dutiesReadSettings)).toBe(true);
    const others = [buyer, person('e', ['create_requisitions']), person('ap', ['manage_vendors'])];
    const states: [InvoiceStatus, MatchStatus][] = [
      ['pending', 'pending'],
      ['pending', 'matched'],
      ['approved', 'matched'],
      ['pending', 'exception'],
    ];
    for (const user of others) {
      expect(dutiesReadSettings(user)).toBe(false);
      for (const [status, match] of states) {
        const invoice = inv(status, match, user.id);
        const off = { payablesSeparationOfDuties: false };
        expect(invoiceCan(user, invoice, SOD)).toEqual(invoiceCan(user, invoice, off));
        expect(invoiceDuties(user, invoice, SOD)).toEqual(invoiceDuties(user, invoice, off));
      }
    }
    // For AP Finance they do: the entrant of an invoice may pay it only with the setting off.
    const own = inv('approved', 'matched', 'ap');
    expect(invoiceCan(ap, own, SOD).pay).toBe(false);
    expect(invoiceCan(ap, own, { payablesSeparationOfDuties: false }).pay).toBe(true);
  });

  it('gives `can` from the same refusals', () => {
    expect(invoiceCan(finance, inv('approved', 'matched'), SOD)).toEqual({
      match: false,
      resolve: false,
      approve: false,
      pay: true,
      hold: true,
      dispute: true,
      reject: true,
      release: false,
    });
    expect(invoiceCan(ap, inv('approved', 'matched'), SOD)).toMatchObject({ pay: false, hold: true });
  });
});
