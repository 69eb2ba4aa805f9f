import { and, eq, inArray } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { priorityFromUrgency } from '@shared/requisitions/constants';
import { toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { workflowTemplates, type WorkflowStepDef } from '../db/schema/admin';
import { getSettings } from '../admin/settings';
import { newId } from '../http/ids';

export type SubjectType = 'requisition' | 'purchase-order' | 'change-order';

/** Roles that approve only for their own department: their steps carry the request's department. */
export const OWN_DEPARTMENT_ROLES = ['manager', 'director', 'end_user'];

export type ChainThresholds = Pick<
  Settings,
  'autoApproveThreshold' | 'managerApprovalThreshold' | 'executiveApprovalThreshold'
>;
export type ChainInput = { amount: string | number; itemType: string; department: string };
export type ChainStep = { name: string; roleId: string; approverDepartment: string | null };
export type Chain = { autoApproved: boolean; steps: ChainStep[] };

const step = (name: string, roleId: string, department: string): ChainStep => ({
  name,
  roleId,
  approverDepartment: OWN_DEPARTMENT_ROLES.includes(roleId) ? department : null,
});

/**
 * The approval chain of a request. At or under the auto-approve threshold it is approved at once.
 * Otherwise, with a workflow template: the template's steps whose minAmount the amount exceeds (like
 * the thresholds, "above") and whose itemTypes (if any) include the request's item type. Without one: Manager Review always;
 * Finance Approval above the manager threshold; Legal Review for services or mixed; Final Approval
 * (director) above the executive threshold. A chain left with no steps is approved at once.
 */
export function buildChain(
  input: ChainInput,
  thresholds: ChainThresholds,
  template?: WorkflowStepDef[] | null,
): Chain {
  const cents = toCents(input.amount);
  if (cents <= toCents(thresholds.autoApproveThreshold)) return { autoApproved: true, steps: [] };
  let steps: ChainStep[];
  if (template) {
    steps = template
      .filter((s) => s.minAmount === undefined || s.minAmount === null || cents > toCents(s.minAmount))
      .filter((s) => !s.itemTypes?.length || s.itemTypes.includes(input.itemType))
      .map((s) => step(s.name, s.roleId, input.department));
  } else {
    steps = [step('Manager Review', 'manager', input.department)];
    if (cents > toCents(thresholds.managerApprovalThreshold))
      steps.push(step('Finance Approval', 'finance', input.department));
    if (input.itemType === 'services' || input.itemType === 'mixed') {
      steps.push(step('Legal Review', 'legal', input.department));
    }
    if (cents > toCents(thresholds.executiveApprovalThreshold))
      steps.push(step('Final Approval', 'director', input.department));
  }
  return { autoApproved: steps.length === 0, steps };
}

type TemplateRow = { id: string; steps: WorkflowStepDef[]; departments: string[]; createdAt: Date };

/** The active template for a department: one naming the department wins over one for 'All'; oldest first. */
export function pickTemplate<T extends TemplateRow>(templates: T[], department: string): T | undefined {
  const sorted = [...templates].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return (
    sorted.find((t) => t.departments.includes(department)) ??
    sorted.find((t) => t.departments.includes('All'))
  );
}

export type ApprovalSubject = {
  subjectType: SubjectType;
  subjectId: string;
  title: string;
  requestorId: string;
  department: string;
  amount: string;
  itemType: string;
  urgencyLevel: string | null;
};

/**
 * Writes the approval request and its steps (first step pending, the rest not started) inside the
 * caller's transaction. Returns whether the request was approved at once.
 */
export async function startApproval(
  tx: DbOrTx,
  subject: ApprovalSubject,
  now = new Date(),
): Promise<{ approvalRequestId: string; autoApproved: boolean; steps: ChainStep[] }> {
  const settings = await getSettings(tx);
  const templates = await tx.select().from(workflowTemplates).where(eq(workflowTemplates.status, 'Active'));
  const template = pickTemplate(templates, subject.department);
  const chain = buildChain(subject, settings, template?.steps);

  const approvalRequestId = newId('apr');
  await tx.insert(approvalRequests).values({
    id: approvalRequestId,
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    title: subject.title,
    requestorId: subject.requestorId,
    department: subject.department,
    amount: subject.amount,
    priority: priorityFromUrgency(subject.urgencyLevel),
    status: chain.autoApproved ? 'approved' : 'pending',
    submittedAt: now,
    completedAt: chain.autoApproved ? now : null,
  });
  if (chain.steps.length) {
    await tx.insert(approvalSteps).values(
      chain.steps.map((s, i) => ({
        id: newId('aps'),
        approvalRequestId,
        stepOrder: i + 1,
        name: s.name,
        approverRoleId: s.roleId,
        approverDepartment: s.approverDepartment,
        status: i === 0 ? 'pending' : 'not_started',
        activatedAt: i === 0 ? now : null,
      })),
    );
  }
  return { approvalRequestId, autoApproved: chain.autoApproved, steps: chain.steps };
}

/** Before a resubmission: earlier open chains of the subject are cancelled and their open steps skipped. */
export async function cancelOpenApprovals(
  tx: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
): Promise<void> {
  const open = await tx
    .update(approvalRequests)
    .set({ status: 'cancelled', completedAt: new Date() })
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectId, subjectId),
        eq(approvalRequests.status, 'pending'),
      ),
    )
    .returning({ id: approvalRequests.id });
  if (!open.length) return;
  await tx
    .update(approvalSteps)
    .set({ status: 'skipped' })
    .where(
      and(
        inArray(
          approvalSteps.approvalRequestId,
          open.map((r) => r.id),
        ),
        inArray(approvalSteps.status, ['pending', 'not_started']),
      ),
    );
}
