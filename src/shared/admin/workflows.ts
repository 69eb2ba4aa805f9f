import { z } from 'zod';
import { ITEM_TYPE_VALUES, REQUEST_TYPES } from '@shared/requisitions/constants';
import { MONEY_MAX } from '@shared/numbers';

/**
 * Approval workflow templates and the policy simulator (spec section 2 "Administration" → Workflows,
 * section 3 "Workflow template", issue 14).
 */
export const THRESHOLD_NAMES = [
  'autoApproveThreshold',
  'managerApprovalThreshold',
  'financeApprovalThreshold',
  'executiveApprovalThreshold',
] as const;
export const THRESHOLD_LABELS: Record<(typeof THRESHOLD_NAMES)[number], string> = {
  autoApproveThreshold: 'Auto-approve threshold',
  managerApprovalThreshold: 'Manager approval threshold',
  financeApprovalThreshold: 'Finance approval threshold',
  executiveApprovalThreshold: 'Executive approval threshold',
};
export const APPROVER_KINDS = ['role', 'user', 'department_manager'] as const;
export const APPROVER_KIND_LABELS: Record<(typeof APPROVER_KINDS)[number], string> = {
  role: 'A role',
  user: 'A named user',
  department_manager: "The requester's department manager",
};
export const WORKFLOW_STATUSES = ['Active', 'Draft'] as const;
/** The spec's step names (others may be typed). */
export const STEP_NAMES = ['Manager Review', 'Finance Approval', 'Legal Review', 'Final Approval'] as const;
/** departments: ['All'] applies to every department. */
export const ALL_DEPARTMENTS = 'All';

export const WORKFLOW_MESSAGES = {
  nameRequired: 'Name is required',
  stepsRequired: 'Add at least one step',
  stepNameRequired: 'Step name is required',
  rangeOrder: 'The minimum amount must not exceed the maximum',
  unknownRole: 'Unknown role',
  unknownUser: 'Unknown or inactive user',
  userRequired: 'Choose the user who approves this step',
  roleRequired: 'Choose the role that approves this step',
  unknownGlCode: 'Unknown GL code',
  unknownDepartment: 'Unknown department',
  simulateInput: 'Give a requisition, or a department and an amount',
} as const;

const amount = z.number().min(0).max(MONEY_MAX);

export const workflowStepSchema = z.object({
  name: z.string().trim().max(100),
  approver: z.enum(APPROVER_KINDS).default('role'),
  /** The role (approver 'role'); for 'user' the server fills in the user's role; 'department_manager': manager. */
  roleId: z.string().max(50).default(''),
  userId: z.string().max(100).nullish(),
  minAmount: amount.nullish(),
  minThreshold: z.enum(THRESHOLD_NAMES).nullish(),
  itemTypes: z.array(z.enum(ITEM_TYPE_VALUES)).max(3).default([]),
  requestTypes: z.array(z.enum(REQUEST_TYPES)).max(3).default([]),
  skipIfSameApprover: z.boolean().default(false),
});
export type WorkflowStepInput = z.input<typeof workflowStepSchema>;
export type WorkflowStep = z.output<typeof workflowStepSchema>;

export const workflowConditionsSchema = z.object({
  minAmount: amount.nullish(),
  maxAmount: amount.nullish(),
  itemTypes: z.array(z.enum(ITEM_TYPE_VALUES)).max(3).default([]),
  requestTypes: z.array(z.enum(REQUEST_TYPES)).max(3).default([]),
  glCodes: z.array(z.string().max(20)).max(50).default([]),
});
export type WorkflowConditions = z.output<typeof workflowConditionsSchema>;

export const workflowInputSchema = z.object({
  name: z.string().trim().max(120),
  status: z.enum(WORKFLOW_STATUSES).default('Draft'),
  /** ['All'] for every department. */
  departments: z.array(z.string().trim().min(1).max(60)).max(50),
  conditions: workflowConditionsSchema.default({
    itemTypes: [],
    requestTypes: [],
    glCodes: [],
  }),
  priority: z.number().int().min(-1000).max(1000).default(0),
  steps: z.array(workflowStepSchema).max(20),
});
export type WorkflowInput = z.input<typeof workflowInputSchema>;
/** A change: only the fields given (no defaults filled in). */
export const workflowPatchSchema = z.object({
  name: z.string().trim().max(120).optional(),
  status: z.enum(WORKFLOW_STATUSES).optional(),
  departments: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
  conditions: workflowConditionsSchema.optional(),
  priority: z.number().int().min(-1000).max(1000).optional(),
  steps: z.array(workflowStepSchema).max(20).optional(),
});
export type WorkflowPatch = z.input<typeof workflowPatchSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  departments: z.array(z.string()),
  conditions: workflowConditionsSchema,
  priority: z.number(),
  steps: z.array(workflowStepSchema),
  stepCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** An unsaved template to try (the simulator, coverage and replay); `id` replaces that saved template. */
