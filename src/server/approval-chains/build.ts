import type { Settings } from '@shared/admin/settings';
import { toCents } from '@shared/money';
import type { ThresholdName, WorkflowStepDef } from '../db/schema/admin';
import { departmentFor, type ChainStep } from './routing';

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
  const steps = (applying.length || !input.requireApproval ? applying : first).map((s) =>
    chainStepOf(s, input.department),
  );
  return { autoApproved: steps.length === 0, steps };
}

/**
 * A template step as a chain step before routing: a role's (own-department roles carry the request's
 * department), the department manager's ('manager' of the request's department), or one named user's.
 */
export function chainStepOf(s: WorkflowStepDef, department: string): ChainStep {
  const roleId = s.approver === 'department_manager' ? 'manager' : s.roleId;
  const byUser = s.approver === 'user' && Boolean(s.userId);
  return {
    name: s.name,
    roleId,
    approverDepartment: byUser ? null : departmentFor(roleId, department),
    ...(byUser ? { approverUserId: s.userId! } : {}),
    ...(s.skipIfSameApprover ? { skipIfSameApprover: true } : {}),
  };
}
