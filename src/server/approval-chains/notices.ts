import { eq } from 'drizzle-orm';
import { formatCurrency } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { approvalRequests } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { notify } from '../messages/notify';

type Request = Pick<typeof approvalRequests.$inferSelect, 'id' | 'subjectType' | 'subjectId'>;

/** How messages name the subject: the request id, or the PO number. */
export async function subjectLabel(tx: DbOrTx, request: Request): Promise<string> {
  if (request.subjectType !== 'purchase-order') return request.subjectId;
  const [po] = await tx
    .select({ poNumber: purchaseOrders.poNumber })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, request.subjectId));
  return po?.poNumber ?? request.subjectId;
}

type AwaitedRequest = Request &
  Pick<typeof approvalRequests.$inferSelect, 'title' | 'amount' | 'requestorId'> & {
    /** subjectLabel's answer, when the caller has it already. */
    label?: string;
  };

/**
 * Tells the users a step now awaits (recipients from routing.ts, never the requester) in the subject's
 * thread: what it is, who asked, for how much, and where to act — and, after an approval, which step
 * it passed. Nothing is sent when nobody can take the step.
 */
export async function tellApprovers(
  tx: DbOrTx,
  request: AwaitedRequest,
  step: { name: string },
  toUserIds: string[],
  passed?: string,
): Promise<void> {
  if (!toUserIds.length) return;
  const label = request.label ?? (await subjectLabel(tx, request));
  const [requester] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, request.requestorId));
  const by = requester ? `${requester.firstName} ${requester.lastName}` : 'a colleague';
  const awaits = passed ? `passed ${passed} and awaits your ${step.name}` : `awaits your ${step.name}`;
  await notify(tx, {
    toUserIds,
    subject: `${label} awaits your ${step.name}`,
    content:
      `${label} (${request.title}), requested by ${by} for ${formatCurrency(request.amount)}, ${awaits}. ` +
      'Approve or reject it in the Approvals queue.',
    threadId: `thread-${request.subjectId}`,
  });
}