export const workflowDraftSchema = workflowInputSchema.extend({ id: z.string().max(100).nullish() });
export type WorkflowDraft = z.input<typeof workflowDraftSchema>;

export const simulateInputSchema = z.object({
  requisitionId: z.string().trim().max(100).nullish(),
  requesterId: z.string().trim().max(100).nullish(),
  department: z.string().trim().max(60).nullish(),
  itemType: z.enum(ITEM_TYPE_VALUES).default('goods'),
  requestType: z.enum(REQUEST_TYPES).default('new-purchase'),
  amount: amount.nullish(),
  glCodes: z.array(z.string().max(20)).max(50).default([]),
  draft: workflowDraftSchema.nullish(),
});
export type SimulateInput = z.input<typeof simulateInputSchema>;

const person = z.object({ id: z.string(), name: z.string() });
export const conditionCheckSchema = z.object({ label: z.string(), ok: z.boolean(), detail: z.string() });
export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.number(),
  draft: z.boolean(),
  matched: z.boolean(),
  conditions: z.array(conditionCheckSchema),
});
export const simulatedStepSchema = z.object({
  name: z.string(),
  roleId: z.string(),
  roleLabel: z.string(),
  approverDepartment: z.string().nullable(),
  approverUserId: z.string().nullable(),
  routedFrom: z.string().nullable(),
  routedFromLabel: z.string().nullable(),
  skipIfSameApprover: z.boolean(),
  approvers: z.array(person),
  /**
   * Who stands in today for those approvers (out-of-office delegation, issue 13): a delegate acting on
   * behalf of an approver until `until` (the delegation's last day, YYYY-MM-DD); never the requester.
   */
  delegates: z.array(person.extend({ onBehalfOf: person, until: z.string() })),
});
export const simulateResultSchema = z.object({
  input: z.object({
    requester: person.nullable(),
    department: z.string(),
    itemType: z.string(),
    requestType: z.string(),
    amount: z.string(),
    glCodes: z.array(z.string()),
    requisitionId: z.string().nullable(),
  }),
  autoApproved: z.boolean(),
  matched: z.object({ id: z.string(), name: z.string(), priority: z.number() }).nullable(),
  /** Why: the settings' threshold chain when no template matched. */
  explanation: z.string(),
  candidates: z.array(candidateSchema),
  steps: z.array(simulatedStepSchema),
  warnings: z.array(z.string()),
});
export type SimulateResult = z.infer<typeof simulateResultSchema>;

export const draftOnlySchema = z.object({ draft: workflowDraftSchema.nullish() });

export const coverageResultSchema = z.object({
  amounts: z.array(z.number()),
  departments: z.array(z.string()),
  itemTypes: z.array(z.string()),
  cases: z.number(),
  gaps: z.array(
    z.object({
      department: z.string(),
      itemType: z.string(),
      amount: z.number(),
      template: z.string(),
      step: z.string(),
      reason: z.string(),
    }),
  ),
  overlaps: z.array(
    z.object({
      department: z.string(),
      itemType: z.string(),
      amount: z.number(),
      priority: z.number(),
      templates: z.array(z.string()),
    }),
  ),
});
export type CoverageResult = z.infer<typeof coverageResultSchema>;

/** The replay reads the requisitions submitted in the last REPLAY_DAYS days, REPLAY_LIMIT at most. */
export const REPLAY_DAYS = 90;
export const REPLAY_LIMIT = 5000;
export const replayInputSchema = z.object({ draft: workflowDraftSchema });
const routeSummary = z.object({ template: z.string(), steps: z.array(z.string()) });
export const replayResultSchema = z.object({
  days: z.number(),
  limit: z.number(),
  considered: z.number(),
  capped: z.boolean(),
  /** Would get other steps than the chain they got. */
  changed: z.number(),
  /** Would get other steps than today's rules without the draft give (the draft's own effect). */
  changedFromToday: z.number(),
  examples: z.array(
    z.object({
      requisitionId: z.string(),
      title: z.string(),
      department: z.string(),
      amount: z.string(),
      before: routeSummary,
      after: routeSummary,
    }),
  ),
});
export type ReplayResult = z.infer<typeof replayResultSchema>;

/** GET /api/admin/workflows/people?q=: active users to name as an approver or simulate as a requester. */
export const workflowPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.string(),
  department: z.string(),
});
export type WorkflowPerson = z.infer<typeof workflowPersonSchema>;
export const peopleQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
