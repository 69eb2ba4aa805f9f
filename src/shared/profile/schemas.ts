import { z } from 'zod';

/** GET /api/user-stats (spec section 3 "User stats"), for the signed-in user. */
export const userStatsSchema = z.object({
  /** Requisitions the user raised. */
  totalRequests: z.number().int(),
  /** Approval steps awaiting the user. */
  pendingApprovals: z.number().int(),
  /** Total of the user's approved requisitions. */
  approvedAmount: z.string(),
  /** This fiscal year's purchase orders of the user's department, cancelled and rejected excluded. */
  departmentSpend: z.string(),
  /** Contracts whose contact is the user. */
  contractsManaged: z.number().int(),
  /** Time of the user's latest audited action (ISO), or null. */
  lastActivity: z.string().nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
