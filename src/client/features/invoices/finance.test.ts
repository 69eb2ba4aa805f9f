import { describe, expect, it } from 'vitest';
import { INVOICE_FILE_MESSAGE } from '@shared/invoices/schemas';

import { invoiceFileProblem, isApFinance } from './finance';

describe('AP Finance gate', () => {
  it('lets approve_invoices holders and the Finance department through', () => {
    expect(isApFinance({ permissions: ['approve_invoices'], department: 'IT' })).toBe(true);
    expect(isApFinance({ permissions: [], department: 'Finance' })).toBe(true);
  });

  it('keeps everyone else out', () => {
    expect(
      isApFinance({ permissions: ['manage_vendors', 'approve_requests'], department: 'Procurement' }),
    ).toBe(false);
    expect(isApFinance({ permissions: ['create_requisitions'], department: 'IT' })).toBe(false);
    expect(isApFinance(null)).toBe(false);
  });
});

describe('invoice attachments', () => {
  it('accepts the invoice file types only', () => {
    expect(invoiceFileProblem({ name: 'INV-1.pdf', size: 100 })).toBeNull();
    expect(invoiceFileProblem({ name: 'lines.XLSX', size: 100 })).toBeNull();
    expect(invoiceFileProblem({ name: 'script.js', size: 100 })).toBe(INVOICE_FILE_MESSAGE);
    expect(invoiceFileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024 })).toMatch(/too large/);
  });
});
