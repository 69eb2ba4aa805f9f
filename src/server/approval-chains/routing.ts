import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { toCents } from '@shared/money';
import { holdsStep } from '@shared/approvals/delegation';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';

/** Roles that approve only for their own department: their steps carry the request's department. */
export const OWN_DEPARTMENT_ROLES = ['manager', 'director', 'end_user'];

export type ChainStep = {
  name: string;
  roleId: string;
  approverDepartment: string | null;
  /** The role the step was meant for, when it was escalated to another one. */
  routedFrom?: string;
  /** A step for one named user (workflow template): only that user takes it. */
  approverUserId?: string | null;
  /** Passed when whoever approved an earlier step could take it too (workflow template). */
  skipIfSameApprover?: boolean;
};

/** Each role's approval limit in dollars (null or absent: all amounts); roles.approval_limit. */
export type RoleLimits = Record<string, number | string | null>;

/** Whether a role may approve a step of this amount: within its approval limit (none: any amount). */
export const withinLimit = (roleId: string, amount: string | number, limits: RoleLimits): boolean => {
  const limit = limits[roleId];
  return limit === null || limit === undefined || toCents(amount) <= toCents(limit);
};

/** An active user who could approve: id, role, department (and the address notices go to). */
export type Holder = { id: string; roleId: string; department: string; email?: string; name?: string };

/** The part of a step that says whom it awaits. */
type StepAssignee = Pick<ChainStep, 'roleId' | 'approverDepartment' | 'approverUserId'>;

/**
 * The users who may not act on a chain: its requester and whoever submitted or edited its subject
 * (approval_requests.excluded_approver_ids). Nobody approves what they requested, edited or submitted.
 */
export const conflictedUsers = (r: {
  requestorId: string;
  excludedApproverIds?: readonly string[] | null;
}) => [r.requestorId, ...(r.excludedApproverIds ?? [])];

/** Whether a holder could act on a step of a chain (the rule of awaitingUser in queue.ts). */
export { holdsStep } from '@shared/approvals/delegation';

/** A manager step with no one to take it goes to the department's director first. */
const WITHIN_DEPARTMENT: Record<string, string[]> = { manager: ['director'] };
/**
 * Then to the Procurement Specialists (all departments); when the requester is the only one of
 * those too, to the Finance Team, so that no request is left without an approver.
 */
const ACROSS_DEPARTMENTS = ['procurement_sme', 'finance'];

/** The roles a step may be routed to, in order: its own, then its escalations. */
export function candidateRoles(roleId: string): string[] {
  return [...new Set([roleId, ...(WITHIN_DEPARTMENT[roleId] ?? []), ...ACROSS_DEPARTMENTS])];
}

export const departmentFor = (roleId: string, department: string): string | null =>
  OWN_DEPARTMENT_ROLES.includes(roleId) ? department : null;

/** The amount a step is for and the roles' approval limits: a role over its limit cannot take the step. */
export type LimitCheck = { amount: string | number; limits: RoleLimits };

/**
 * Routes a step to the first of its candidate roles that an active user other than the conflicted
 * users (the requester, the subject's editors) holds (in the request's department for own-department
 * roles) and whose approval limit covers the amount: a manager step with no manager of the department
 * (or only the requester, or an amount over the managers' limit) goes to the department's director,
 * then to procurement, then to finance. A step for a named user stays theirs when they are active,
 * not conflicted and within their role's limit; otherwise it is routed as a step of their role. A
 * step nobody at all could take keeps its role.
 */
export function routeStep(
  step: ChainStep,
  department: string,
  holders: Holder[],
  conflicted: readonly string[],
  limit?: LimitCheck,
): ChainStep {
  const allowed = (roleId: string) => !limit || withinLimit(roleId, limit.amount, limit.limits);
  if (step.approverUserId) {
    const named = holders.find((h) => h.id === step.approverUserId);
    if (named && !conflicted.includes(named.id) && allowed(named.roleId)) {
      return { ...step, roleId: named.roleId, approverDepartment: null };
    }
    const byRole = routeStep(
      { ...step, approverUserId: null, approverDepartment: departmentFor(step.roleId, department) },
      department,
      holders,
      conflicted,
      limit,
    );
    return { ...byRole, routedFrom: byRole.routedFrom ?? step.roleId };
  }
  for (const roleId of candidateRoles(step.roleId)) {
    const approverDepartment = departmentFor(roleId, department);
    if (!allowed(roleId)) continue;
    if (!holders.some((h) => holdsStep(h, { roleId, approverDepartment }, conflicted))) continue;
    return roleId === step.roleId
      ? { ...step, approverDepartment }
      : { ...step, roleId, approverDepartment, routedFrom: step.roleId };
  }
  return step;
}

/**
 * The active users who could take these steps, as possible approvers (routeStep): holders of a role
 * a step may be routed to (candidateRoles) and the users steps name; nobody else is read.
 */
export async function activeHolders(
  db: DbOrTx,
  steps: readonly Pick<ChainStep, 'roleId' | 'approverUserId'>[],
): Promise<Holder[]> {
  if (!steps.length) return [];
  const roleIds = [...new Set(steps.flatMap((s) => candidateRoles(s.roleId)))];
  const named = steps.flatMap((s) => (s.approverUserId ? [s.approverUserId] : []));
  return db
    .select({ id: users.id, roleId: users.roleId, department: users.department, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        named.length
          ? or(inArray(users.roleId, roleIds), inArray(users.id, named))
          : inArray(users.roleId, roleIds),
      ),
    );
}

/** The ids of the active users a step awaits (see holdsStep), in one query. */
export async function stepHolderIds(
  db: DbOrTx,
  step: StepAssignee,
  conflicted: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        eq(users.roleId, step.roleId),
        conflicted.length ? notInArray(users.id, [...conflicted]) : undefined,
        step.approverDepartment === null ? undefined : eq(users.department, step.approverDepartment),
        step.approverUserId ? eq(users.id, step.approverUserId) : undefined,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}
