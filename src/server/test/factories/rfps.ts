import { and, asc, eq } from 'drizzle-orm';
import type { CreateRfpInput } from '@shared/rfps/schemas';
import type { SaveRfpResponseInput } from '@shared/rfps/response';
import { outbox } from '../../db/schema/jobs';
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

/** POST /api/rfps/{id}/send; throws unless it answers 200. */
export async function sendRfp(t: TestApp, as: Account, id: string): Promise<RfpDetail> {
  const res = await t.request({ method: 'POST', url: `/api/rfps/${id}/send`, as });
  if (res.statusCode !== 200) throw new Error(`send RFP: ${res.statusCode} ${res.body}`);
  return res.json() as RfpDetail;
}

/**
 * The response tokens of an RFP's invitations, by address, read from the invitation e-mails in the
 * outbox (the only place a token exists besides the vendor's mailbox).
 */
export async function invitationTokens(t: TestApp, rfpId: string): Promise<Map<string, string>> {
  const mails = await t.database.db
    .select({ to: outbox.toAddresses, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.kind, 'rfp.invitation'), eq(outbox.recordId, rfpId)))
    .orderBy(asc(outbox.id));
  const tokens = new Map<string, string>();
  for (const m of mails) {
    const token = tokenInText(m.text);
    if (token) tokens.set(m.to[0]!, token);
  }
  return tokens;
}

/** The token of the first response link in a text (an e-mail's body). */
export function tokenInText(text: string): string | undefined {
  const match = /\/rfp-response\?token=([A-Za-z0-9_%-]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A draft RFP with these vendor e-mails, sent; answers the detail and each address's token. */
export async function sentRfp(
  t: TestApp,
  as: Account,
  vendorEmails: string[],
  overrides: Partial<CreateRfpInput> = {},
) {
  const { id } = await createRfp(t, as, { ...overrides, vendorEmails });
  const detail = await sendRfp(t, as, id);
  return { id, detail, tokens: await invitationTokens(t, id) };
}

/** A response as the vendor's page sends it (PUT /api/rfp-response). */
export const responseBody = (overrides: Partial<SaveRfpResponseInput> = {}): SaveRfpResponseInput => ({
  companyName: 'Zz Vendor Co',
  contactName: 'Sam Seller',
  totalPrice: '1250.00',
  lines: [
    { description: 'Printers', quantity: '5', unitPrice: '200.00' },
    { description: 'Service', quantity: '1', unitPrice: '250.00' },
  ],
  leadTimeDays: '14',
  validUntil: isoDate(addDays(new Date(), 60)),
  notes: 'Includes installation.',
  submit: true,
  ...overrides,
});

/** PUT /api/rfp-response?token=… (signed out, as a vendor): saves or submits. Answers the raw response. */
export function respond(t: TestApp, token: string, overrides: Partial<SaveRfpResponseInput> = {}) {
  return t.request({
    method: 'PUT',
    url: `/api/rfp-response?token=${encodeURIComponent(token)}`,
    payload: responseBody(overrides),
    as: null,
  });
}
