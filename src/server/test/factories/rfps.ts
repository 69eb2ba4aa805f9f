import type { CreateRfpInput } from '@shared/rfps/schemas';
import type { RfpDetail } from '@shared/rfps/sourcing';
import { addDays, isoDate } from '@shared/format';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';

/** RFPs through the API (issue 11), as a user with manage_rfps. */

/** The RFP form (spec section 5) filled in: a unique title, a deadline two weeks ahead, no vendors. */
export function rfpForm(overrides: Partial<CreateRfpInput> = {}): CreateRfpInput {
  return {
    title: `Zzrfp ${unique('rfp')}`,
    category: 'IT Services',
    description: 'Managed printers for three floors',
    requirements: 'Service within 4 hours',
    budget: '$50,000',
    deadline: isoDate(addDays(new Date(), 14)),
    contactEmail: 'buyer@example.test',
    department: 'IT',
    vendorEmails: [],
    ...overrides,
  };
}

/** POST /api/rfps; throws unless it answers 201. Returns the created RFP (the list's view). */
export async function createRfp(t: TestApp, as: Account, overrides: Partial<CreateRfpInput> = {}) {
  const res = await t.request({ method: 'POST', url: '/api/rfps', payload: rfpForm(overrides), as });
  if (res.statusCode !== 201) throw new Error(`create RFP: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; title: string; deadline: string; closesAt: string };
}

/** GET /api/rfps/{id} */
export async function rfpDetail(t: TestApp, as: Account, id: string): Promise<RfpDetail> {
  const res = await t.request({ method: 'GET', url: `/api/rfps/${id}`, as });
  if (res.statusCode !== 200) throw new Error(`RFP detail: ${res.statusCode} ${res.body}`);
  return res.json() as RfpDetail;
}
