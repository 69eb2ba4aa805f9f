import { expect } from 'vitest';
import type { TestApp } from '../test/harness';

/** Test-only: New Vendor Request bodies and submission. */
export const TEST_ACCOUNT = '987650001234';

/** Valid request fields with a unique name and ZIP each time (so requests do not look like duplicates). */
export function requestForms() {
  let zip = 10000;
  return (over: Record<string, string> = {}) => ({
    companyName: `Zzonb ${zip} Co`,
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
    ...over,
  });
}

/** POST /api/vendor-requests (JSON) as a user; expects 201. */
export async function submitRequest(
  t: TestApp,
  body: Record<string, string>,
  as: 'employee' | 'procurement' | 'legal' = 'employee',
): Promise<{ id: string; companyName: string }> {
  const res = await t.request({ method: 'POST', url: '/api/vendor-requests', payload: body, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
