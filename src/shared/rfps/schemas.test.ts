import { describe, expect, it } from 'vitest';
import { createRfpSchema, splitVendorEmails } from './schemas';

describe('vendor emails', () => {
  it('splits comma separated text, trims and drops empty entries, without checking addresses', () => {
    expect(splitVendorEmails(' a@x.com, ,b@y.org,,not-an-email ')).toEqual([
      'a@x.com',
      'b@y.org',
      'not-an-email',
    ]);
    expect(splitVendorEmails(['  c@z.net ', '', 'd@z.net, e@z.net'])).toEqual([
      'c@z.net',
      'd@z.net',
      'e@z.net',
    ]);
    expect(splitVendorEmails(undefined)).toEqual([]);
    expect(splitVendorEmails('')).toEqual([]);
  });
});

describe('RFP form schema', () => {
  it('reports Required, Invalid email and Expected … received … in the form layer wording', () => {
    const r = createRfpSchema.safeParse({
      title: ' ',
      category: 'Catering',
      contactEmail: 'nope',
      deadline: '2025-02-30',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Required',
      category:
        'Expected one of IT Services, Professional Services, Construction, Maintenance, Consulting, Equipment, received Catering',
      description: 'Required',
      requirements: 'Required',
      deadline: 'Invalid date',
      department: 'Required',
      contactEmail: 'Invalid email',
    });
  });
});
