import { z } from 'zod';
import { normalizeDate } from '@shared/text-fields';

/**
 * Out-of-office delegation (issue 13): a delegate and a date range. While it runs, the approval steps
 * that await the user also await the delegate, whose decisions are recorded "on behalf of" the user.
 */
export const DELEGATION_MESSAGES = {
  delegate: 'Choose a delegate',
  self: 'You cannot delegate approvals to yourself',
  notApprover: 'The delegate must be an active user who approves requests',
  startsOn: 'Start date is required',
  endsOn: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  past: 'End date cannot be in the past',
  loop: (name: string) => `${name} delegates back to you during these dates; a delegation cannot loop`,
  saved: 'Out-of-office delegation saved',
  removed: 'Out-of-office delegation removed',
} as const;

/** The permissions of users who take approval steps: only they may stand in for an approver. */
export const APPROVER_PERMISSIONS = ['approve_requests', 'approve_high_value', 'approve_invoices'] as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .transform((v, ctx) => {
      const d = normalizeDate(v);
      if (!d) ctx.addIssue({ code: 'custom', message: 'Invalid date' });
      return d ?? v;
    });

/** PUT /api/profile/delegation: sets (or replaces) the signed-in user's delegation. */
export const delegationUpdateSchema = z
  .object({
    delegateId: z
      .string({ error: DELEGATION_MESSAGES.delegate })
      .trim()
      .min(1, { error: DELEGATION_MESSAGES.delegate })
      .max(100),
    startsOn: day(DELEGATION_MESSAGES.startsOn),
    endsOn: day(DELEGATION_MESSAGES.endsOn),
  })
  .refine((d) => d.endsOn >= d.startsOn, {
    path: ['endsOn'],
    message: DELEGATION_MESSAGES.endBeforeStart,
  });
export type DelegationUpdate = z.input<typeof delegationUpdateSchema>;

/** The signed-in user's delegation; `active`: it runs today (server date). */
export const delegationSchema = z
  .object({
    delegateId: z.string(),
    delegateName: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'Delegation' });
export type Delegation = z.infer<typeof delegationSchema>;

/** GET/PUT/DELETE /api/profile/delegation: the delegation, or null when none is set. */
export const delegationResultSchema = z.object({ delegation: delegationSchema.nullable() });
export type DelegationResult = z.infer<typeof delegationResultSchema>;

/** GET /api/profile/delegates?q=: users who may stand in (active approvers, not the user), at most 20. */
export const delegateCandidatesQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const delegateCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleLabel: z.string(),
});
export type DelegateCandidate = z.infer<typeof delegateCandidateSchema>;
