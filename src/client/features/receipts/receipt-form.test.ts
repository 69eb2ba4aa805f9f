import { describe, expect, it } from 'vitest';
import { receiptInputSchema } from '@shared/receipts/schemas';

import { buildReceipt, defaultQuantities, remainingOf } from './receipt-form';

const lines = [
  { id: 'a', quantity: 2, quantityReceived: 0 },
  { id: 'b', quantity: 5, quantityReceived: 3.5 },
  { id: 'c', quantity: 1, quantityReceived: 1 },
];

describe('receipt form', () => {
  it('defaults each line to its remaining quantity', () => {
    expect(remainingOf(lines[1]!)).toBe(1.5);
    expect(defaultQuantities(lines)).toEqual({ a: '2', b: '1.5', c: '0' });
  });
  it('sends only the lines with a quantity', () => {
    const body = buildReceipt({ a: '2', b: '', c: '0' }, '2025-03-01', '  ');
    expect(body).toEqual({
      receivedDate: '2025-03-01',
      notes: null,
      lines: [{ poLineId: 'a', quantity: '2' }],
    });
    expect(receiptInputSchema.safeParse(body).success).toBe(true);
  });
  it('leaves a receipt with no quantities to the shared schema to refuse', () => {
    const body = buildReceipt({ a: '0' }, '2025-03-01', '');
    const parsed = receiptInputSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('At least one line is required');
  });
  it('passes negative quantities through for the schema to refuse', () => {
    const parsed = receiptInputSchema.safeParse(buildReceipt({ a: '-1' }, '2025-03-01', ''));
    expect(parsed.error?.issues[0]?.message).toBe('Quantity must be greater than 0');
  });
});
