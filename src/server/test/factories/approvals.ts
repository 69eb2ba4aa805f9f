import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { approvalRequests, approvalSteps, delegations } from '../../db/schema/approvals';
import { workflowTemplates, type WorkflowStepDef } from '../../db/schema/admin';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';

/** The latest approval chain of a subject and its steps in order. */
export async function chainOf(t: TestApp, subjectId: string) {
  const [request] = await t.database.db
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.subjectId, subjectId))
    .orderBy(desc(approvalRequests.submittedAt), desc(approvalRequests.createdAt))
    .limit(1);
  if (!request) return { request: undefined, steps: [] };
  const steps = await t.database.db
    .select()
    .from(approvalSteps)
    .where(eq(approvalSteps.approvalRequestId, request.id))
    .orderBy(asc(approvalSteps.stepOrder));
  return { request, steps };
}

/** The pending step of a subject's latest chain. */
export async function pendingStep(t: TestApp, subjectId: string) {
  const { steps } = await chainOf(t, subjectId);
  const step = steps.find((s) => s.status === 'pending');
  if (!step) throw new Error(`no pending step for ${subjectId}`);
  return step;
}

/** POST /api/approvals/{stepId}/approve|reject as a user. */
export const act = (
  t: TestApp,
  stepId: string,
  action: 'approve' | 'reject',
  as: Account,
  payload?: Record<string, unknown>,
) => t.request({ method: 'POST', url: `/api/approvals/${stepId}/${action}`, payload, as });

/** Approves the pending step of the subject as each user in turn (each must answer 200). */
export async function approveInTurn(t: TestApp, subjectId: string, approvers: Account[]) {
  for (const who of approvers) {
    const step = await pendingStep(t, subjectId);
    const res = await act(t, step.id, 'approve', who, { comment: `OK from ${who.email}` });
    if (res.statusCode !== 200)
      throw new Error(`approve by ${who.email} failed: ${res.statusCode} ${res.body}`);
  }
}

/** How many steps of a chain are pending. */
export async function pendingCount(t: TestApp, approvalRequestId: string) {
  const rows = await t.database.db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .where(and(eq(approvalSteps.approvalRequestId, approvalRequestId), eq(approvalSteps.status, 'pending')));
  return rows.length;
}

/** An active workflow template for some departments (['All'] for every department without one). */
export async function createWorkflowTemplate(
  t: TestApp,
  w: { departments: string[]; steps: WorkflowStepDef[]; status?: 'Active' | 'Draft'; name?: string },
) {
  const id = unique('wft');
  const [row] = await t.database.db
    .insert(workflowTemplates)
    .values({
      id,
      name: w.name ?? `Template ${id}`,
      steps: w.steps,
      departments: w.departments,
      status: w.status ?? 'Active',
    })
    .returning();
  return row!;
}

/** The steps of templates, as the demo's and the administrators' templates use them. */
export const STEP = {
  manager: { name: 'Manager Review', roleId: 'manager' },
  finance: { name: 'Finance Approval', roleId: 'finance', minThreshold: 'managerApprovalThreshold' },
  legal: {
    name: 'Legal Review',
    roleId: 'legal',
    itemTypes: ['services', 'mixed'],
    requestTypes: ['blanket-po'],
  },
  procurementFinal: {
    name: 'Final Approval',
    roleId: 'procurement_sme',
    minThreshold: 'financeApprovalThreshold',
  },
  directorFinal: { name: 'Final Approval', roleId: 'director', minThreshold: 'executiveApprovalThreshold' },
} satisfies Record<string, WorkflowStepDef>;

/**
 * An out-of-office delegation of `userId` to `delegateId` over startsOn..endsOn (inclusive,
 * YYYY-MM-DD), written directly: the API refuses one that has ended already.
 */
export async function createDelegation(
  t: TestApp,
  d: { userId: string; delegateId: string; startsOn: string; endsOn: string },
) {
  await t.database.db
    .insert(delegations)
    .values(d)
    .onConflictDoUpdate({
      target: delegations.userId,
      set: { delegateId: d.delegateId, startsOn: d.startsOn, endsOn: d.endsOn },
    });
}

/**
 * `n` pending steps awaiting a role in a department, of one chain requested by `requestorId` (one
 * statement, however many): for counts that must stop at their cap.
 */
export async function manyPendingSteps(
  t: TestApp,
  opts: { requestorId: string; roleId: string; department: string; n: number },
) {
  const requestId = unique('ar');
  await t.database.db.insert(approvalRequests).values({
    id: requestId,
    subjectType: 'requisition',
    subjectId: unique('REQ'),
    title: 'Many steps',
    requestorId: opts.requestorId,
    department: opts.department,
    amount: '100.00',
  });
  await t.database.db.execute(sql`
    insert into ${approvalSteps} (id, approval_request_id, step_order, name, approver_role_id, approver_department, status)
    select ${requestId} || '-' || n, ${requestId}, n, 'Review ' || n, ${opts.roleId}, ${opts.department}, 'pending'
    from generate_series(1, ${opts.n}::int) n`);
}
