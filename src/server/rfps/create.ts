import type { SessionUser } from '@shared/auth/types';
import { closesAtOf, isDeadlinePast } from '@shared/rfps/deadline';
import { DEADLINE_PAST_MESSAGE, type CreateRfp, type RfpView } from '@shared/rfps/schemas';
import type { Db } from '../db/client';
import { rfps } from '../db/schema/rfps';
import { badRequest } from '../http/errors';
import { audit } from '../lib/audit';
import { SEQUENCES, nextFreeId } from '../lib/ids';
import { addInvitations } from './invitations';
import { getRfpView } from './queries';

/**
 * POST /api/rfps: a draft with no responses, dated now (whatever the client sent for those), with id
 * `rfp-NNN`; bidding closes at the end of the deadline day on the server's calendar, and a deadline
 * before the server's today is refused. Vendor e-mails are kept once each (case-insensitively) as
 * invitations `<id>-inv<n>`, each linked to the vendor whose contact e-mail it is.
 */
export async function createRfp(db: Db, user: SessionUser, input: CreateRfp): Promise<RfpView> {
  const { vendorEmails, ...fields } = input;
  if (isDeadlinePast(fields.deadline))
    throw badRequest(DEADLINE_PAST_MESSAGE, { deadline: DEADLINE_PAST_MESSAGE });
  const id = await db.transaction(async (tx) => {
    const rfpId = await nextFreeId(tx, SEQUENCES.rfp, 'rfp-', 3, rfps.id);
    await tx.insert(rfps).values({
      ...fields,
      id: rfpId,
      status: 'draft',
      closesAt: closesAtOf(fields.deadline),
      createdBy: user.id,
      createdDate: new Date(),
    });
    const invited = await addInvitations(tx, rfpId, vendorEmails, user.id);
    await audit(tx, {
      actorId: user.id,
      action: 'rfp.create',
      entityType: 'rfp',
      entityId: rfpId,
      details: { title: fields.title, vendorCount: invited.length },
    });
    return rfpId;
  });
  return getRfpView(db, user, id);
}
