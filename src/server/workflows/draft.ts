import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEPARTMENTS } from '@shared/departments';
import { GL_CODES } from '@shared/requisitions/constants';
import {
  ALL_DEPARTMENTS,
  WORKFLOW_MESSAGES,
  workflowInputSchema,
  type WorkflowStep,
} from '@shared/admin/workflows';
import type { DbOrTx } from '../db/client';
import { roles, users } from '../db/schema/auth';
import type { WorkflowConditions, WorkflowStepDef } from '../db/schema/admin';
import { badRequest, type FieldErrors } from '../http/errors';
import { inTurn } from '../db/in-turn';

export type ParsedWorkflow = z.output<typeof workflowInputSchema>;

/** Every GL code the requisition forms offer. */
export const KNOWN_GL_CODES = new Set<string>(
  [...GL_CODES.standard, ...GL_CODES.blanket].map((g) => g.value),
);

/** The departments a template may name: the company's list and any department a user belongs to. */
export async function knownDepartments(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ department: users.department }).from(users);
  return [...new Set<string>([...DEPARTMENTS, ...rows.map((r) => r.department)])].sort();
}

/**
 * Checks a template against what exists (name, at least one step, ordered amount range, known
 * roles, users, GL codes and departments) and answers it as stored: each step's approver resolved
 * (a named user's step carries that user's role, a department manager's step the manager role).
 * Bad input is a 400 with one message per field (`steps.0.roleId`, `conditions.maxAmount`, …).
 */
export async function checkWorkflow(
  db: DbOrTx,
  w: ParsedWorkflow,
): Promise<{ steps: WorkflowStepDef[]; conditions: WorkflowConditions; departments: string[] }> {
  const errors: FieldErrors = {};
  if (!w.name.trim()) errors.name = WORKFLOW_MESSAGES.nameRequired;
  if (!w.steps.length) errors.steps = WORKFLOW_MESSAGES.stepsRequired;
  const c = w.conditions;
  if (c.minAmount != null && c.maxAmount != null && c.minAmount > c.maxAmount)
    errors['conditions.maxAmount'] = WORKFLOW_MESSAGES.rangeOrder;
  const badCode = c.glCodes.find((g) => !KNOWN_GL_CODES.has(g));
  if (badCode) errors['conditions.glCodes'] = `${WORKFLOW_MESSAGES.unknownGlCode}: ${badCode}`;

  const userIds = w.steps.flatMap((s) => (s.approver === 'user' && s.userId ? [s.userId] : []));
  const [roleRows, userRows, departments] = await inTurn(
    () => db.select({ id: roles.id }).from(roles),
    () =>
      userIds.length
        ? db
            .select({ id: users.id, roleId: users.roleId })
            .from(users)
            .where(sql`${inArray(users.id, userIds)} and ${eq(users.status, 'Active')}`)
        : Promise.resolve([]),
    () => knownDepartments(db),
  );
  const roleIds = new Set(roleRows.map((r) => r.id));
  const badDepartment = w.departments.find((d) => d !== ALL_DEPARTMENTS && !departments.includes(d));
  if (badDepartment) errors.departments = `${WORKFLOW_MESSAGES.unknownDepartment}: ${badDepartment}`;

  const steps = w.steps.map((s, i): WorkflowStepDef => {
    const at = `steps.${i}`;
    if (!s.name.trim()) errors[`${at}.name`] = WORKFLOW_MESSAGES.stepNameRequired;
    let roleId = s.roleId;
    if (s.approver === 'department_manager') roleId = 'manager';
    else if (s.approver === 'user') {
      const user = userRows.find((u) => u.id === s.userId);
      if (!s.userId) errors[`${at}.userId`] = WORKFLOW_MESSAGES.userRequired;
      else if (!user) errors[`${at}.userId`] = WORKFLOW_MESSAGES.unknownUser;
      roleId = user?.roleId ?? roleId;
    } else if (!roleId) errors[`${at}.roleId`] = WORKFLOW_MESSAGES.roleRequired;
    else if (!roleIds.has(roleId)) errors[`${at}.roleId`] = WORKFLOW_MESSAGES.unknownRole;
    return storedStep(s, roleId);
  });
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const departments_ = w.departments.includes(ALL_DEPARTMENTS)
    ? [ALL_DEPARTMENTS]
    : [...new Set(w.departments)];
  return { steps, conditions: storedConditions(c), departments: departments_ };
}

/** A step as stored: only what it sets. */
function storedStep(s: WorkflowStep, roleId: string): WorkflowStepDef {
  return {
    name: s.name.trim(),
    roleId,
    ...(s.approver !== 'role' ? { approver: s.approver } : {}),
    ...(s.approver === 'user' && s.userId ? { userId: s.userId } : {}),
    ...(s.minAmount != null ? { minAmount: s.minAmount } : {}),
    ...(s.minThreshold ? { minThreshold: s.minThreshold } : {}),
    ...(s.itemTypes.length ? { itemTypes: s.itemTypes } : {}),
    ...(s.requestTypes.length ? { requestTypes: s.requestTypes } : {}),
    ...(s.skipIfSameApprover ? { skipIfSameApprover: true } : {}),
  };
}

const storedConditions = (c: ParsedWorkflow['conditions']): WorkflowConditions => ({
  ...(c.minAmount != null ? { minAmount: c.minAmount } : {}),
  ...(c.maxAmount != null ? { maxAmount: c.maxAmount } : {}),
  ...(c.itemTypes.length ? { itemTypes: c.itemTypes } : {}),
  ...(c.requestTypes.length ? { requestTypes: c.requestTypes } : {}),
  ...(c.glCodes.length ? { glCodes: c.glCodes } : {}),
});

/** A stored step as the API answers it (every field present). */
export const stepOut = (s: WorkflowStepDef): WorkflowStep => ({
  name: s.name,
  approver: s.approver ?? 'role',
  roleId: s.roleId,
  userId: s.userId ?? null,
  minAmount: s.minAmount ?? null,
  minThreshold: s.minThreshold ?? null,
  itemTypes: (s.itemTypes ?? []) as WorkflowStep['itemTypes'],
  requestTypes: (s.requestTypes ?? []) as WorkflowStep['requestTypes'],
  skipIfSameApprover: Boolean(s.skipIfSameApprover),
});

/** Stored conditions as the API answers them. */
export const conditionsOut = (c: WorkflowConditions | null | undefined) => ({
  minAmount: c?.minAmount ?? null,
  maxAmount: c?.maxAmount ?? null,
  itemTypes: (c?.itemTypes ?? []) as ParsedWorkflow['conditions']['itemTypes'],
  requestTypes: (c?.requestTypes ?? []) as ParsedWorkflow['conditions']['requestTypes'],
  glCodes: c?.glCodes ?? [],
});
