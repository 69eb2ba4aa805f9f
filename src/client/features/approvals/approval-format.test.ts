import { describe, expect, it } from 'vitest';

import { daysLabel, formatThousands, isOverdue, priorityVariant, serverSort } from './approval-format';

describe('formatThousands', () => {
  it('shows thousands with one decimal', () => {
    expect(formatThousands('42500.00')).toBe('$42.5K');
    expect(formatThousands('8000.00')).toBe('$8K');
    expect(formatThousands('1249999.99')).toBe('$1,250K');
  });
  it('shows small and empty amounts in thousands too', () => {
    expect(formatThousands('0')).toBe('$0K');
    expect(formatThousands('450.00')).toBe('$0.5K');
  });
});

describe('isOverdue', () => {
  it('is overdue only after more than 3 days', () => {
    expect(isOverdue(3)).toBe(false);
    expect(isOverdue(4)).toBe(true);
  });
});

describe('labels', () => {
  it('names days and priorities', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(5)).toBe('5 days');
    expect(priorityVariant('High')).toBe('destructive');
    expect(priorityVariant('Medium')).toBe('warning');
    expect(priorityVariant('Low')).toBe('secondary');
  });
  it('maps sort choices to server sorts', () => {
    expect(serverSort('amount')).toBe('-amount');
    expect(serverSort('date')).toBe('date');
    expect(serverSort('priority')).toBe('priority');
    expect(serverSort('department')).toBe('department');
  });
});
