import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  acceptAttribute,
  fileExtension,
  fileProblem,
  fileTooLargeMessage,
  hasSignature,
  isAllowedFileName,
} from './files';
import { INVOICE_FILES, INVOICE_FILE_MESSAGE } from './invoices/schemas';
import { ATTACHMENT_UPLOAD_MESSAGES, REQUISITION_FILES } from './requisitions/constants';
import { VENDOR_FILES, VENDOR_FILE_MESSAGE } from './vendors/files';

describe('file rules', () => {
  it('reads extensions case-insensitively, none without a dot', () => {
    expect(fileExtension('Quote.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.xlsx')).toBe('xlsx');
    expect(fileExtension('pdf')).toBe('');
    expect(isAllowedFileName(VENDOR_FILES, ' w9.pdf ')).toBe(true);
  });

  it('refuses a type outside the upload’s list, then anything over 10 MB, with one message each', () => {
    expect(fileTooLargeMessage()).toBe('The file is too large (10 MB at most).');
    expect(fileProblem(INVOICE_FILES, { name: 'INV-1.pdf', size: 100 })).toBeNull();
    expect(fileProblem(INVOICE_FILES, { name: 'lines.XLSX', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileProblem(INVOICE_FILES, { name: 'script.js', size: 100 })).toBe(INVOICE_FILE_MESSAGE);
    expect(fileProblem(INVOICE_FILES, { name: 'big.pdf', size: MAX_FILE_BYTES + 1 })).toBe(
      fileTooLargeMessage(),
    );
    expect(fileProblem(VENDOR_FILES, { name: 'budget.xlsx', size: 10 })).toBe(VENDOR_FILE_MESSAGE);
    expect(fileProblem(REQUISITION_FILES, { name: 'budget.xlsx', size: 10 })).toBeNull();
    expect(fileProblem(REQUISITION_FILES, { name: 'run.exe', size: 10 })).toBe(
      ATTACHMENT_UPLOAD_MESSAGES.type,
    );
  });

  it('gives the file chooser its accept list', () => {
    expect(acceptAttribute(VENDOR_FILES)).toBe('.pdf,.doc,.docx,.jpg,.png');
    expect(acceptAttribute(REQUISITION_FILES)).toBe('.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg');
  });

  it('checks the content starts with the kind’s signature', () => {
    expect(hasSignature('pdf', new TextEncoder().encode('%PDF-1.4'))).toBe(true);
    expect(hasSignature('pdf', new TextEncoder().encode('<html>'))).toBe(false);
    expect(hasSignature('png', new Uint8Array([0x89, 0x50]))).toBe(false);
    expect(hasSignature('docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
  });
});
