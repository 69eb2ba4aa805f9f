import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { roles, users } from './auth';

/** One approval chain for one subject (a requisition, change order or purchase order revision). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: text('id').primaryKey(),
    /** requisition | purchase-order | change-order */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    requestorId: text('requestor_id')
      .notNull()
      .references(() => users.id),
    /**
     * Who else may not act on the chain besides the requester: whoever submitted or edited its subject
     * (a PO's editors). Nobody approves what they requested, edited or submitted.
     */
    excludedApproverIds: text('excluded_approver_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    department: text('department').notNull(),
    amount: money('amount').notNull(),
    /** The workflow template that routed it (id and name when written; null: the threshold chain). */
    workflowTemplateId: text('workflow_template_id'),
    workflowTemplateName: text('workflow_template_name'),
    /** High | Medium | Low */
    priority: text('priority').notNull().default('Medium'),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_requests_subject_idx').on(t.subjectType, t.subjectId),
    index('approval_requests_status_idx').on(t.status, t.submittedAt),
  ],
);

export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: text('id').primaryKey(),
    approvalRequestId: text('approval_request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    stepOrder: integer('step_order').notNull(),
    /** Manager Review | Finance Approval | Legal Review | Final Approval | … */
    name: text('name').notNull(),
    approverRoleId: text('approver_role_id')
      .notNull()
      .references(() => roles.id),
    /** Set for own-department roles: the requester's department. */
    approverDepartment: text('approver_department'),
    /** A step for one named user (workflow template): only that user takes it. */
    approverUserId: text('approver_user_id').references(() => users.id),
    /** Passed when whoever approved an earlier step of the chain could take it (kept from the template). */
    skipIfSameApprover: boolean('skip_if_same_approver').notNull().default(false),
    /** pending | not_started | completed | rejected | skipped */
    status: text('status').notNull().default('not_started'),
    activatedAt: ts('activated_at'),
    actedBy: text('acted_by').references(() => users.id),
    /** The approver the actor stood in for (out-of-office delegation, issue 13); null: acted for themself. */
    onBehalfOf: text('on_behalf_of').references(() => users.id),
    actedAt: ts('acted_at'),
    comment: text('comment'),
    /**
     * The queue's default order, copied from the request when the step is written (trigger of migration
     * approval_queue): 1 High, 2 Medium, 3 Low, then the request's submission.
     */
    priorityRank: smallint('priority_rank').notNull().default(3),
    submittedAt: ts('submitted_at'),
  },
  (t) => [
    uniqueIndex('approval_steps_order_uq').on(t.approvalRequestId, t.stepOrder),
    index('approval_steps_queue_idx').on(t.status, t.approverRoleId, t.approverDepartment),
    // A user's decisions newest first (Recently Approved), and their count from the index alone (status).
    index('approval_steps_actor_idx').on(t.actedBy, t.actedAt, t.status),
    // The decisions a delegate took on a user's behalf (their Recently Approved), likewise: few rows.
    index('approval_steps_behalf_idx')
      .on(t.onBehalfOf, t.actedAt, t.status)
      .where(sql`on_behalf_of is not null`),
    // Nobody stands in for themself: a user's own decisions and those taken on their behalf are apart.
    check('approval_steps_behalf_ck', sql`on_behalf_of <> acted_by`),
    // An approver's queue in its default order, page by page (GET /api/approvals).
    index('approval_steps_awaiting_idx')
      .on(t.approverRoleId, t.approverDepartment, t.priorityRank, t.submittedAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Out-of-office delegation (issue 13): while it runs (server date within starts_on..ends_on, inclusive),
 * the steps that await the user also await the delegate, who acts on the user's behalf. One per user.
 */
export const delegations = pgTable(
  'delegations',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: text('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delegations_delegate_idx').on(t.delegateId, t.startsOn, t.endsOn)],
);
