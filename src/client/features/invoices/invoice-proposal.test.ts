import { describe, expect, it } from 'vitest';

import { ALL_INVOICED, NOTHING_RECEIVED_LEFT, proposeInvoiceLines } from './invoice-proposal';

const line = (id: string, quantity: number, quantityReceived: number, quantityInvoiced: number) => ({
  id,
  description: `Item ${id}`,
  quantity,
  unitPrice: '10.00',
  glCode: '4000-001',
  quantityReceived,
  quantityInvoiced,
});
const quantities = (lines: { poLineId?: string | null; quantity: unknown }[]) =>
  lines.map((l) => [l.poLineId, l.quantity]);

describe('Enter Invoice proposal (partial invoicing)', () => {
  it('proposes what was received and not yet invoiced, leaving out lines with nothing left', () => {
    const proposal = proposeInvoiceLines([
      line('a', 60, 60, 40),
      line('b', 60, 40, 40),
      line('c', 5, 2.5, 0),
    ]);
    expect(quantities(proposal.lines)).toEqual([
      ['a', '20'],
      ['c', '2.5'],
    ]);
    expect(proposal.note).toBeNull();
    expect(proposal.lines[0]).toMatchObject({
      description: 'Item a',
      unitPrice: '10.00',
      glCode: '4000-001',
    });
  });

  it('falls back to what was ordered and not yet invoiced when nothing received is left, and says so', () => {
    const proposal = proposeInvoiceLines([line('a', 10, 4, 4), line('b', 3, 0, 0)]);
    expect(quantities(proposal.lines)).toEqual([
      ['a', '6'],
      ['b', '3'],
    ]);
    expect(proposal.note).toBe(NOTHING_RECEIVED_LEFT);
  });

  it('once everything is invoiced (an over-billed line included), shows the quantities ordered and says so', () => {
    const proposal = proposeInvoiceLines([line('a', 10, 10, 10), line('b', 2, 2, 3)]);
    expect(quantities(proposal.lines)).toEqual([
      ['a', '10'],
      ['b', '2'],
    ]);
    expect(proposal.note).toBe(ALL_INVOICED);
  });
});
