import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { approvalSteps } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { conflictedUsers, holdsStep } from './routing';

type Step = typeof approvalSteps.$inferSelect;
type ChainRequest = { id: string; requestorId: string; excludedApproverIds: string[] };

export const SKIPPED_COMMENT = 'Passed: the same person already approved an earlier step';

/**
 * After a step is approved: the steps still to come marked "skip if the same person already approved
 * an earlier step" are passed, in order, while someone who approved an earlier step of the chain
 * could take them (holdsStep) — completed in their name with SKIPPED_COMMENT. Answers the step that
 * becomes pending (none: the chain is done) and the steps passed.
 */
export async function passSameApproverSteps(
  tx: DbOrTx,
  request: ChainRequest,
  later: Step[],
  now: Date,
): Promise<{ next: Step | undefined; passed: Step[] }> {
  if (!later[0]?.skipIfSameApprover) return { next: later[0], passed: [] };
  const done = await tx
    .select({ actedBy: approvalSteps.actedBy })
    .from(approvalSteps)
    .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'completed')));
  const ids = [...new Set(done.map((d) => d.actedBy).filter((id): id is string => Boolean(id)))];
  const people = ids.length
    ? await tx
        .select({ id: users.id, roleId: users.roleId, department: users.department })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.status, 'Active')))
    : [];
  const conflicted = conflictedUsers(request);
  const passed: Step[] = [];
  for (const step of later) {
    if (!step.skipIfSameApprover) return { next: step, passed };
    const assignee = {
      roleId: step.approverRoleId,
      approverDepartment: step.approverDepartment,
      approverUserId: step.approverUserId,
    };
    const by = people.find((p) => holdsStep(p, assignee, conflicted));
    if (!by) return { next: step, passed };
    const [row] = await tx
      .update(approvalSteps)
      .set({ status: 'completed', actedBy: by.id, actedAt: now, comment: SKIPPED_COMMENT })
      .where(eq(approvalSteps.id, step.id))
      .returning();
    passed.push(row!);
  }
  return { next: undefined, passed };
}
