import { and, eq, isNull } from 'drizzle-orm';
import { formatDate } from '@shared/format';
import type { SessionUser } from '@shared/auth/types';
import { manageUsersRefusal } from '@shared/admin/policies';
import { ADMIN_USER_MESSAGES as M, type PasswordLink } from '@shared/admin/users/schemas';
import type { Db, DbOrTx } from '../../db/client';
import { passwordTokens } from '../../db/schema/auth';
import { conflict, enforce } from '../../http/errors';
import { audit } from '../../lib/audit';
import { queueMail } from '../../mail/queue';
import { issuePasswordToken, setPasswordLink } from './password-links';
import { storedUser } from './queries';

/** Where links point and whether they may be e-mailed (an SMTP server is configured). */
export type Mailing = { publicUrl: string; smtpConfigured: boolean };

type Recipient = { id: string; email: string; firstName: string };

/**
 * A new one-time link for the account, in the caller's transaction: answered once to the
 * administrator and, with an SMTP server, e-mailed to the user through the outbox (`opening`: the
 * mail's first sentence).
 */
export async function sendPasswordLink(
  tx: DbOrTx,
  user: Recipient,
  actor: SessionUser,
  mailing: Mailing,
  opening: string,
  now = new Date(),
): Promise<PasswordLink> {
  const { token, expiresAt } = await issuePasswordToken(tx, user.id, actor.id, now);
  const link = setPasswordLink(mailing.publicUrl, token);
  if (mailing.smtpConfigured) {
    await queueMail(tx, {
      to: user.email,
      subject: 'Your Procura account',
      text: [
        `Hello ${user.firstName},`,
        '',
        opening,
        'Choose your password here:',
        link,
        '',
        `The link works once and expires on ${formatDate(expiresAt)}. Then sign in with ${user.email}.`,
      ].join('\n'),
      kind: 'user.invitation',
      recordType: 'user',
      recordId: user.id,
    });
  }
  return { setPasswordLink: link, linkExpiresAt: expiresAt.toISOString(), mailed: mailing.smtpConfigured };
}

/**
 * POST /api/admin/users/{id}/set-password-link: a new link for an active account (an expired one
 * replaced, or a forgotten password reset); the account's earlier unused links stop working.
 */
export async function reissuePasswordLink(
  db: Db,
  actor: SessionUser,
  id: string,
  mailing: Mailing,
  now = new Date(),
): Promise<PasswordLink> {
  enforce(manageUsersRefusal(actor));
  return db.transaction(async (tx) => {
    const user = await storedUser(tx, id);
    if (user.status !== 'Active') throw conflict(M.linkInactive);
    const spent = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, id), isNull(passwordTokens.usedAt)))
      .returning({ tokenHash: passwordTokens.tokenHash });
    const link = await sendPasswordLink(
      tx,
      user,
      actor,
      mailing,
      `${actor.name} has sent you a new link to set your Procura password.`,
      now,
    );
    await audit(tx, {
      actorId: actor.id,
      action: 'user.password_link',
      entityType: 'user',
      entityId: id,
      details: { earlierLinksEnded: spent.length, linkExpiresAt: link.linkExpiresAt, mailed: link.mailed },
    });
    return link;
  });
}
