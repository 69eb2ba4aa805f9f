import { describe, expect, it } from 'vitest';
import { VENDOR_FILE_MESSAGE, VENDOR_FILE_TOO_LARGE_MESSAGE } from '@shared/vendors/files';
import {
  VENDOR_FILE_ACCEPT,
  newRequestId,
  screenVendorFiles,
  vendorFileProblem,
  vendorRequestFormData,
} from './vendor-files';

describe('onboarding files', () => {
  it('accepts pdf, doc, docx, jpg and png only, whatever the case', () => {
    expect(VENDOR_FILE_ACCEPT).toBe('.pdf,.doc,.docx,.jpg,.png');
    for (const name of ['w9.pdf', 'a.DOC', 'b.docx', 'c.JPG', 'd.png']) {
      expect(vendorFileProblem({ name, size: 10 })).toBeNull();
    }
    for (const name of ['sheet.xlsx', 'photo.jpeg', 'run.exe', 'noextension', 'pdf']) {
      expect(vendorFileProblem({ name, size: 10 })).toBe(VENDOR_FILE_MESSAGE);
    }
  });

  it('refuses files over 10 MB', () => {
    expect(vendorFileProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(vendorFileProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      VENDOR_FILE_TOO_LARGE_MESSAGE,
    );
  });

  it('keeps accepted files and names the refused ones', () => {
    const { accepted, refused } = screenVendorFiles([
      { name: 'cert.pdf', size: 5 },
      { name: 'budget.xlsx', size: 5 },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['cert.pdf']);
    expect(refused).toEqual([`budget.xlsx: ${VENDOR_FILE_MESSAGE}`]);
  });
});

describe('vendor request body', () => {
  it('makes NVR- ids from a timestamp', () => {
    expect(newRequestId(1700000000000)).toBe('NVR-1700000000000');
  });

  it('sends filled-in fields, the request id and the files under w9 and supportingDocuments', () => {
    const w9 = new File(['%PDF-1.4'], 'w9.pdf', { type: 'application/pdf' });
    const cert = new File(['x'], 'cert.png', { type: 'image/png' });
    const body = vendorRequestFormData(
      {
        companyName: 'Acme',
        contactEmail: 'a@acme.test',
        ein: '  ',
        country: 'United States',
        supportingDocuments: [],
      },
      { w9, supporting: [cert] },
      'NVR-1',
    );
    expect(body.get('requestId')).toBe('NVR-1');
    expect(body.get('companyName')).toBe('Acme');
    expect(body.get('country')).toBe('United States');
    expect(body.has('ein')).toBe(false);
    expect(body.get('w9Document')).toBe('w9.pdf');
    expect((body.get('w9') as File).name).toBe('w9.pdf');
    expect(body.getAll('supportingDocuments').map((f) => (f as File).name)).toEqual(['cert.png']);
  });
});
