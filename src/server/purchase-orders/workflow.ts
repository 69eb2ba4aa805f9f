import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { approvalSteps } from '../db/schema/approvals';
import { roles, users } from '../db/schema/auth';
import { poWorkflowSteps } from '../db/schema/purchase-orders';
import { newId } from '../lib/ids';
import { SYSTEM_NAME } from '../messages/notify';

/** One row of a PO's workflow (po_workflow_steps). */
export type PoStep = { step: string; status: string; assignee: string; completedAt: Date | null };

/** The single step of a PO that needed no approver (at or under the auto-approve threshold). */
export const autoApprovalStep = (now: Date): PoStep => ({
  step: 'Auto-Approval',
  status: 'completed',
  assignee: SYSTEM_NAME,
  completedAt: now,
});

/** Replaces a PO's workflow steps. */
export async function writePoSteps(tx: DbOrTx, purchaseOrderId: string, steps: PoStep[]): Promise<void> {
  await tx.delete(poWorkflowSteps).where(eq(poWorkflowSteps.purchaseOrderId, purchaseOrderId));
  if (!steps.length) return;
  await tx.insert(poWorkflowSteps).values(
    steps.map((s, i) => ({
      id: newId('pows'),
      purchaseOrderId,
      stepOrder: i + 1,
      step: s.step,
      status: s.status,
      assignee: s.assignee,
      completedAt: s.completedAt,
    })),
  );
}

/**
 * The steps of an approval chain as PO workflow steps. A step acted on names who acted; an open one
 * names the first active user holding its role (in its department for own-department roles), else
 * the role's label. `takenOnly` keeps the completed steps (the steps a finished chain took).
 */
export async function stepsFromChain(
  tx: DbOrTx,
  approvalRequestId: string,
  opts: { takenOnly?: boolean } = {},
): Promise<PoStep[]> {
  const actor = alias(users, 'actor');
  const rows = await tx
    .select({
      name: approvalSteps.name,
      status: approvalSteps.status,
      roleId: approvalSteps.approverRoleId,
      roleLabel: roles.label,
      department: approvalSteps.approverDepartment,
      actedAt: approvalSteps.actedAt,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
    })
    .from(approvalSteps)
    .innerJoin(roles, eq(roles.id, approvalSteps.approverRoleId))
    .leftJoin(actor, eq(actor.id, approvalSteps.actedBy))
    .where(
      and(
        eq(approvalSteps.approvalRequestId, approvalRequestId),
        opts.takenOnly ? eq(approvalSteps.status, 'completed') : undefined,
      ),
    )
    .orderBy(asc(approvalSteps.stepOrder));
  const openRoles = [...new Set(rows.filter((r) => !r.actorFirst).map((r) => r.roleId))];
  const holders = openRoles.length
    ? await tx
        .select({
          roleId: users.roleId,
          department: users.department,
          first: users.firstName,
          last: users.lastName,
        })
        .from(users)
        .where(and(inArray(users.roleId, openRoles), eq(users.status, 'Active')))
        .orderBy(asc(users.id))
    : [];
  return rows.map((r) => {
    const holder = holders.find(
      (h) => h.roleId === r.roleId && (r.department === null || h.department === r.department),
    );
    const assignee = r.actorFirst
      ? `${r.actorFirst} ${r.actorLast}`
      : holder
        ? `${holder.first} ${holder.last}`
        : r.department
          ? `${r.roleLabel} (${r.department})`
          : r.roleLabel;
    return { step: r.name, status: r.status, assignee, completedAt: r.actedAt };
  });
}

/** Keeps a PO's workflow steps in step with its approval chain. */
export async function syncPoWorkflow(tx: DbOrTx, purchaseOrderId: string, approvalRequestId: string) {
  await writePoSteps(tx, purchaseOrderId, await stepsFromChain(tx, approvalRequestId));
}
