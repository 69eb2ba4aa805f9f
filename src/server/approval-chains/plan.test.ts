import { describe, expect, it } from 'vitest';
import { checkTemplate, type RoutingTemplate } from './plan';

const template: RoutingTemplate = {
  id: 'wf-1',
  name: 'IT purchases',
  steps: [],
  departments: ['IT'],
  conditions: { minAmount: 1000, maxAmount: 25000 },
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

describe('checkTemplate', () => {
  it('says what each condition compared, amounts in dollars with cents and thousands separators', () => {
    const check = checkTemplate(template, {
      amount: '5213.94',
      itemType: 'goods',
      department: 'IT',
      requestorId: 'u1',
    });
    expect(check.matched).toBe(true);
    expect(check.conditions.find((c) => c.label === 'Amount range')).toEqual({
      label: 'Amount range',
      ok: true,
      detail: '$5,213.94 within $1,000.00 – $25,000.00',
    });
    const above = checkTemplate(template, {
      amount: 1234567.5,
      itemType: 'goods',
      department: 'IT',
      requestorId: 'u1',
    });
    expect(above.conditions.find((c) => c.label === 'Amount range')).toMatchObject({
      ok: false,
      detail: '$1,234,567.50 within $1,000.00 – $25,000.00',
    });
  });
});
