import { describe, expect, it } from 'vitest';

import { emptyLine, formTotal, lineTotalOf, toLineForm } from './line-fields';

describe('line form helpers', () => {
  it('computes line totals to 2 decimals and the form total', () => {
    expect(lineTotalOf({ quantity: '3', unitPrice: '19.99' })).toBe('59.97');
    expect(lineTotalOf({ quantity: '', unitPrice: '5' })).toBe('0.00');
    expect(
      formTotal([
        { quantity: '2', unitPrice: '4000' },
        { quantity: '1', unitPrice: '0.50' },
      ]),
    ).toBe('8000.50');
  });
  it('makes empty and detail lines', () => {
    expect(emptyLine('4000-001')).toMatchObject({ quantity: '1', unitPrice: '0', glCode: '4000-001' });
    expect(
      toLineForm({
        id: 'l1',
        productNumber: null,
        description: 'Laptop',
        quantity: 2,
        unitOfMeasure: 'Each',
        unitPrice: '4000.00',
        glCode: '4000-002',
      }),
    ).toEqual({
      id: 'l1',
      productNumber: null,
      description: 'Laptop',
      quantity: '2',
      unitOfMeasure: 'Each',
      unitPrice: '4000.00',
      glCode: '4000-002',
    });
  });
});
