import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Settings } from '@shared/admin/settings';
import { priorityFromUrgency } from '@shared/requisitions/constants';
import { toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import type { ThresholdName, WorkflowStepDef } from '../db/schema/admin';
import { getSettings } from '../admin/settings';
import { newId } from '../lib/ids';
import {
  activeHolders,
  conflictedUsers,
  departmentFor,
  holdsStep,
  routeStep,
  type ChainStep,
} from './routing';
import { tellApprovers } from './notices';
import { routingFacts } from './routing-facts';
import { inTurn } from '../db/in-turn';

export type SubjectType = 'requisition' | 'purchase-order' | 'change-order';
export type { ChainStep } from './routing';

export type ChainThresholds = Pick<Settings, ThresholdName>;
export type ChainInput = {
  amount: string | number;
  itemType: string;
  department: string;
  /** new-purchase | change-order | blanket-po; absent for a PO re-approval. */
  requestType?: string | null;
  /** Never approved at once, whatever the amount (a change to a PO raised by someone else). */
  requireApproval?: boolean;
};
export type Chain = { autoApproved: boolean; steps: ChainStep[] };

/**
 * The chain without an active template: Manager Review always; Finance Approval above the manager
 * threshold; Legal Review for services or mixed items and for blanket POs (new agreements); Final
 * Approval (director) above the executive threshold.
 */
export const DEFAULT_STEPS: WorkflowStepDef[] = [
  { name: 'Manager Review', roleId: 'manager' },
  { name: 'Finance Approval', roleId: 'finance', minThreshold: 'managerApprovalThreshold' },
  {
    name: 'Legal Review',
    roleId: 'legal',
    itemTypes: ['services', 'mixed'],
    requestTypes: ['blanket-po'],
  },
  { name: 'Final Approval', roleId: 'director', minThreshold: 'executiveApprovalThreshold' },
];

/** Whether a template step applies to the request (see WorkflowStepDef). */
export function stepApplies(s: WorkflowStepDef, input: ChainInput, thresholds: ChainThresholds): boolean {
  const cents = toCents(input.amount);
  if (s.minAmount !== undefined && s.minAmount !== null && cents <= toCents(s.minAmount)) return false;
  if (s.minThreshold && cents <= toCents(thresholds[s.minThreshold])) return false;
  const byItem = Boolean(s.itemTypes?.length);
  const byRequest = Boolean(s.requestTypes?.length);
  if (!byItem && !byRequest) return true;
  return (
    (byItem && s.itemTypes!.includes(input.itemType)) ||
    (byRequest && Boolean(input.requestType) && s.requestTypes!.includes(input.requestType!))
  );
}

/**
 * The approval chain of a request. At or under the auto-approve threshold it is approved at once.
 * Otherwise the steps of the workflow template (or DEFAULT_STEPS without one) that apply: amount above
 * the step's line ("above", like the thresholds), item or request type among the step's. Own-department
 * roles carry the request's department. A chain left with no steps is approved at once — unless the
 * request `requireApproval`s: then it always has at least the template's first step.
 */
export function buildChain(
  input: ChainInput,
  thresholds: ChainThresholds,
  template?: WorkflowStepDef[] | null,
): Chain {
  if (!input.requireApproval && toCents(input.amount) <= toCents(thresholds.autoApproveThreshold)) {
    return { autoApproved: true, steps: [] };
  }
  const defs = template ?? DEFAULT_STEPS;
  const applying = defs.filter((s) => stepApplies(s, input, thresholds));
  const first = (defs.length ? defs : DEFAULT_STEPS).slice(0, 1);
  const steps = (applying.length || !input.requireApproval ? applying : first).map((s) => ({
    name: s.name,
    roleId: s.roleId,
    approverDepartment: departmentFor(s.roleId, input.department),
  }));
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
  /** Who else may not approve: whoever submitted or edited the subject (a PO's editors). */
  excludedApproverIds?: string[];
  department: string;
  amount: string;
  itemType: string;
  /** The requisition's request type (Legal Review for blanket POs); absent for a PO re-approval. */
  requestType?: string | null;
  urgencyLevel: string | null;
  /** Never approved at once (see buildChain). */
  requireApproval?: boolean;
  /** The requester's name for the notice, when the caller has it already. */
  requesterName?: string;
};

/**
 * Writes the approval request and its steps (first step pending, the rest not started) inside the
 * caller's transaction: the chain from the settings' thresholds and the department's active template,
 * each step routed to a role someone other than the requester holds (routing.ts). The users the first
 * step awaits are told (tellApprovers); an auto-approved request tells no approver. Returns whether the
 * request was approved at once.
 */
export async function startApproval(
  tx: DbOrTx,
  subject: ApprovalSubject,
  now = new Date(),
  /** The settings, when the caller read them already in this transaction. */
  known: { settings?: Settings } = {},
): Promise<{ approvalRequestId: string; autoApproved: boolean; steps: ChainStep[] }> {
  const [settings, { templates, holders }] = await inTurn(
    () => (known.settings ? Promise.resolve(known.settings) : getSettings(tx)),
    () => routingFacts(tx),
  );
  const template = pickTemplate(templates, subject.department);
  const built = buildChain(subject, settings, template?.steps);
  const excludedApproverIds = [...new Set(subject.excludedApproverIds ?? [])].filter(
    (id) => id !== subject.requestorId,
  );
  const conflicted = conflictedUsers({ requestorId: subject.requestorId, excludedApproverIds });
  const chain: Chain = {
    autoApproved: built.autoApproved,
    steps: built.steps.map((s) => routeStep(s, subject.department, holders, conflicted)),
  };

  const approvalRequestId = newId('apr');
  await tx.insert(approvalRequests).values({
    id: approvalRequestId,
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    title: subject.title,
    requestorId: subject.requestorId,
    excludedApproverIds,
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
  const [first] = chain.steps;
  if (first) {
    // With their addresses (activeHolders reads them): the notice needs no lookup of its own.
    const awaited = holders
      .filter((h) => holdsStep(h, first, conflicted))
      .map((h) => (h.email ? { id: h.id, email: h.email } : h.id));
    await tellApprovers(tx, { id: approvalRequestId, ...subject }, first, awaited);
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

/**
 * Someone edited the subject of an open chain (a pending PO): they may no longer act on it. They join
 * the chain's excluded approvers, and its steps still to be taken are routed again (routeStep), so a
 * step only the editor could have taken escalates to someone else. Answers the chain's id, or null when
 * no open chain had to change.
 */
export async function excludeFromOpenChain(
  tx: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  userId: string,
): Promise<string | null> {
  const [request] = await tx
    .update(approvalRequests)
    .set({ excludedApproverIds: sql`array_append(${approvalRequests.excludedApproverIds}, ${userId})` })
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectId, subjectId),
        eq(approvalRequests.status, 'pending'),
        ne(approvalRequests.requestorId, userId),
        sql`not (${userId} = any(${approvalRequests.excludedApproverIds}))`,
      ),
    )
    .returning();
  if (!request) return null;
  const [open, holders] = await inTurn(
    () =>
      tx
        .select()
        .from(approvalSteps)
        .where(
          and(
            eq(approvalSteps.approvalRequestId, request.id),
            inArray(approvalSteps.status, ['pending', 'not_started']),
          ),
        ),
    () => activeHolders(tx),
  );
  const conflicted = conflictedUsers(request);
  for (const step of open) {
    const current = {
      name: step.name,
      roleId: step.approverRoleId,
      approverDepartment: step.approverDepartment,
    };
    const routed = routeStep(current, request.department, holders, conflicted);
    if (routed.roleId === current.roleId && routed.approverDepartment === current.approverDepartment)
      continue;
    await tx
      .update(approvalSteps)
      .set({ approverRoleId: routed.roleId, approverDepartment: routed.approverDepartment })
      .where(eq(approvalSteps.id, step.id));
  }
  return request.id;
}
