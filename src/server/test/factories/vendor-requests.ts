import type { NewVendorRequestInput } from '@shared/vendors/schemas';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';

/** The bank account number of vendorRequestForm. */
export const TEST_ACCOUNT = '987650001234';

let zip = 10000;

/** A valid New Vendor Request with a unique company name and ZIP (so requests do not look like duplicates). */
export function vendorRequestForm(over: Record<string, string> = {}): Record<string, string> {
  const key = unique('Co');
  const form = {
    companyName: `Zz ${key} Co`,
    contactPerson: 'Pat Vendor',
    contactEmail: 'pat@vendor.example',
    businessType: 'Corporation',
    address: '9 Side St',
    city: 'Denver',
    state: 'CO',
    zipCode: String(zip++),
    accountNumber: TEST_ACCOUNT,
    routingNumber: '102000021',
    accountType: 'savings',
    justification: 'Only local source of the part',
  } satisfies NewVendorRequestInput & Record<string, string>;
  return { ...form, ...over };
}

/** POST /api/vendor-requests (JSON) as a user; the created request. Fails unless 201. */
export async function submitVendorRequest(
  t: TestApp,
  as: Account,
  /** The JSON body: the form's fields as text (vendorRequestForm), as the client sends them. */
  body: Record<string, string>,
): Promise<{ id: string; companyName: string }> {
  const res = await t.request({ method: 'POST', url: '/api/vendor-requests', payload: body, as });
  if (res.statusCode !== 201) throw new Error(`vendor request failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
