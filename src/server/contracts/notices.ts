import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formatDate, isoDate } from '@shared/format';
import type { Db } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { vendors } from '../db/schema/vendors';
import { users } from '../db/schema/auth';
import { audit } from '../lib/audit';
import { notify } from '../messages/notify';

/** The procurement team: active users with this role get every renewal notice. */
export const PROCUREMENT_ROLE = 'procurement_sme';

/** A contract's notice date: end date minus notice period (days). */
const noticeDate = sql`(${contracts.endDate} - ${contracts.noticePeriodDays})`;

export const renewalSubject = (title: string, endDate: string) =>
  `Renewal notice: ${title} ends ${formatDate(endDate)}`;

/**
 * Renewal notices: every active contract whose notice date is `today` or past and whose notice was
 * never sent gets one system message to its contact person and the procurement team, and its
 * noticeSentAt is set. One transaction per contract; the claim is a conditional
 * `UPDATE … WHERE notice_sent_at IS NULL RETURNING`, so two runs at the same time send once.
 * Returns how many notices were sent.
 */
export async function sendDueRenewalNotices(db: Db, today: Date = new Date()): Promise<number> {
  const day = isoDate(today);
  const due = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(eq(contracts.status, 'active'), isNull(contracts.noticeSentAt), sql`${noticeDate} <= ${day}::date`),
    )
    .orderBy(asc(contracts.endDate), asc(contracts.id));
  if (!due.length) return 0;
  const team = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, PROCUREMENT_ROLE), eq(users.status, 'Active')));
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(contracts)
        .set({ noticeSentAt: new Date() })
        .where(
          and(
            eq(contracts.id, id),
            eq(contracts.status, 'active'),
            isNull(contracts.noticeSentAt),
            sql`${noticeDate} <= ${day}::date`,
          ),
        )
        .returning();
      if (!claimed) return false;
      const [vendor] = await tx
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, claimed.vendorId));
      const recipients = [
        ...(claimed.contactUserId ? [claimed.contactUserId] : []),
        ...team.map((u) => u.id),
      ];
      const ends = formatDate(claimed.endDate);
      const messageId = await notify(tx, {
        toUserIds: recipients,
        subject: renewalSubject(claimed.title, claimed.endDate),
        content: [
          `${claimed.title} (${claimed.id}) with ${vendor?.name ?? claimed.vendorId} ends on ${ends}.`,
          `Its ${claimed.noticePeriodDays}-day notice period has begun; contact: ${claimed.contactPerson}.`,
          claimed.autoRenewal
            ? 'It renews automatically unless it is cancelled before the end date.'
            : 'It does not renew automatically: start the renewal or a change order before the end date.',
        ].join('\n\n'),
        threadId: `thread-${claimed.id}-renewal`,
        record: { type: 'contract', id: claimed.id },
        kind: 'contract-renewal',
      });
      await audit(tx, {
        actorId: null,
        action: 'contract.renewal_notice',
        entityType: 'contract',
        entityId: claimed.id,
        details: {
          endDate: claimed.endDate,
          noticePeriodDays: claimed.noticePeriodDays,
          messageId,
          recipients,
        },
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
