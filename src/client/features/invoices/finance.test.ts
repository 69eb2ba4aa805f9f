import { describe, expect, it } from 'vitest';
import { INVOICE_FILE_MESSAGE } from '@shared/invoices/schemas';

import { invoiceFileProblem } from './finance';

describe('invoice attachments', () => {
  it('accepts the invoice file types only', () => {
    expect(invoiceFileProblem({ name: 'INV-1.pdf', size: 100 })).toBeNull();
    expect(invoiceFileProblem({ name: 'lines.XLSX', size: 100 })).toBeNull();
    expect(invoiceFileProblem({ name: 'script.js', size: 100 })).toBe(INVOICE_FILE_MESSAGE);
    expect(invoiceFileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024 })).toMatch(/too large/);
  });
});
