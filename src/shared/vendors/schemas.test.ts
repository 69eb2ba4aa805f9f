import { describe, expect, it } from 'vitest';
import { VENDOR_FILE_MESSAGE } from './files';
import { ACCOUNT_TYPES, BUSINESS_TYPES, US_STATES, newVendorRequestSchema } from './schemas';

/** Spec section 9: "A list of the 50 US state codes" (no DC, no territories). */
const FIFTY_STATES =
  `AK AL AR AZ CA CO CT DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH
  NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY`.split(/\s+/);

const valid = {
  companyName: 'Acme Widgets',
  contactPerson: 'Jane Roe',
  contactEmail: 'jane@acme.example',
  businessType: 'LLC',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  justification: 'Sole local supplier',
};

const fieldErrors = (input: object) => {
  const result = newVendorRequestSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('vendor onboarding lists (spec section 9)', () => {
  it('US_STATES holds exactly the 50 state codes, each once', () => {
    expect(FIFTY_STATES).toHaveLength(50);
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect([...US_STATES].sort()).toEqual([...FIFTY_STATES].sort());
    expect(US_STATES).not.toContain('DC');
  });

  it('BUSINESS_TYPES is the spec list, in order', () => {
    expect(BUSINESS_TYPES).toEqual([
      'Corporation',
      'LLC',
      'Partnership',
      'Sole Proprietorship',
      'Non-Profit Organization',
      'Government Entity',
      'Other',
    ]);
  });

  it('takes every listed state and business type and refuses others with the spec messages', () => {
    for (const state of US_STATES) expect(fieldErrors({ ...valid, state })).toEqual({});
    for (const businessType of BUSINESS_TYPES) expect(fieldErrors({ ...valid, businessType })).toEqual({});
    expect(fieldErrors({ ...valid, state: 'DC', businessType: 'Cooperative' })).toEqual({
      state: 'State is required',
      businessType: 'Business type is required',
    });
  });
});

describe('newVendorRequestSchema', () => {
  it('accepts checking or savings (or none) and refuses any other account type with a field message', () => {
    expect(ACCOUNT_TYPES).toEqual(['checking', 'savings']);
    for (const accountType of ['checking', 'savings', null, undefined]) {
      expect(fieldErrors({ ...valid, accountType })).toEqual({});
    }
    for (const accountType of ['business', 'Checking', 'money-market', 1]) {
      expect(fieldErrors({ ...valid, accountType })).toEqual({
        accountType: 'Account type must be checking or savings',
      });
    }
  });

  it('defaults the country to United States', () => {
    expect(newVendorRequestSchema.parse(valid).country).toBe('United States');
  });

  it('accepts document names ending in pdf, doc, docx, jpg or png only', () => {
    const names = { w9Document: 'W9 2025.PDF', supportingDocuments: ['a.doc', 'b.docx', 'c.jpg', 'd.png'] };
    expect(fieldErrors({ ...valid, ...names })).toEqual({});
    for (const w9Document of ['w9.xlsx', 'w9.pdf.exe', 'w9', 'w9.jpeg']) {
      expect(fieldErrors({ ...valid, w9Document })).toEqual({ w9Document: VENDOR_FILE_MESSAGE });
    }
    expect(fieldErrors({ ...valid, supportingDocuments: ['ok.pdf', 'Price_List.xlsx'] })).toEqual({
      supportingDocuments: VENDOR_FILE_MESSAGE,
    });
  });
});
