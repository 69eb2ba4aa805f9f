import { eq } from 'drizzle-orm';
import { formatCurrency } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { approvalRequests } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { notify, type Recipient } from '../messages/notify';
import { activeDelegatesOf, type DelegateAddress } from './delegations';

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

async function requesterName(tx: DbOrTx, id: string): Promise<string> {
  const [requester] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return requester ? `${requester.firstName} ${requester.lastName}` : 'a colleague';
}

const idOf = (r: string | Recipient) => (typeof r === 'string' ? r : r.id);

type AwaitedRequest = Request &
  Pick<typeof approvalRequests.$inferSelect, 'title' | 'amount' | 'requestorId'> & {
    /** Who else may not act on the chain (its editors): never told through a delegation either. */
    excludedApproverIds?: readonly string[];
    /** subjectLabel's answer, when the caller has it already. */
    label?: string;
    /** The requester's name, when the caller has it already. */
    requesterName?: string;
  };

/**
 * Tells the users a step now awaits (recipients from routing.ts, never the requester) in the subject's
 * thread: what it is, who asked, for how much, and where to act — and, after an approval, which step
 * it passed. The active out-of-office delegates of those users are told too (issue 13), unless they are
 * the requester or an editor of the subject. Nothing is sent when nobody can take the step.
 */
export async function tellApprovers(
  tx: DbOrTx,
  request: AwaitedRequest,
  step: { name: string },
  /** The users to tell: ids, or (no lookup needed) ids with their addresses. */
  to: (string | Recipient)[],
  passed?: string,
  /** Today's delegations (routing facts), when the caller read them already: no lookup. */
  read: { delegations?: readonly DelegateAddress[] } = {},
): Promise<void> {
  if (!to.length) return;
  const ids = to.map(idOf);
  const conflicted = new Set([request.requestorId, ...(request.excludedApproverIds ?? [])]);
  const standing: (string | Recipient)[] = read.delegations
    ? read.delegations
        .filter((d) => ids.includes(d.userId))
        .map((d) => ({ id: d.delegateId, email: d.email }))
    : (await activeDelegatesOf(tx, ids)).map((d) => d.delegateId);
  const delegates = [...new Map(standing.map((d) => [idOf(d), d])).values()].filter(
    (d) => !ids.includes(idOf(d)) && !conflicted.has(idOf(d)),
  );
  if (delegates.length) to = [...to, ...delegates];
  const label = request.label ?? (await subjectLabel(tx, request));
  const by = request.requesterName ?? (await requesterName(tx, request.requestorId));
  const awaits = passed ? `passed ${passed} and awaits your ${step.name}` : `awaits your ${step.name}`;
  const known = to.filter((r): r is Recipient => typeof r !== 'string');
  await notify(tx, {
    ...(known.length === to.length ? { recipients: known } : { toUserIds: to.map(idOf) }),
    subject: `${label} awaits your ${step.name}`,
    content:
      `${label} (${request.title}), requested by ${by} for ${formatCurrency(request.amount)}, ${awaits}. ` +
      'Approve or reject it in the Approvals queue.',
    threadId: `thread-${request.subjectId}`,
    record: { type: request.subjectType, id: request.subjectId },
    kind: 'approval-needed',
  });
}
