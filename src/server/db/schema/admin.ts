import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './auth';

/** A settings threshold a workflow step may start above (its figure is read at submit). */
export type ThresholdName =
  | 'autoApproveThreshold'
  | 'managerApprovalThreshold'
  | 'financeApprovalThreshold'
  | 'executiveApprovalThreshold';

/** Who approves a workflow step: a role, one named user, or the requester's department manager. */
export type StepApproverKind = 'role' | 'user' | 'department_manager';

/**
 * One step of a workflow template. It applies when the amount is above its line — `minThreshold` (a
 * settings threshold) and/or `minAmount` (a fixed figure); neither: any amount — and, when it names
 * item types and/or request types, when the request has one of them (either list matching is enough).
 * The approver (`approver`, 'role' when absent): the role `roleId`; the user `userId` (`roleId` then
 * holds that user's role, the role the step escalates from when the user cannot take it); or the
 * requester's department manager (`roleId` 'manager'). `skipIfSameApprover`: the step is passed when
 * whoever approved an earlier step of the chain could take it too.
 */
export type WorkflowStepDef = {
  name: string;
  roleId: string;
  approver?: StepApproverKind;
  userId?: string;
  minAmount?: number;
  minThreshold?: ThresholdName;
  itemTypes?: string[];
  requestTypes?: string[];
  skipIfSameApprover?: boolean;
};

/**
 * When a template applies (every condition given must hold): amount range (inclusive; null open),
 * item types, request types, and GL codes (one of the request's lines' codes among them).
 */
export type WorkflowConditions = {
  minAmount?: number | null;
  maxAmount?: number | null;
  itemTypes?: string[];
  requestTypes?: string[];
  glCodes?: string[];
};

export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    steps: jsonb('steps').$type<WorkflowStepDef[]>().notNull(),
    /** The departments it applies to; ['All']: every department. */
    departments: jsonb('departments').$type<string[]>().notNull(),
    conditions: jsonb('conditions').$type<WorkflowConditions>().notNull().default({}),
    /** The highest-priority matching active template routes a request. */
    priority: integer('priority').notNull().default(0),
    /** Active | Draft */
    status: text('status').notNull().default('Draft'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list's default order (the order routing tries templates in), all or by status.
    index('workflow_templates_order_idx').on(t.priority.desc(), t.createdAt, t.id),
    index('workflow_templates_status_idx').on(t.status, t.priority.desc(), t.createdAt, t.id),
  ],
);

/** The settings key that marks a demo instance (the sign-in page then lists the demo accounts). */
export const DEMO_FLAG = 'demoInstance';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const savedFilterSets = pgTable(
  'saved_filter_sets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_filter_sets_user_idx').on(t.userId)],
);

/**
 * Analytics suggestion alerts / anomalies (spec section 3), found by the detection job
 * (src/server/analytics/anomalies): one row per finding, `dedupe_key` naming it so the job may run
 * any number of times. The records it is about are named (invoice, PO, vendor, department) and the
 * department and requestor of those records decide who sees it (src/server/access/alerts.ts).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    /** duplicate-invoice | price-variance | spend-spike | invoice-without-po | expired-contract */
    rule: text('rule').notNull(),
    /** What was found, e.g. `duplicate-invoice:inv-123`: the job adds a finding once. */
    dedupeKey: text('dedupe_key').notNull(),
    /** warning | success | info */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    action: text('action').notNull(),
    poId: text('po_id'),
    vendorId: text('vendor_id'),
    invoiceId: text('invoice_id'),
    /** The department of the records it is about (null: none, e.g. a vendor's spend). */
    department: text('department'),
    /** The requestor of the PO it is about (a user sees alerts about their own requests). */
    requestorId: text('requestor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** open | started | dismissed */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    startedBy: text('started_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('alerts_dedupe_key_uq').on(t.dedupeKey),
    /** The list: newest first, all of them or one department's; a user's own (visibility parts). */
    index('alerts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('alerts_department_created_idx').on(t.department, t.createdAt.desc().nullsFirst(), t.id),
    index('alerts_requestor_department_idx').on(t.requestorId, t.department),
  ],
);

/** Where the anomaly detection got to: it reads the records created since (with an overlap). */
export const anomalyScans = pgTable('anomaly_scans', {
  id: text('id').primaryKey(),
  checkedThrough: ts('checked_through').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  /**
   * The audit log reads newest first (at, id) under each filter: all, by actor, by record type, by
   * record id (with or without its type). Rows are never updated or deleted (a trigger refuses it).
   */
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_type_idx').on(t.entityType, t.at, t.id),
    index('audit_log_record_idx').on(t.entityId, t.at, t.id),
  ],
);

/**
 * Legacy: the per-name counters human-readable ids came from before the sequences of migration 0003
 * (src/server/http/ids.ts). Only read, to continue those sequences after the numbers handed out.
 */
export const idCounters = pgTable('id_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});
