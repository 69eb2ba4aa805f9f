import { closesAtOf } from '@shared/rfps/deadline';
import type { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { hashToken, newToken } from '../lib/tokens';
import type { SeedClock } from './demo-clock';
import { DEMO_RFPS } from './demo-rfp-specs';
import { VENDOR_EMAILS } from './demo-vendors';

type RfpRow = typeof rfps.$inferInsert;
type RfpVendorRow = typeof rfpVendors.$inferInsert;
type RfpResponseRow = typeof rfpResponses.$inferInsert;

export const LAST_RFP = DEMO_RFPS.length;

const HOUR = 3_600_000;
/** The hash of a token nobody holds: a sent demo invitation has a link, but no one can open it. */
const unknownTokenHash = () => hashToken(newToken());
const DEMO_BUYER = 'user-001';

/**
 * The demo's RFPs (demo-rfp-specs.ts) as rows: invitations `<id>-inv<n>` (sent ones invited when the
 * RFP was sent, with a token hash nobody knows), submitted responses with their lines, bidding closed
 * where the deadline has passed, and the closed RFP's award.
 */
export function buildRfps(clock: SeedClock) {
  const rows: RfpRow[] = [];
  const invited: RfpVendorRow[] = [];
  const responses: RfpResponseRow[] = [];
  DEMO_RFPS.forEach((s, i) => {
    const id = `rfp-${String(i + 1).padStart(3, '0')}`;
    const deadline = clock.date(s.deadline);
    const closesAt = closesAtOf(deadline);
    const sentAt = s.status === 'draft' ? null : clock.ago(s.created - 1, 2);
    const emails = s.invited.map((v) =>
      v.startsWith('vendor-') ? { email: VENDOR_EMAILS[v]!, vendorId: v } : { email: v, vendorId: null },
    );
    const submitted = s.responses.map((r, j) => ({
      ...r,
      id: `${id}-resp${j + 1}`,
      at: clock.ago(r.daysAgo, 1),
    }));
    const award = s.award && submitted[s.award.response];
    rows.push({
      id,
      title: s.title,
      category: s.category,
      department: s.department,
      status: s.status,
      description: s.description,
      requirements: s.requirements,
      budget: s.budget,
      deadline,
      closesAt,
      biddingClosedAt: sentAt && closesAt.getTime() <= clock.today.getTime() ? closesAt : null,
      contactEmail: 'procurement@procura.test',
      createdBy: DEMO_BUYER,
      createdDate: clock.ago(s.created, 5),
      sentAt,
      ...(award && s.award
        ? {
            awardedResponseId: award.id,
            awardedVendorId: emails[award.from]!.vendorId,
            awardedVendorName: award.company,
            awardedAmount: award.total,
            awardedAt: clock.ago(s.award.daysAgo, 3),
            awardedBy: DEMO_BUYER,
          }
        : {}),
    });
    emails.forEach((e, n) => {
      const response = submitted.find((r) => r.from === n);
      const viewedAt = response
        ? new Date(response.at.getTime() - 2 * HOUR)
        : s.viewed?.includes(n) && sentAt
          ? new Date(sentAt.getTime() + 20 * HOUR)
          : null;
      invited.push({
        rfpId: id,
        id: `${id}-inv${n + 1}`,
        ...e,
        tokenHash: sentAt ? unknownTokenHash() : null,
        invitedAt: sentAt,
        viewedAt,
        addedBy: DEMO_BUYER,
      });
    });
    for (const r of submitted) {
      responses.push({
        id: r.id,
        rfpId: id,
        vendorEmail: emails[r.from]!.email,
        vendorId: emails[r.from]!.vendorId,
        status: 'submitted',
        companyName: r.company,
        amount: r.total,
        lines: r.lines.map(([description, quantity, unitPrice]) => ({ description, quantity, unitPrice })),
        leadTimeDays: r.leadTimeDays,
        validUntil: clock.date(r.validFor),
        notes: r.notes,
        submittedAt: r.at,
        createdAt: new Date(r.at.getTime() - HOUR),
        updatedAt: r.at,
      });
    }
  });
  return { rows, invited, responses };
}
