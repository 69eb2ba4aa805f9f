import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatDate } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { rfpVendors, rfps } from '../db/schema/rfps';
import { vendors } from '../db/schema/vendors';
import { hashToken, newToken } from '../lib/tokens';
import { queueMail } from '../mail/queue';

/** Invited addresses and their response links (issue 11). */

/** The addresses once each, case-insensitively (the first spelling kept), in the order given. */
export function emailsOnce(emails: readonly string[], already: readonly string[] = []): string[] {
  const seen = new Set(already.map((e) => e.toLowerCase()));
  return emails.filter((e) => {
    const key = e.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The link an invited address responds through. */
export const responseLink = (publicUrl: string, token: string) =>
  `${publicUrl}/rfp-response?token=${encodeURIComponent(token)}`;

/** The vendor whose contact e-mail each address is (lower-cased address → vendor id; active vendors first). */
async function vendorsByEmail(tx: DbOrTx, emails: string[]): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const lower = sql<string>`lower(${vendors.contactEmail})`;
  const rows = await tx
    .select({ id: vendors.id, email: lower })
    .from(vendors)
    .where(
      inArray(
        lower,
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .orderBy(sql`${vendors.status} = 'active' desc`, asc(vendors.id));
  const found = new Map<string, string>();
  for (const r of rows) if (!found.has(r.email)) found.set(r.email, r.id);
  return found;
}

export type Invitation = typeof rfpVendors.$inferSelect;

/**
 * Adds the addresses not yet invited to an RFP (case-insensitively), each linked to the vendor whose
 * contact e-mail it is, with ids `<rfpId>-inv<n>` numbered on from the RFP's last. Returns the new rows.
 */
export async function addInvitations(
  tx: DbOrTx,
  rfpId: string,
  emails: readonly string[],
  addedBy: string,
): Promise<Invitation[]> {
  const existing = await tx
    .select({ id: rfpVendors.id, email: rfpVendors.email })
    .from(rfpVendors)
    .where(eq(rfpVendors.rfpId, rfpId));
  const fresh = emailsOnce(
    emails,
    existing.map((e) => e.email),
  );
  if (!fresh.length) return [];
  const prefix = `${rfpId}-inv`;
  let last = 0;
  for (const { id } of existing) {
    const n = id.startsWith(prefix) ? Number(id.slice(prefix.length)) : 0;
    if (Number.isInteger(n) && n > last) last = n;
  }
  const vendorIds = await vendorsByEmail(tx, fresh);
  return tx
    .insert(rfpVendors)
    .values(
      fresh.map((email, i) => ({
        rfpId,
        email,
        id: `${prefix}${last + i + 1}`,
        vendorId: vendorIds.get(email.toLowerCase()) ?? null,
        addedBy,
      })),
    )
    .returning();
}

type InvitingRfp = Pick<typeof rfps.$inferSelect, 'id' | 'title' | 'category' | 'deadline' | 'contactEmail'>;

/**
 * Sends each invitation its response link: a fresh token (only its SHA-256 kept), `invitedAt` now,
 * and an e-mail of its own naming the RFP, the deadline, the contact and the link — all in the
 * caller's transaction. A token is never stored or logged; only the mail carries it.
 */
export async function invite(
  tx: DbOrTx,
  rfp: InvitingRfp,
  invitations: readonly Pick<Invitation, 'id' | 'email'>[],
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  for (const inv of invitations) {
    const token = newToken();
    await tx
      .update(rfpVendors)
      .set({ tokenHash: hashToken(token), invitedAt: now })
      .where(and(eq(rfpVendors.rfpId, rfp.id), eq(rfpVendors.id, inv.id)));
    const link = responseLink(publicUrl, token);
    const deadline = formatDate(rfp.deadline);
    await queueMail(tx, {
      to: inv.email,
      subject: `Request for Proposal: ${rfp.title}`,
      text: [
        `You are invited to submit a proposal for the Request for Proposal "${rfp.title}" (${rfp.category}).`,
        '',
        `Deadline: ${deadline}`,
        `Contact: ${rfp.contactEmail}`,
        '',
        `Respond here: ${link}`,
        '',
        `This link is for ${inv.email} only. You can save and revise your response until the deadline.`,
      ].join('\n'),
      kind: 'rfp.invitation',
      recordType: 'rfp',
      recordId: rfp.id,
    });
  }
}
